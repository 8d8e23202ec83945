import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

describe('recommended products', () => {
  it('lists the ranked products with name, image and price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-entry-recommend' });
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{
      list: { productId: number; imageUrl: string; sellPrice: number }[];
    }>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const p of list) {
      expect(p.imageUrl).toBe(`/covers/${p.productId}.svg`);
      expect(Number.isInteger(p.sellPrice)).toBe(true);
    }
  });

  it('leaves out products of sections a visitor may not open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-entry-recommend' });
    const ids = res.json<{ list: { productId: number }[] }>().list.map((p) => p.productId);
    for (const id of ids) {
      const detail = await t.app.inject({ url: `/api/product-entry-by-id?productId=${id}` });
      expect(detail.statusCode).toBe(200);
    }
  });
});

describe('product list by section', () => {
  const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;

  it('answers a page of 20 with the total count and pages', async () => {
    const res = await post('/api/product-entry-list', { categoryId: general1, page: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      list: { displayName: string }[];
      totalCount: number;
      totalPages: number;
    }>();
    expect(body.list).toHaveLength(Math.min(20, body.totalCount));
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 20));
    const names = body.list.map((p) => p.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages through every product exactly once in each sort', async () => {
    for (const sort of ['sortName.asc', 'sellPrice.desc', 'sellPrice.asc']) {
      const first = await post('/api/product-entry-list', {
        categoryId: general1,
        sort,
        itemsPerPage: 7,
      });
      const { totalCount, totalPages } = first.json<{ totalCount: number; totalPages: number }>();
      const seen: number[] = [];
      const prices: number[] = [];
      for (let page = 1; page <= totalPages; page += 1) {
        const res = await post('/api/product-entry-list', {
          categoryId: general1,
          sort,
          page,
          itemsPerPage: 7,
        });
        for (const p of res.json<{ list: { productId: number; sellPrice: number }[] }>().list) {
          seen.push(p.productId);
          prices.push(p.sellPrice);
        }
      }
      expect(new Set(seen).size).toBe(totalCount);
      expect(seen).toHaveLength(totalCount);
      if (sort === 'sellPrice.asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'sellPrice.desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('filters by a leaf of the section', async () => {
    const tree = await post('/api/product-category-below-id', { categoryId: general1 });
    const leaf = tree
      .json<{ list: { categoryId: number; leaf: boolean }[] }>()
      .list.find((c) => c.leaf)!;
    const res = await post('/api/product-entry-list', { categoryId: leaf.categoryId });
    const body = res.json<{ list: { categoryId: number }[]; totalCount: number }>();
    expect(body.totalCount).toBeGreaterThan(0);
    for (const p of body.list) expect(p.categoryId).toBe(leaf.categoryId);
  });

  it('answers the real total on a page past the last one', async () => {
    const first = (await post('/api/product-entry-list', { categoryId: general1 })).json<{
      totalCount: number;
      totalPages: number;
    }>();
    const past = await post('/api/product-entry-list', { categoryId: general1, page: 999 });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({
      list: [],
      totalCount: first.totalCount,
      totalPages: first.totalPages,
    });
  });

  it('counts and lists a branch as the sum of its leaves', async () => {
    const tree = (await post('/api/product-category-below-id', { categoryId: general1 })).json<{
      list: { categoryId: number; parent: number | null; leaf: boolean }[];
    }>().list;
    const branch = tree.find((c) => c.parent === general1 && !c.leaf)!;
    const leaves = tree.filter((c) => c.parent === branch.categoryId);
    const total = async (categoryId: number) =>
      (await post('/api/product-entry-list', { categoryId, itemsPerPage: 100 })).json<{
        totalCount: number;
        list: unknown[];
      }>();
    const whole = await total(branch.categoryId);
    let sum = 0;
    for (const leaf of leaves) sum += (await total(leaf.categoryId)).totalCount;
    expect(whole.totalCount).toBe(sum);
    expect(whole.list).toHaveLength(Math.min(100, sum));
  });

  it('refuses bad sort and page values with 400 naming the field', async () => {
    const badSort = await post('/api/product-entry-list', { categoryId: general1, sort: 'price' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.field).toBe('sort');
    const badPage = await post('/api/product-entry-list', { categoryId: general1, page: 0 });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.field).toBe('page');
    for (const page of [-1, 1.5, 'two', 100_001]) {
      const res = await post('/api/product-entry-list', { categoryId: general1, page });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('page');
    }
    const badSize = await post('/api/product-entry-list', {
      categoryId: general1,
      itemsPerPage: 0,
    });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().error.field).toBe('itemsPerPage');
    const missing = await post('/api/product-entry-list', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('categoryId');
  });

  it('answers 404 for an unknown category and 403 for a restricted section', async () => {
    expect((await post('/api/product-entry-list', { categoryId: 999999 })).statusCode).toBe(404);
    const denied = await post('/api/product-entry-list', { categoryId: 2199 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('CATEGORY-DENIED');
  });

  it('runs the same number of queries whatever the page size', async () => {
    const count = async (itemsPerPage: number, categoryId: number) => {
      const before = t.database.queryCount();
      const res = await post('/api/product-entry-list', {
        categoryId,
        itemsPerPage,
        sort: 'sellPrice.asc',
      });
      expect(res.statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    const general2 = SECTIONS.find((s) => s.section === 'general-2')!.categoryId;
    // different categories so that neither answer comes from the cache
    expect(await count(2, general1)).toBe(await count(40, general2));
    const before = t.database.queryCount();
    await post('/api/product-entry-list', {
      categoryId: general1,
      itemsPerPage: 2,
      sort: 'sellPrice.asc',
    });
    expect(t.database.queryCount() - before).toBe(0);
  });
});

describe('category tree', () => {
  it('lists every parent before its children, at most three levels deep', async () => {
    for (const { categoryId } of SECTIONS) {
      const res = await post('/api/product-category-below-id', { categoryId });
      const { list } = res.json<{
        list: { categoryId: number; idChain: string; parent: number | null }[];
      }>();
      const seen = new Set<number>();
      for (const c of list) {
        if (c.parent !== null) expect(seen.has(c.parent)).toBe(true);
        expect(c.idChain.split('/').length).toBeLessThanOrEqual(3);
        expect(c.idChain.startsWith(String(categoryId))).toBe(true);
        seen.add(c.categoryId);
      }
    }
  });

  it('answers the same tree for a category inside the section as for its root', async () => {
    const general2 = SECTIONS.find((s) => s.section === 'general-2')!.categoryId;
    const tree = (await post('/api/product-category-below-id', { categoryId: general2 })).json<{
      list: { categoryId: number; leaf: boolean }[];
    }>();
    const leaf = tree.list.find((c) => c.leaf)!;
    const fromLeaf = await post('/api/product-category-below-id', { categoryId: leaf.categoryId });
    expect(fromLeaf.json()).toEqual(tree);
  });

  it('has the section root first and consistent chains and leaf flags', async () => {
    for (const { categoryId } of SECTIONS) {
      const res = await post('/api/product-category-below-id', { categoryId });
      const { list } = res.json<{
        list: { categoryId: number; idChain: string; parent: number | null; leaf: boolean }[];
      }>();
      expect(list[0]).toMatchObject({ categoryId, parent: null, idChain: String(categoryId) });
      const ids = new Set(list.map((c) => c.categoryId));
      for (const c of list.slice(1)) {
        expect(ids.has(c.parent!)).toBe(true);
        expect(c.idChain.endsWith(`/${c.categoryId}`)).toBe(true);
        const hasChildren = list.some((x) => x.parent === c.categoryId);
        expect(c.leaf).toBe(!hasChildren);
      }
    }
  });
});

describe('product detail', () => {
  it('answers every field of the product entry', async () => {
    const res = await t.app.inject({ url: '/api/product-entry-by-id?productId=1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    for (const field of [
      'displayName',
      'author',
      'manufacture',
      'isbn',
      'publishedDate',
      'language',
      'paperSize',
      'pages',
      'comprisal',
      'bookBinding',
      'certificationMark',
      'deliveryHtml',
      'canOversea',
      'html',
      'isStb',
      'supportDevice',
      'fileSize',
      'sellPrice',
      'categoryFullName',
    ]) {
      expect(data).toHaveProperty(field);
    }
  });

  it("refuses a restricted section's product detail, from the cache too", async () => {
    const [inClosed] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from products
        where root_category_id = 2199 and sale_status <> 'hidden' limit 1`,
    );
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ url: `/api/product-entry-by-id?productId=${inClosed!.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CATEGORY-DENIED');
    }
  });

  it('answers 404 for a missing product and 400 for a malformed id', async () => {
    expect(
      (await t.app.inject({ url: '/api/product-entry-by-id?productId=99999999' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ url: '/api/product-entry-by-id?productId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('productId');
  });
});

describe('search', () => {
  it('finds two-syllable Korean words and refuses one character', async () => {
    const res = await post('/api/search-product-entry-list', { searchWord: '수학' });
    const body = res.json<{ list: { displayName: string }[]; totalCount: number }>();
    expect(body.totalCount).toBeGreaterThan(0);
    const isbn = await post('/api/search-product-entry-list', { searchWord: '979-11' });
    expect(isbn.statusCode).toBe(200);
    for (const p of isbn.json<{ list: { isbn: string }[] }>().list)
      expect(p.isbn.startsWith('979-11')).toBe(true);
    const short = await post('/api/search-product-entry-list', { searchWord: '수' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('최소 2글자 이상 입력해주세요.');
  });
});

describe('cover images', () => {
  it('draws a cover for a product and 404s for a missing one', async () => {
    const res = await t.app.inject({ url: '/covers/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ url: '/covers/99999999.svg' })).statusCode).toBe(404);
  });
});
