import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminRecommendedProduct } from '@shop/contract/admin-content.ts';
import { AdminContentMessage } from '@shop/contract/admin-content.ts';
import { queryRows } from '../../db/client.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser');
const db = () => s.db();

async function adminList(): Promise<number[]> {
  const res = await s.call('GET', '/api/admin/recommended');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: AdminRecommendedProduct[] }>().list.map((p) => p.productId);
}

/** What the home page shows (cached). */
async function homeList(): Promise<number[]> {
  const res = await s.t.app.inject({ url: '/api/product-entry-recommend' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { productId: number }[] }>().list.map((p) => p.productId);
}

const save = (productIds: unknown) => s.call('POST', '/api/admin/recommended-save', { productIds });

async function auditRows() {
  return queryRows<{ before: unknown; after: unknown }>(
    db(),
    sql`select before, after from audit_logs where action = 'recommended.update' order by audit_log_id`,
  );
}

describe("the home page's recommended products", () => {
  it('saves a new order at once for the home page, drops only the recommended answers, audited', async () => {
    const seeded = await adminList();
    expect(seeded.length).toBeGreaterThan(3);
    // the home page shows those a visitor may open, in the same order
    const home = await homeList();
    expect(home.length).toBeGreaterThan(3);
    expect(home).toEqual(seeded.filter((id) => home.includes(id)));
    // a product's detail cached before the change, then changed behind the cache's back: the
    // save must not drop it (only the recommended answers)
    const detail = async () =>
      (await s.t.app.inject({ url: `/api/product-entry-by-id?productId=${home[1]}` })).json<{
        data: { sellPrice: number };
      }>().data.sellPrice;
    const price = await detail();
    await db().execute(
      sql`update products set sell_price = sell_price + 100 where product_id = ${home[1]!}`,
    );

    const others = Array.from({ length: 50 }, (_, i) => i + 1).filter((id) => !seeded.includes(id));
    const reordered = [home[2]!, home[0]!, others[0]!, home[1]!];
    const res = await save(reordered);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list.map((p: { productId: number }) => p.productId)).toEqual(reordered);
    expect(await adminList()).toEqual(reordered);
    const after = await homeList();
    expect(after.slice(0, 2)).toEqual([home[2], home[0]]);
    expect(after).toEqual(reordered.filter((id) => after.includes(id)));
    expect(after).not.toContain(home[3]);
    expect(await auditRows()).toEqual([
      { before: { productIds: seeded }, after: { productIds: reordered } },
    ]);
    expect(await detail()).toBe(price);

    // the same list again: nothing written
    expect((await save(reordered)).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('refuses an unknown product, a product twice or more than 24, and changes nothing', async () => {
    const before = await adminList();
    const cases: [unknown, string][] = [
      [[before[0], 99_999_999], AdminContentMessage.recommendedUnknown(99_999_999)],
      [[before[0], before[0]], AdminContentMessage.recommendedTwice],
      [Array.from({ length: 25 }, (_, i) => i + 1), AdminContentMessage.recommendedTooMany],
    ];
    for (const [ids, message] of cases) {
      const res = await save(ids);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await adminList()).toEqual(before);
  });
});
