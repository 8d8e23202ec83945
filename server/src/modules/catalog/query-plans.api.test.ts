import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { addBulkProducts } from '../../db/seed/bulk-products.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listProductsQuery, searchProductsQuery } from './repository.ts';
import { searchTermsOf } from './search-grams.ts';

// The planner rightly scans a few hundred rows; plans are asserted on tens of thousands.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addBulkProducts(t.database.db, 20_000);
}, 300_000);
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
