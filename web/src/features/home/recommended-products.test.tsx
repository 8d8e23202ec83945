import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { RecommendedProducts } from './recommended-products.tsx';

const BOOK = {
  productId: 7,
  displayName: '초등 국어 1',
  imageUrl: '/covers/7.svg',
  sellPrice: 9_000,
};

/** The API refuses the first call (too many requests), then answers. */
function refuseOnceThenAnswer() {
  let calls = 0;
  vi.stubGlobal('fetch', async () => {
    calls += 1;
    if (calls === 1) {
      const error = {
        code: 'TOO_MANY_REQUESTS',
        message: '[HTTP-429] 과도하게 많은 요청이 차단됬습니다.',
      };
      return new Response(JSON.stringify({ error }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ list: [BOOK] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return () => calls;
}

describe('the home page’s recommended books', () => {
  it('says a refused call failed, not that there is nothing, and asks again on retry', async () => {
    const calls = refuseOnceThenAnswer();
    renderPage(<RecommendedProducts />, { path: '/', url: '/' });

    expect(await screen.findByText('추천 교재를 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.queryByText('추천 상품이 없습니다.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('초등 국어 1')).toBeTruthy();
    expect(calls()).toBe(2);
  });
});
