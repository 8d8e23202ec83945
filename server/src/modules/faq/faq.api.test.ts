import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaqMessage, type FaqEntry } from '@shop/contract/faq.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertFaqEntry } from './faq-repository.ts';
import { FAQ_TAG } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const search = (word: string) =>
  get<{ list: FaqEntry[] }>(`/api/faq-list-query?searchWord=${encodeURIComponent(word)}`);

describe('FAQ categories and Top 10', () => {
  it('lists the categories in order: product, order/payment, delivery, returns, member', async () => {
    const { list } = await get<{ list: { categoryId: string; name: string }[] }>(
      '/api/faq-category-choices',
    );
    expect(list.map((c) => c.categoryId)).toEqual([
      'PRODUCT',
      'ORDER',
      'DELIVERY',
      'RETURN',
      'MEMBER',
    ]);
  });

  it('answers the ten ranked entries, rank 1 first, from several categories', async () => {
    const { list } = await get<{ list: FaqEntry[] }>('/api/faq-list-top10');
    expect(list).toHaveLength(10);
    expect(new Set(list.map((e) => e.categoryCd)).size).toBeGreaterThan(2);
    expect(list[0]!.categoryCd).toBe('DELIVERY');
  });

  it('holds at least 40 entries across product, order, delivery and returns', async () => {
    let total = 0;
    for (const category of ['PRODUCT', 'ORDER', 'DELIVERY', 'RETURN']) {
      const body = await get<{ list: FaqEntry[]; totalCount: number }>(
        `/api/faq-list-of-category?category=${category}`,
      );
      expect(body.list.length, category).toBe(body.totalCount);
      expect(body.list.length, category).toBeGreaterThanOrEqual(5);
      total += body.list.length;
    }
    expect(total).toBeGreaterThanOrEqual(40);
  });
});

describe('FAQ search', () => {
  it.each(['', ' ', '가', ' 배 '])(
    'refuses %j with the 2-character message, naming the field',
    async (word) => {
      const res = await t.app.inject({
        url: `/api/faq-list-query?searchWord=${encodeURIComponent(word)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        field: 'searchWord',
        message: FaqMessage.searchTooShort,
      });
    },
  );

  it('refuses a missing search word the same way', async () => {
    const res = await t.app.inject({ url: '/api/faq-list-query' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(FaqMessage.searchTooShort);
  });

  it('finds a two-syllable Korean word in titles and answers, title matches first', async () => {
    const { list } = await search('배송');
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]!.title).toContain('배송');
    const inTitle = list.filter((e) => e.title.includes('배송')).length;
    expect(list.slice(0, inTitle).every((e) => e.title.includes('배송'))).toBe(true);
  });

  it('matches words of the answer text, not of its markup', async () => {
    expect((await search('가상계좌 5일')).list.some((e) => e.title.includes('가상계좌'))).toBe(
      true,
    );
    expect((await search('strong')).list).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await search('존재하지않는검색어')).list).toEqual([]);
  });
});

describe('FAQ HTML', () => {
  it('comes back without script tags or event handlers, also for a newly stored entry', async () => {
    const faqId = await insertFaqEntry(t.database.db, {
      categoryCd: 'MEMBER',
      title: '스크립트 검사용 질문',
      htmlContents:
        '<p onclick="steal()">안내 <strong>문구</strong></p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      sortOrder: 999,
    });
    await t.app.cache.invalidate(FAQ_TAG);
    const { list } = await get<{ list: FaqEntry[] }>('/api/faq-list-of-category?category=MEMBER');
    const entry = list.find((e) => e.faqId === faqId)!;
    expect(entry.htmlContents).toContain('<strong>문구</strong>');
    expect(entry.htmlContents).not.toMatch(/<script|onclick|onerror|alert/i);
    const found = await search('스크립트 검사용');
    expect(found.list.map((e) => e.faqId)).toEqual([faqId]);
    for (const cd of ['PRODUCT', 'ORDER', 'DELIVERY', 'RETURN', 'MEMBER']) {
      const body = await get<{ list: FaqEntry[] }>(`/api/faq-list-of-category?category=${cd}`);
      for (const e of body.list) expect(e.htmlContents).not.toMatch(/<script/i);
    }
  });
});

describe('FAQ reads are cached', () => {
  it('serves a repeated read and any search without a query', async () => {
    await search('반품');
    await get('/api/faq-list-top10');
    const before = t.database.queryCount();
    await get('/api/faq-list-top10');
    await search('교환');
    await search('스마트북 환불');
    expect(t.database.queryCount()).toBe(before);
  });
});
