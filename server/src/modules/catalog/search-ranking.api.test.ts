import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CATALOG_TAG } from './service.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';

// A word no demo product carries, on a few products whose rank is known in advance.
let t: TestApp;
const ids = new Map<string, number>();

async function leafOf(rootId: number): Promise<{ categoryId: number; idChain: string }> {
  const [leaf] = await queryRows<{ category_id: number; id_chain: string }>(
    t.database.db,
    sql`select category_id, id_chain from categories where leaf and root_id = ${rootId} order by category_id limit 1`,
  );
  return { categoryId: leaf!.category_id, idChain: leaf!.id_chain };
}

async function addProduct(
  key: string,
  fields: { displayName: string; author?: string; manufacture?: string; isbn?: string },
  rootId = 1236,
) {
  const leaf = await leafOf(rootId);
  const chain = leaf.idChain.split('/').map(Number);
  const [row] = await t.database.db
    .insert(products)
    .values({
      categoryId: leaf.categoryId,
      midCategoryId: chain[1] ?? null,
      rootCategoryId: chain[0]!,
      kind: 'book',
      markedPrice: 10_000,
      sellPrice: 9_000,
      imageUrl: '/covers/1.svg',
      author: fields.author ?? '김하늘',
      manufacture: fields.manufacture ?? '새봄출판',
      displayName: fields.displayName,
      isbn: fields.isbn ?? null,
      ...searchIndexOf({
        displayName: fields.displayName,
        author: fields.author ?? '김하늘',
        manufacture: fields.manufacture ?? '새봄출판',
        isbn: fields.isbn ?? null,
      }),
    })
    .returning({ productId: products.productId });
  ids.set(key, row!.productId);
}

beforeAll(async () => {
  t = await createTestApp();
  await addProduct('name-start-2', { displayName: '펭귄 수학 1' });
  await addProduct('name-start-1', { displayName: '펭귄 과학' });
  await addProduct('name-inside-1', { displayName: '남극 펭귄 탐구' });
  await addProduct('name-inside-2', { displayName: '아기 펭귄의 하루' });
  await addProduct('author', { displayName: '동물 도감', author: '펭귄 연구회' });
  await addProduct('publisher', { displayName: '가나다 그림책', manufacture: '펭귄북스' });
  await addProduct('both-words', { displayName: '수학 놀이 펭귄' });
  await addProduct('english', {
    displayName: 'Puffin Phonics Starter',
    isbn: '979-11-99887-01-3',
  });
  await addProduct('closed-section', { displayName: '펭귄 비밀 노트' }, 2199);
  // one word typed without its spaces among several (issue 22): the exact phrase, however spaced,
  // before the same pieces scattered, though the scattered name comes first in name order
  await addProduct('phrase-spaced', { displayName: '부엉이 숲속 그림 교재' });
  await addProduct('pieces-scattered', { displayName: '그림 부엉이 교재와 숲속' });
  await t.app.cache.invalidate(CATALOG_TAG);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function search(searchWord: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/search-product-entry-list',
    payload: { searchWord, ...extra },
  });
  return res;
}

async function order(searchWord: string): Promise<string[]> {
  const res = await search(searchWord);
  expect(res.statusCode).toBe(200);
  const byId = new Map([...ids].map(([k, v]) => [v, k]));
  return res
    .json<{ list: { productId: number }[] }>()
    .list.map((p) => byId.get(p.productId) ?? '?');
}

