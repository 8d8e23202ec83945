import { describe, expect, it } from 'vitest';
import { isPayPage } from './pay-pages.ts';

describe('pay pages', () => {
  it('are the pages that open the gateway window', () => {
    for (const path of [
      '/mypage/pay-2/abc123',
      '/mypage/payment-fail',
      '/mypage/order/list',
      '/mypage/order/list/',
      '/mypage/order/detail/42',
      '/mypage/revoke/create',
      '/MyPage/Order/List',
    ]) {
      expect(isPayPage(path), path).toBe(true);
    }
  });

  it('are no other page, nor an API call', () => {
    for (const path of [
      '/',
      '/product-detail/42',
      '/cs/faq',
      '/mypage/cart',
      '/mypage/claim/list',
      '/mypage/payment-ok/card/42',
      '/mypage/order/detail/42/x',
      '/mypage/pay-2/',
      '/admin/orders',
      '/api/member-svc/order-list',
      '/x/mypage/order/list',
    ]) {
      expect(isPayPage(path), path).toBe(false);
    }
  });
});
