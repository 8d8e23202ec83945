import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AdminHomeContentMessage } from '@shop/contract/admin-home-content.ts';
import { AdminImageMessage } from '@shop/contract/admin-images.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser', {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-home-content-')),
});

const audits = (entityType: string, id: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    s.db(),
    sql`select action, before, after from audit_logs
      where entity_type = ${entityType} and entity_id = ${id} order by audit_log_id`,
  );
const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(s.db(), sql`select count(*)::int as n from ${sql.raw(table)}`)
  )[0]!.n;
async function shop<T>(url: string): Promise<T> {
  const res = await s.t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
/** Which cache tags a change drops (here and, through the notifier, on every instance). */
async function droppedBy(change: () => Promise<unknown>): Promise<string[][]> {
  const spy = vi.spyOn(s.t.app.cache, 'invalidate');
  try {
    await change();
    return spy.mock.calls;
  } finally {
    spy.mockRestore();
  }
}

const today = seoulDate(new Date());
const banner = (over: object = {}) => ({
  altText: '여름 특강 교재 모음',
  linkUrl: '/product-list/general-3',
  sortOrder: 0,
  startDate: today,
  endDate: '2099-12-31',
  active: true,
  ...over,
});
const png = async () =>
  (
    await sharp({
      create: { width: 1000, height: 200, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .png()
      .toBuffer()
  ).toString('base64');
const saveBanner = (bannerId: number | null, fields: object, imageBase64: string | null) =>
  s.call('POST', '/api/admin/carousel-banner-save', { bannerId, fields, imageBase64 });
type ShopBanner = { bannerId: number; imageUrl: string; altText: string; linkUrl: string };
const shopBanners = async () => (await shop<{ list: ShopBanner[] }>('/api/home-banners')).list;

describe('the home carousel in the back office', () => {
  it('the shop shows the banners the code drew until now, in their order', async () => {
    expect((await shopBanners()).map((b) => [b.imageUrl, b.linkUrl])).toEqual([
      ['/banners/general-2.svg', '/product-list/general-2'],
      ['/banners/general-3.svg', '/product-list/general-3'],
    ]);
  });

  it('refuses a banner without a picture, a file that is not an image and a link elsewhere; nothing is written', async () => {
    const before = await count('carousel_banners');
    const none = await saveBanner(null, banner(), null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(AdminHomeContentMessage.bannerImage);

    const text = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const notImage = await saveBanner(null, banner(), text);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe(AdminImageMessage.notImage);

    for (const linkUrl of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example']) {
      const link = await saveBanner(null, banner({ linkUrl }), await png());
      expect(link.statusCode, linkUrl).toBe(400);
    }
    const period = await saveBanner(null, banner({ endDate: '2020-01-01' }), await png());
    expect(period.statusCode).toBe(400);
    expect(await count('carousel_banners')).toBe(before);
    expect(
      await queryRows(s.db(), sql`select 1 from audit_logs where entity_type = 'carousel_banner'`),
    ).toEqual([]);
  });

  it('a new banner with its picture drawn again shows first at once; its period and switch take it off; audited', async () => {
    await shopBanners(); // cached before the change
    let created = 0;
    const dropped = await droppedBy(async () => {
      const res = await saveBanner(null, banner(), await png());
      expect(res.statusCode, res.body).toBe(200);
      created = res.json<{ data: { bannerId: number } }>().data.bannerId;
    });
    expect(dropped).toEqual([['banners']]);
    const [first] = await shopBanners();
    expect(first).toMatchObject({ bannerId: created, altText: '여름 특강 교재 모음' });
    expect(first!.imageUrl).toMatch(/^\/files\/carousel\/banner-[0-9a-f]{16}-2400\.webp$/);
    const served = await s.t.app.inject({ url: first!.imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 2400, height: 480 });

    // its period starts tomorrow: listed as scheduled, gone from the shop; the picture is kept
    const later = await saveBanner(created, banner({ startDate: '2099-01-01' }), null);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({ state: 'scheduled', imageUrl: first!.imageUrl });
    expect((await shopBanners()).map((b) => b.bannerId)).not.toContain(created);
    const off = await saveBanner(created, banner({ active: false }), null);
    expect(off.json().data.state).toBe('off');
    expect((await shopBanners()).map((b) => b.bannerId)).not.toContain(created);

    const rows = await audits('carousel_banner', String(created));
    expect(rows.map((r) => r.action)).toEqual([
      'carouselBanner.create',
      'carouselBanner.update',
      'carouselBanner.update',
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ imageUrl: first!.imageUrl, startDate: today });
    expect(rows[1]!.before).toMatchObject({ startDate: today });
    expect(rows[1]!.after).toMatchObject({ startDate: '2099-01-01' });
    expect(rows[2]!.after).toMatchObject({ active: false });
  });

  it('an unknown banner is 404', async () => {
    expect((await saveBanner(99_999, banner(), null)).statusCode).toBe(404);
  });
});

type ShopCategory = { categoryId: string; name: string };
const shopCategories = async () =>
  (await shop<{ list: ShopCategory[] }>('/api/faq-category-choices')).list;
const saveCategory = (categoryCd: string | null, fields: object) =>
  s.call('POST', '/api/admin/faq-category-save', { categoryCd, fields });

describe('FAQ categories in the back office', () => {
  it("are created, renamed and ordered; the FAQ page's tabs follow at once; audited", async () => {
    const before = await shopCategories();
    const res = await saveCategory(null, { name: '스마트북 앱', sortOrder: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const { categoryCd } = res.json<{ data: { categoryCd: string } }>().data;
    expect(categoryCd).toMatch(/^CAT\d+$/);
    expect((await shopCategories()).map((c) => c.name)).toEqual([
      '스마트북 앱',
      ...before.map((c) => c.name),
    ]);

    const dropped = await droppedBy(() =>
      saveCategory(categoryCd, { name: '스마트북 이용', sortOrder: 99 }),
    );
    expect(dropped).toEqual([['faq']]);
    expect((await shopCategories()).at(-1)).toEqual({
      categoryId: categoryCd,
      name: '스마트북 이용',
    });

    const taken = await saveCategory(null, { name: before[0]!.name, sortOrder: 1 });
    expect(taken.statusCode).toBe(409);

    const rows = await audits('faq_category', categoryCd);
    expect(rows).toEqual([
      { action: 'faqCategory.create', before: null, after: { name: '스마트북 앱', sortOrder: 0 } },
      {
        action: 'faqCategory.update',
        before: { name: '스마트북 앱', sortOrder: 0 },
        after: { name: '스마트북 이용', sortOrder: 99 },
      },
    ]);

    const removed = await s.call('POST', '/api/admin/faq-category-delete', { categoryCd });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await shopCategories()).map((c) => c.categoryId)).not.toContain(categoryCd);
    expect((await audits('faq_category', categoryCd)).at(-1)).toEqual({
      action: 'faqCategory.delete',
      before: { name: '스마트북 이용', sortOrder: 99 },
      after: null,
    });
  });

  it('a category holding entries is not deleted, and the answer says why', async () => {
    const list = await s.call('GET', '/api/admin/faq-categories');
    const used = list
      .json<{ list: { categoryCd: string; name: string; entryCount: number }[] }>()
      .list.find((c) => c.entryCount > 0)!;
    const res = await s.call('POST', '/api/admin/faq-category-delete', {
      categoryCd: used.categoryCd,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'FAQ-CATEGORY-IN-USE',
      message: AdminHomeContentMessage.faqCategoryInUse(used.name, used.entryCount),
    });
    expect((await shopCategories()).map((c) => c.categoryId)).toContain(used.categoryCd);
    expect(await audits('faq_category', used.categoryCd)).toEqual([]);
  });
});

type ShopGuideTab = { tabIndex: number; title: string; html: string };
const shopGuide = async () => (await shop<{ list: ShopGuideTab[] }>('/api/guide-tabs')).list;
const saveTab = (tabIndex: number, fields: object) =>
  s.call('POST', '/api/admin/guide-tab-save', { tabIndex, fields });

describe("the guide's tabs in the back office", () => {
  it('the shop shows the four tabs the page had', async () => {
    const tabs = await shopGuide();
    expect(tabs.map((t) => t.title)).toEqual([
      '회원 정보',
      '주문/결제',
      '배송 안내',
      '취소/반품/교환',
    ]);
    expect(tabs[2]!.html).toContain('<h2>배송 단계</h2>');
  });

  it('rich text with a script is stored sanitized and shown at once; the same text again writes nothing; audited', async () => {
    const [before] = await shopGuide();
    const html =
      '<h2>회원 가입</h2><p onclick="steal()">학원 통합 계정으로 <strong>로그인</strong>합니다.</p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>';
    const dropped = await droppedBy(async () => {
      const res = await saveTab(0, { title: '회원 안내', html });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(dropped).toEqual([['guide']]);
    const [stored] = await queryRows<{ html: string }>(
      s.db(),
      sql`select html from guide_tabs where tab_index = 0`,
    );
    expect(stored!.html).toBe(
      '<h2>회원 가입</h2><p>학원 통합 계정으로 <strong>로그인</strong>합니다.</p><img src="x" /><a rel="noopener noreferrer">링크</a>',
    );
    const [shown] = await shopGuide();
    expect(shown).toEqual({ tabIndex: 0, title: '회원 안내', html: stored!.html });

    expect((await saveTab(0, { title: '회원 안내', html })).statusCode).toBe(200);
    const rows = await audits('guide_tab', '0');
    expect(rows).toEqual([
      {
        action: 'guideTab.update',
        before: { title: before!.title, html: before!.html },
        after: { title: '회원 안내', html: stored!.html },
      },
    ]);
  });

  it('refuses a text that sanitizing leaves empty and a fifth tab', async () => {
    const empty = await saveTab(1, { title: '주문', html: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AdminHomeContentMessage.guideHtml);
    expect((await saveTab(4, { title: '다섯째', html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await shopGuide())[1]!.title).toBe('주문/결제');
  });
});
