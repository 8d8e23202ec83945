import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { addBulkProducts } from '../../db/seed/bulk-products.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { phraseSearch, phraseSearchQuery } from './phrase-search-queries.ts';
import { listProductsQuery } from './repository.ts';
import { SearchStatements, searchProductsPage, searchProductsQuery } from './search-queries.ts';
import { searchTermsOf } from '../../lib/search-grams.ts';
import {
  pageSlices,
  searchOneWordPage,
  wordPageQuery,
  wordTiersQuery,
} from './word-search-queries.ts';

// The planner rightly scans a few hundred rows; plans are asserted on tens of thousands.
let t: TestApp;
let catalogSize = 0;
beforeAll(async () => {
  t = await createTestApp();
  await addBulkProducts(t.database.db, 20_000);
  const [row] = await queryRows<{ n: string }>(
    t.database.db,
    sql`select count(*) as n from products`,
  );
  catalogSize = Number(row!.n);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

async function plan(query: { getSQL(): SQL }, analyze = false): Promise<string> {
  const rows = await queryRows<Record<string, string>>(
    t.database.db,
    sql`explain ${sql.raw(analyze ? '(analyze) ' : '')}${query.getSQL()}`,
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

describe('query plans on 20,000+ products', () => {
  it.each([
    ['section root', 0, 1236],
    ['leaf', 2, 0],
  ])('a product-list page of a %s does not scan the products table', async (_name, depth, id) => {
    let categoryId = id;
    if (depth === 2) {
      const [leaf] = await queryRows<{ category_id: number }>(
        t.database.db,
        sql`select category_id from categories where leaf and depth = 2 order by category_id limit 1`,
      );
      categoryId = leaf!.category_id;
    }
    for (const sort of ['sortName.asc', 'sellPrice.desc'] as const) {
      const text = await plan(listProductsQuery(t.database.db, { depth, categoryId }, sort, 3, 20));
      expect(text).not.toMatch(/Seq Scan on products/);
    }
  });

  it.each(['수학', '사고력 완성', 'grammar', '979-11-70'])(
    'search for %s uses the indexes',
    async (word) => {
      const query = searchProductsQuery(t.database.db, searchTermsOf(word), [2199], 1, 20);
      const text = await plan(query!);
      expect(text).not.toMatch(/Seq Scan on product/);
      expect(text).toMatch(/product_search_(grams|isbn)_idx/);
    },
  );

  it('a one-word search reads its tier sizes and its page from indexes', async () => {
    const db = t.database.db;
    const tiersPlan = await plan({ getSQL: () => wordTiersQuery(db, '수학', [2199]) });
    expect(tiersPlan).not.toMatch(/Seq Scan/);
    expect(tiersPlan).toMatch(/search_term_counts_\w*pk/);
    expect(tiersPlan).toMatch(/product_search_name_idx/);
    // '벌크' is inside the name of every generated product: its page is walked in name order
    const tiers = { starts: 0, inName: 20_000, total: 20_000 };
    const slices = pageSlices(tiers, 3, 20, catalogSize);
    expect(slices).toEqual([{ tier: 2, offset: 40, limit: 20, walk: true }]);
    // the GIN fallback (a scan, for a word in every product) is planned but not run
    const pagePlan = await plan(wordPageQuery(db, slices, '벌크', ['벌크'], [2199])!, true);
    const ran = pagePlan.split('\n').filter((line) => !/never executed/.test(line));
    expect(ran.filter((line) => /Seq Scan on product/.test(line))).toEqual([]);
    expect(
      ran.filter((line) => /Index Only Scan using product_search_name_idx/.test(line)),
    ).toHaveLength(1);
  });

  // name start (수학, grammar), inside the name (벌크, 단계), author (김지현), publisher (크레버스)
  it.each(['수학', 'grammar', '벌크', '단계', '김지현', '크레버스', '사고력'])(
    'a one-word search for %s answers the same pages and total as ranking every match',
    async (word) => {
      const db = t.database.db;
      const terms = searchTermsOf(word);
      const reference = async (page: number) => {
        const rows = await searchProductsQuery(db, terms, [2199], page, 20)!;
        return { ids: rows.map((r) => r.productId), total: rows[0]?.total };
      };
      const first = await searchOneWordPage(
        db,
        { word, grams: terms.grams },
        [2199],
        1,
        20,
        catalogSize,
      );
      expect(first.totalCount).toBeGreaterThan(100);
      const [tierRow] = await queryRows<{ starts: number; in_name: number }>(
        db,
        wordTiersQuery(db, word, [2199]),
      );
      // pages 1–3, the pages around each tier boundary and the last page
      const boundaries = [Number(tierRow!.starts), Number(tierRow!.in_name)];
      const lastPage = Math.ceil(first.totalCount / 20);
      const pages = new Set([
        1,
        2,
        3,
        lastPage,
        ...boundaries.flatMap((b) => [
          Math.max(1, Math.ceil(b / 20)),
          Math.min(lastPage, Math.floor(b / 20) + 1),
        ]),
      ]);
      for (const page of pages) {
        const got = await searchOneWordPage(
          db,
          { word, grams: terms.grams },
          [2199],
          page,
          20,
          catalogSize,
        );
        const want = await reference(page);
        expect({ page, ids: got.rows.map((r) => r.productId), total: got.totalCount }).toEqual({
          page,
          ids: want.ids,
          total: want.total,
        });
      }
    },
  );

  it('a phrase search reads a page of names starting with the phrase from the name index', async () => {
    const db = t.database.db;
    const ran = async (word: string, page: number) =>
      (await plan(phraseSearchQuery(db, searchTermsOf(word), [2199], page, 20)!, true))
        .split('\n')
        .filter((line) => !/never executed/.test(line));
    // '수학 사고력' starts more than 60 names: pages 1–3 rank nothing
    for (const page of [1, 3]) {
      const lines = await ran('수학 사고력', page);
      expect(lines.filter((line) => /Seq Scan on product/.test(line))).toEqual([]);
      expect(lines.join('\n')).toMatch(/Index Only Scan using product_search_name_idx/);
      expect(lines.join('\n')).toMatch(/Bitmap Index Scan on product_search_grams_idx/);
      expect(lines.join('\n')).not.toMatch(/WindowAgg/);
    }
    // no name starts with '벌크 수학': every match is ranked, from the GIN index
    const lines = await ran('벌크 수학', 1);
    expect(lines.filter((line) => /Seq Scan on product/.test(line))).toEqual([]);
    expect(lines.join('\n')).toMatch(/WindowAgg/);
    expect(lines.join('\n')).toMatch(/Bitmap Index Scan on product_search_grams_idx/);
  });

  // name start (수학 사고력, reading 기초 rechecked), inside the name (벌크 수학, 2단계 rechecked),
  // name and author (사고력 김지현)
  it.each(['수학 사고력', 'reading 기초', '벌크 수학', '영어 2단계', '사고력 김지현'])(
    'a phrase search for %s answers the same pages and total as ranking every match',
    async (phrase) => {
      const db = t.database.db;
      const terms = searchTermsOf(phrase);
      const statements = new SearchStatements(db, phraseSearch);
      const reference = async (page: number) => {
        const rows = await searchProductsQuery(db, terms, [2199], page, 20)!;
        return { ids: rows.map((r) => r.productId), total: rows[0]?.total };
      };
      const first = await reference(1);
      expect(first.total).toBeGreaterThan(20);
      const [row] = await queryRows<{ n: string }>(
        db,
        sql`select count(*) as n from product_search
          where strpos(search_name, ${terms.words.join(' ')}) = 1 and root_category_id <> 2199`,
      );
      const starts = Number(row!.n);
      const lastPage = Math.ceil(first.total! / 20);
      const pages = new Set([
        1,
        2,
        3,
        lastPage,
        Math.max(1, Math.ceil(starts / 20)),
        Math.min(lastPage, Math.floor(starts / 20) + 1),
      ]);
      for (const page of pages) {
        const got = await searchProductsPage(statements, terms, [2199], page, 20);
        const want = await reference(page);
        expect({ page, ids: got.rows.map((r) => r.productId), total: got.totalCount }).toEqual({
          page,
          ids: want.ids,
          total: want.total,
        });
      }
      // past the last page: no rows, the same total
      const past = await searchProductsPage(statements, terms, [2199], lastPage + 1, 20);
      expect([past.rows.length, past.totalCount]).toEqual([0, first.total]);
    },
  );

  it('search answers in relevance order with the category full name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search-product-entry-list',
      payload: { searchWord: '수학' },
    });
    const body = res.json<{
      list: { displayName: string; categoryFullName: string }[];
      totalCount: number;
    }>();
    expect(body.totalCount).toBeGreaterThan(1000);
    expect(body.list[0]!.displayName.startsWith('수학')).toBe(true);
    for (const row of body.list) {
      expect(row.displayName.toLowerCase()).toContain('수학');
      expect(row.categoryFullName.length).toBeGreaterThan(0);
    }
  });
});
