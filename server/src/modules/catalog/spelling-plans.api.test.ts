import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { addBulkProducts } from '../../db/seed/bulk-products.ts';
import { products } from '../../db/schema/catalog.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { planSearch, closestCandidatesQuery, knownTermsQuery } from './search-plan-queries.ts';
import { COUNT_CAP, spellingSearchQuery } from './spelling-search-queries.ts';
import { substringsOf, suggestionQueryOf } from '../../lib/hangul-search.ts';
import { suggestionQuery } from './suggestion-queries.ts';
import { synonymMapOf } from './search-synonyms.ts';

// Every query class of issue 22 on 20,000 generated products: read through an index, never a
// sequential scan (same statements on PGlite and PostgreSQL). 20,000 rather than the issue's
// 100,000 (decision 0396): the planner leans further towards a sequential scan the smaller the
// table, so an index plan at 20,000 of the same names is one at 100,000; PLAN_TEST_PRODUCTS=100000
// runs the same checks on 100,000 (minutes to generate on a loaded machine, not for every run).
const PRODUCTS = Number(process.env.PLAN_TEST_PRODUCTS ?? 20_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addBulkProducts(t.database.db, PRODUCTS);
  // names first in the name order that hold 'ㅅㅎ' after their start: its other tier is then
  // found by the bounded walk of the name index (decision 0395), the other queries' by the sort
  const renamed = await t.database.db
    .select({ id: products.productId, author: products.author, manufacture: products.manufacture })
    .from(products)
    .orderBy(desc(products.productId))
    .limit(40);
  for (const [i, r] of renamed.entries()) {
    const displayName = `1등급 수학 모의고사 ${String(i).padStart(2, '0')}`;
    await t.database.db
      .update(products)
      .set({ displayName, ...searchIndexOf({ ...r, displayName, isbn: null }) })
      .where(eq(products.productId, r.id));
  }
}, 900_000);
afterAll(async () => {
  await t?.close();
});

async function plan(query: { getSQL(): SQL }): Promise<string> {
  const rows = await queryRows<Record<string, string>>(
    t.database.db,
    sql`explain ${query.getSQL()}`,
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

it.each(['ㅅㅎ', 'ㅇㅇㄷㅎ', '수ㅎ', '영ㅇ', '영어교재', '수학심화'])(
  'the spelling search for %s reads the spelling index',
  async (query) => {
    const planned = await planSearch(t.database.db, query);
    expect(planned.kind).toBe('spelling');
    if (planned.kind !== 'spelling') return;
    const text = await plan(spellingSearchQuery(t.database.db, planned.search, [2199], 1, 20));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/product_search_spell_idx/);
  },
);

it.each(['ㅅㅎ', 'ㅇㅇㄷㅎ'])(
  'the initials search %s reads its first tier from the initials index (decision 0505)',
  async (query) => {
    const planned = await planSearch(t.database.db, query);
    if (planned.kind !== 'spelling') throw new Error('not a spelling search');
    expect(planned.search.initialsPrefix).toBe(query);
    const text = await plan(spellingSearchQuery(t.database.db, planned.search, [2199], 3, 20));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/product_search_initials_idx/);
    // the count (and the other tier when few names hold the query) from the spelling index
    expect(text).toMatch(/product_search_spell_idx/);
    // the other tier of a frequent query: a bounded walk in name order, index-only (decision 0395)
    expect(text).toMatch(/Index Only Scan using product_search_name_idx/);
  },
);

it.each([
  ['수ㅎ', 'product_search_name_idx'],
  ['ㅅ학', 'product_search_initials_idx'],
])(
  'the mixed search %s reads its first tier from %s, index-only (decision 0397)',
  async (query, index) => {
    const planned = await planSearch(t.database.db, query);
    if (planned.kind !== 'spelling') throw new Error('not a spelling search');
    expect(planned.search.mixedInitials).toBe('ㅅㅎ');
    const text = await plan(spellingSearchQuery(t.database.db, planned.search, [2199], 1, 20));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(new RegExp(`Index Only Scan using ${index}`));
    // the capped count (and the other tier when few names hold the query) from the spelling index
    expect(text).toMatch(/product_search_spell_idx/);
  },
);

it.each(['ㅅㅎ', 'ㅇㅇㄷㅎ', 'ㅇㅇ', 'ㄱㅊ', '수ㅎ', '영ㅇ', 'ㅅ학', '수학ㄱ'])(
  'the pages of %s follow the rank order of every match, the count capped (decisions 0505, 0397)',
  async (query) => {
    const planned = await planSearch(t.database.db, query);
    if (planned.kind !== 'spelling') throw new Error('not a spelling search');
    const { pattern, initialsPrefix } = planned.search;
    // every visible match, ranked here: starting with the query (initials only: in the initials'
    // order, then the name's; mixed with syllables: in the name's), then holding it; then by name
    // (code-point order, as collate "C")
    const all = await queryRows<{ id: number; name: string; initials: string; compact: string }>(
      t.database.db,
      sql`select product_id as id, search_name as name, search_initials as initials,
        search_compact as compact from product_search
        where search_compact ~ ${pattern} and root_category_id <> 2199`,
    );
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const starts = new RegExp(`^${pattern}`);
    const key = (r: (typeof all)[number]) =>
      starts.test(r.compact) ? (initialsPrefix ? r.initials : '') : null;
    const expected = all
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
        return cmp(ka ?? '', kb ?? '') || cmp(a.name, b.name) || a.id - b.id;
      })
      .map((r) => r.id);
    const tierOne = all.filter((r) => key(r) !== null).length;
    const size = 20;
    // the first page and the page holding the first tier's end (section 2199 closed, as above)
    for (const page of new Set([1, Math.floor(tierOne / size) + 1])) {
      const rows = await spellingSearchQuery(t.database.db, planned.search, [2199], page, size);
      expect(
        rows.map((r) => r.productId),
        `${query} page ${page}`,
      ).toEqual(expected.slice((page - 1) * size, page * size));
      const capped = expected.length > COUNT_CAP;
      expect(rows[0]).toMatchObject({
        total: capped ? COUNT_CAP : expected.length,
        atLeast: capped,
      });
    }
  },
);

it('answers a count past the cap as at least that many (decision 0505)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/search-product-entry-list',
    payload: { searchWord: 'ㅅㅎ' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ totalCount: COUNT_CAP, totalCountAtLeast: true });
});

it('a staff synonym group reads the spelling index once per term (decision 0393)', async () => {
  const synonyms = synonymMapOf([{ synonymId: 1, terms: ['이북', '전자책', '스마트북'] }]);
  const planned = await planSearch(t.database.db, '이북', { synonyms });
  expect(planned.kind).toBe('spelling');
  if (planned.kind !== 'spelling') return;
  const text = await plan(spellingSearchQuery(t.database.db, planned.search, [2199], 1, 20));
  expect(text).not.toMatch(/Seq Scan/);
  expect(text).toMatch(/product_search_spell_idx/);
});

it.each(['ㅇㅇ', '영ㅇ', '수하'])('the suggestions for %s read the spelling index', async (q) => {
  const text = await plan(suggestionQuery(t.database.db, suggestionQueryOf(q)!, [2199]));
  expect(text).not.toMatch(/Seq Scan/);
  expect(text).toMatch(/product_search_spell_idx/);
});

it('the term look-ups of a plan and of a typo read the term table by its key', async () => {
  for (const query of [
    knownTermsQuery(substringsOf('영어교재')),
    closestCandidatesQuery(t.database.db, '수헉'),
  ]) {
    const text = await plan(query);
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/search_term_counts_\w*pk/);
  }
});
