import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('site popup', () => {
  it('answers the active popup with PC and mobile html, scripts removed', async () => {
    const res = await t.app.inject({ url: '/api/site-popup-check' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sitePopupId: number; htmlContents: string; htmlMobile: string }>();
    expect(body.sitePopupId).toBe(1);
    expect(body.htmlContents).toContain('13');
    expect(body.htmlContents).not.toMatch(/<script/i);
  });
});

describe('site menu', () => {
  it('lists only visible items, in three groups', async () => {
    const res = await t.app.inject({ url: '/api/site-menu' });
    const { list } = res.json<{
      list: { group: string; path: string; requiresCategoryId: number | null }[];
    }>();
    expect(new Set(list.map((i) => i.group))).toEqual(new Set(['publisher', 'general', 'devices']));
    expect(list.some((i) => i.requiresCategoryId === 2697)).toBe(true);
    const [all] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from site_menu_items`,
    );
    expect(list.length).toBeLessThan(all!.n);
  });
});

describe('FAQ by category', () => {
  it('answers the entries of a category, limited for the home widget', async () => {
    const res = await t.app.inject({ url: '/api/faq-list-of-category?category=DELIVERY&limit=5' });
    const body = res.json<{ list: { categoryCd: string; title: string }[]; totalCount: number }>();
    expect(body.list).toHaveLength(5);
    expect(body.totalCount).toBeGreaterThanOrEqual(8);
    for (const e of body.list) expect(e.categoryCd).toBe('DELIVERY');
  });

  it('answers 400 naming the field when the category is missing', async () => {
    const res = await t.app.inject({ url: '/api/faq-list-of-category' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('category');
  });
});

describe('HTTP baseline', () => {
  it('sends a strict content security policy and no server details', async () => {
    const res = await t.app.inject({ url: '/api/site-menu' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets the gateway's script run on the pay pages only (decision 0330)", async () => {
    const gateway = new URL(t.config.urls.pg).origin;
    expect(gateway).not.toBe('null');
    const scriptSrc = async (url: string) => {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      return /script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
    };
    for (const url of [
      '/mypage/pay-2/abc123',
      '/mypage/payment-fail?orderId=7&resultCode=R999',
      '/mypage/order/list',
      '/mypage/order/detail/7',
      '/mypage/revoke/create?orderId=7',
    ]) {
      expect(await scriptSrc(url), url).toEqual(["'self'", gateway]);
    }
    for (const url of [
      '/',
      '/product-detail/42',
      '/cs/faq',
      '/mypage/cart',
      '/mypage/claim/list',
      '/admin/orders',
      '/api/site-menu',
      '/cs/faq?next=/mypage/order/list',
    ]) {
      expect(await scriptSrc(url), url).toEqual(["'self'"]);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT-FOUND');
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product-entry-list',
      headers: { 'content-type': 'application/json' },
      payload: '{"categoryId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeDefined();
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(doc.paths).toHaveProperty('/api/product-entry-list');
    expect(doc.paths).toHaveProperty('/api/site-popup-check');
  });
});
