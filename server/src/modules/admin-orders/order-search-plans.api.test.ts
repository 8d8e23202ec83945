import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderConditions, orderSearchQuery, type OrderFilter } from './order-search-queries.ts';

// The planner rightly scans a few rows; plans are asserted on 20,000 orders.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`insert into orders (member_id, status, order_progress_cd, payment_type_cd,
      product_price_total, delivery_price_total, price_total, ordered_at)
    select 100000 + (g % 5000), 'paid',
      (array['결제완료', '배송준비중', '배송중', '배송완료'])[1 + g % 4],
      (array['신용카드', '가상계좌', 'ARS'])[1 + g % 3], 10000, 0, 10000,
      now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into order_items (order_id, product_id, qty, qty_effected,
      sell_price, std_id)
    select o.order_id, 20 + (o.order_id % 800), 1, 1, 10000, 200000 + (o.order_id % 3000)
    from orders o where o.member_id >= 100000`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function plan(query: SQL): Promise<string> {
  const rows = await queryRows<Record<string, string>>(t.database.db, sql`explain ${query}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const FILTERS: [string, OrderFilter][] = [
  ['no filter', {}],
  ['a period', { from: '2026-01-01', to: '2026-01-31' }],
  ['a progress', { progress: '배송준비중' }],
  ['a payment type', { paymentTypeCd: '가상계좌' }],
  ['a member', { memberId: 100_007 }],
  ['a student', { stdId: 200_011 }],
  ['a product', { productId: 25 }],
];

describe('order search plans on 20,000 orders', () => {
  it.each(FILTERS)('a page filtered by %s does not scan the orders table', async (_n, f) => {
    const text = await plan(orderSearchQuery(f, 3, 20));
    expect(text).not.toMatch(/Seq Scan on orders/);
    expect(text).not.toMatch(/Seq Scan on order_items/);
  });

  it.each(FILTERS.filter(([, f]) => Object.keys(f).length > 0 && !f.progress && !f.paymentTypeCd))(
    'the count of %s uses an index',
    async (_n, f) => {
      const text = await plan(sql`select count(*) from orders o where ${orderConditions(f)}`);
      expect(text).not.toMatch(/Seq Scan on orders/);
    },
  );
});
