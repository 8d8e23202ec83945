import { describe, expect, it } from 'vitest';
import { enterPayPageAsDocument } from './pay-page-load.ts';

const into = (url: string, loadedAs: string) => {
  try {
    return enterPayPageAsDocument({ request: new Request(`https://shop.example${url}`) }, loadedAs);
  } catch (thrown) {
    return thrown as Response;
  }
};

describe('entering a pay page', () => {
  it('from a document loaded as another page: loads the pay page as a document', () => {
    const res = into('/mypage/order/detail/7?tab=pay', '/product-detail/42') as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mypage/order/detail/7?tab=pay');
    expect(res.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('from a document loaded as a pay page: stays in the app', () => {
    expect(into('/mypage/pay-2/abc', '/mypage/order/list')).toBeNull();
    expect(into('/mypage/order/list', '/mypage/order/list')).toBeNull();
  });
});
