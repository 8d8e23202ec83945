import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { loadEnglishRefusals } from '../../i18n/refusal-text.ts';
import { ProductCsvDialog } from './product-csv-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

const clean = {
  data: {
    lines: [
      { line: 2, productId: null, displayName: '새 교재', change: 'new', changedFields: [] },
      {
        line: 3,
        productId: 12,
        displayName: '수학 교재',
        change: 'changed',
        changedFields: ['sellPrice', 'saleStatus'],
      },
      { line: 4, productId: 13, displayName: '국어 교재', change: 'unchanged', changedFields: [] },
    ],
    errors: [],
    counts: { created: 1, changed: 1, unchanged: 1 },
  },
};

async function choose(user: ReturnType<typeof userEvent.setup>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductCsvDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await user.upload(
    screen.getByLabelText('CSV 파일'),
    new File(['상품번호,상품명\n'], 'products.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: '미리 보기' }));
  return screen.findByRole('region', { name: '미리 보기 결과' });
}

describe('the product CSV dialog', () => {
  it('shows each line: new, the fields it changes, unchanged; then applies the file it previewed', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('-preview')
        ? answer(clean)
        : answer({ data: { counts: clean.data.counts, productIds: [40, 12] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const table = await choose(user);
    expect(
      within(table).getByText('새 상품 1개 · 변경 1개 · 변경 없음 1개 · 오류 0건'),
    ).toBeTruthy();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['2', '새 교재', '새 상품'],
      ['3', '수학 교재#12', '변경: 판매가, 판매 상태'],
      ['4', '국어 교재#13', '변경 없음'],
    ]);
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('새 상품 1개, 변경 1개를 적용했습니다.')).toBeTruthy();
    const [, [applyUrl, applyInit]] = fetch.mock.calls as unknown as [
      unknown,
      [string, RequestInit],
    ];
    expect(applyUrl).toBe('/api/admin/products-csv-apply');
    // the bytes previewed are the bytes applied
    expect(JSON.parse(String(applyInit.body))).toEqual({
      encoding: 'utf-8',
      contentBase64: btoa(unescape(encodeURIComponent('상품번호,상품명\n'))),
    });
  });

  it('names each error by line and column and does not offer to apply', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({
          data: {
            lines: [clean.data.lines[0]],
            errors: [
              {
                line: 3,
                column: 23,
                header: '판매가',
                displayName: '과학 교재',
                message: '판매가는 정가보다 클 수 없습니다.',
              },
            ],
            counts: { created: 1, changed: 0, unchanged: 0 },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const table = await choose(user);
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe(
      '3과학 교재23열 (판매가): 판매가는 정가보다 클 수 없습니다.',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      '오류를 고친 파일을 다시 올려 주세요. 오류가 있으면 적용할 수 없습니다.',
    );
    expect(screen.getByRole('button', { name: '적용' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads a line’s problem in English by its code and values (decision 0305)', async () => {
    await loadEnglishRefusals();
    await i18n.changeLanguage('en');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          answer({
            data: {
              lines: [],
              errors: [
                {
                  line: 2,
                  column: 12,
                  header: '쪽수',
                  displayName: '과학 교재',
                  message: "숫자가 아닙니다: '여든'",
                  messageCode: 'adminProductCsv.line.notNumber',
                  messageParams: { value: '여든' },
                },
              ],
              counts: { created: 0, changed: 0, unchanged: 0 },
            },
          }),
        ),
      );
      const user = userEvent.setup();
      render(
        <QueryClientProvider client={new QueryClient()}>
          <ProductCsvDialog onClose={() => undefined} />
        </QueryClientProvider>,
      );
      await user.upload(
        screen.getByLabelText('CSV file'),
        new File(['상품번호,상품명\n'], 'products.csv', { type: 'text/csv' }),
      );
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const table = await screen.findByRole('table', { name: 'Preview' });
      expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
        "2과학 교재Column 12 (쪽수): Not a number: '여든'",
      );
    } finally {
      await i18n.changeLanguage('ko');
    }
  });
});
