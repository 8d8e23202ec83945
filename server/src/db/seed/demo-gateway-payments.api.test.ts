import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { create, ledger } from '../../test/revoke-test-kit.ts';
import { tellGatewayOfDemoCards } from './demo-gateway-payments.ts';
import { DEMO_TID_PREFIX } from './order-seed-data.ts';

/** Issue 16 item 9: the demo's seeded card payments exist in the gateway, so their refunds work. */
let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});

it('recall-create on a seeded paid card order refunds it at the gateway', async () => {
  expect(await tellGatewayOfDemoCards(t.database.db, t.config.urls.pgApi)).toBe(2);
  // told twice (a second start of the shop): the gateway keeps what it had
  expect(await tellGatewayOfDemoCards(t.database.db, t.config.urls.pgApi)).toBe(2);
  const [seeded] = await queryRows<{ order_id: number; tid: string; price_total: number }>(
    t.database.db,
    sql`select o.order_id, p.pg_transaction_id as tid, o.price_total from orders o
      join payments p on p.order_id = o.order_id
      where p.pg_transaction_id like ${`${DEMO_TID_PREFIX}%`} and o.status = 'paid'
        and o.order_progress_cd = '결제완료' and p.payment_type_cd = '신용카드'`,
  );
  const items = await queryRows<{ order_item_id: number; qty_effected: number }>(
    t.database.db,
    sql`select order_item_id, qty_effected from order_items where order_id = ${seeded!.order_id}
      order by order_item_id`,
  );
  const res = await create(t, kim, {
    orderId: seeded!.order_id,
    recallItems: items.map((i) => ({ orderItemId: i.order_item_id, qty: i.qty_effected })),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.revokeProgressCd).toBe('환불자동');
  expect(await ledger(t, seeded!.tid)).toMatchObject({ refunds: 1, remaining: 0 });
});