describe('product counts', () => {
  it('count the added products once the catalog tag was dropped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product-entry-list',
      payload: { categoryId: 1236, itemsPerPage: 100 },
    });
    const body = res.json<{ list: { productId: number }[]; totalCount: number }>();
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from products where root_category_id = 1236`,
    );
    expect(body.totalCount).toBe(Number(row!.n));
    expect(body.list.map((p) => p.productId)).toContain(ids.get('name-start-1'));
  });
});

describe('search ranking', () => {
  it('ranks name starting with the word, then name containing it, then author and publisher', async () => {
    expect(await order('펭귄')).toEqual([
      'name-start-1', // 펭귄 과학
      'name-start-2', // 펭귄 수학 1
      'name-inside-1', // 남극 펭귄 탐구 (code-point order: 남 < 수 < 아)
      'both-words', // 수학 놀이 펭귄
      'name-inside-2', // 아기 펭귄의 하루
      'publisher', // 가나다 그림책 (펭귄북스)
      'author', // 동물 도감 (펭귄 연구회)
    ]);
  });

  it('ranks a phrase at the start of the name first, then names with every word', async () => {
    expect(await order('펭귄 수학')).toEqual(['name-start-2', 'both-words']);
    // every word must occur: '펭귄 탐구' is only in one name
    expect(await order('탐구 펭귄')).toEqual(['name-inside-1']);
  });

  it('ranks the exact phrase of an unspaced word above its pieces scattered', async () => {
    for (const query of ['부엉이 숲속그림교재', '부엉이숲속 그림교재', '부엉이숲속그림교재']) {
      const body = (await search(query)).json<{ list: { productId: number }[] }>();
      const order = body.list.map((r) => r.productId);
      expect(order, query).toContain(ids.get('pieces-scattered'));
      expect(order.indexOf(ids.get('phrase-spaced')!), query).toBe(0);
    }
  });

  it('matches English words whatever their case, and ISBN prefixes with or without hyphens', async () => {
    expect(await order('puffin')).toEqual(['english']);
    expect(await order('PUFFIN phonics')).toEqual(['english']);
    expect(await order('979-11-99887')).toEqual(['english']);
    expect(await order('9791199887')).toEqual(['english']);
  });

  it('leaves out products of sections the visitor may not open, in the list and the count', async () => {
    const res = await search('펭귄');
    const body = res.json<{ list: { productId: number }[]; totalCount: number }>();
    expect(body.list.map((p) => p.productId)).not.toContain(ids.get('closed-section'));
    expect(body.totalCount).toBe(7);
  });

  it('pages the ranked list exactly and keeps the total on a page past the end', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await search('펭귄', { page, itemsPerPage: 3 });
      const body = res.json<{
        list: { productId: number }[];
        totalCount: number;
        totalPages: number;
      }>();
      expect([body.totalCount, body.totalPages]).toEqual([7, 3]);
      seen.push(...body.list.map((p) => p.productId));
    }
    const all = (await search('펭귄')).json<{ list: { productId: number }[] }>().list;
    expect(seen).toEqual(all.map((p) => p.productId));
    const past = (await search('펭귄', { page: 9, itemsPerPage: 3 })).json<{
      list: unknown[];
      totalCount: number;
    }>();
    expect([past.list.length, past.totalCount]).toEqual([0, 7]);
  });

  it('refuses a bad page or page size with 400 naming the field', async () => {
    for (const [extra, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ itemsPerPage: 101 }, 'itemsPerPage'],
    ] as const) {
      const res = await search('펭귄', extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });

  it('runs the same number of queries whatever the page size', async () => {
    const count = async (searchWord: string, itemsPerPage: number) => {
      const before = t.database.queryCount();
      const res = await search(searchWord, { itemsPerPage });
      expect(res.statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    // different words so that no answer comes from the cache; a one-word search reads its
    // tier sizes first, then the page (word-search-queries.ts), a search of several words is one query
    const oneWord = await count('수학', 2);
    expect(oneWord).toBe(await count('영어', 60));
    expect(oneWord).toBe(await count('펭귄', 100));
    expect(oneWord).toBeLessThanOrEqual(2);
    const words = await count('펭귄 과학', 2);
    expect(words).toBe(await count('수학 놀이', 100));
    expect(words).toBeLessThanOrEqual(1);
  });

  it('follows a renamed and a deleted product (triggers keep the search table in step)', async () => {
    await addProduct('renamed', { displayName: '다람쥐 관찰 일기' });
    const id = ids.get('renamed')!;
    const rename = { displayName: '도토리 관찰 일기', author: '김하늘', manufacture: '새봄출판' };
    await t.database.db
      .update(products)
      .set({ displayName: rename.displayName, ...searchIndexOf(rename) })
      .where(eq(products.productId, id));
    await t.app.cache.invalidate(CATALOG_TAG);
    expect(await order('다람쥐')).toEqual([]);
    expect(await order('도토리')).toEqual(['renamed']);
    await t.database.db.delete(products).where(eq(products.productId, id));
    await t.app.cache.invalidate(CATALOG_TAG);
    expect(await order('도토리')).toEqual([]);
  });
});
