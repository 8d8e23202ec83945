import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  SEOJUN_CDI,
  createOrder,
  orderBody,
  post,
  windowForm,
} from '../../test/checkout-test-kit.ts';
import { PaymentService } from './payment-service.ts';
import { SettlementService } from './settlement-service.ts';

/**
 * The hourly expiry of unpaid virtual accounts (5 days) and ARS codes (10 days): orders whose
 * due moment has passed are dropped and free their benefit, once, even with two instances (each
 * with its own connection pool on PostgreSQL) running the step at the same moment.
 */
let t: TestApp;
let kim: SignedIn;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  // PGlite lives in this process only: there the two instances share it
  if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const book = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];

function instance(db = t.database.db): SettlementService {
  const outside = connectOutsideSystems(t.config);
  const payments = new PaymentService(db, outside.paymentGateway, t.config.publicUrl);
  return new SettlementService(
    db,
    outside.paymentGateway,
    outside.ars,
    payments,
    t.config.publicUrl,
    t.app.limits,
  );
}

async function vbankOrder(benefit: boolean) {
  const body = await orderBody(t, kim, book, {
    paymentTypeCd: '가상계좌',
    fdbIdSelected: benefit ? null : '',
  });
  const { orderId } = await createOrder(t, kim, body);
  const back = await payInWindow(await windowForm(t, kim, orderId, '가상계좌'), 'approve');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inicis-pc/pay-order-ok',
    payload: new URLSearchParams(back.fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.body).toContain(`/mypage/payment-ok/vbank/${orderId}`);
  return orderId;
}

async function arsOrder() {
  const body = await orderBody(t, kim, book, {
    paymentTypeCd: 'ARS',
    arsPhone: '010-2345-6789',
    fdbIdSelected: '',
  });
  const { orderId } = await createOrder(t, kim, body);
  const res = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: '010-2345-6789' });
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

const rows = async (orderIds: number[]) =>
  queryRows<{
    order_id: number;
    status: string;
    progress: string;
    payment: string;
    benefits: number;
    days: number;
  }>(
    t.database.db,
    sql`select o.order_id, o.status, o.order_progress_cd as progress, p.status as payment,
      (select count(*)::int from free_delivery_benefits b where b.order_id = o.order_id) as benefits,
      (extract(epoch from (r.expires_at - now())) / 86400)::float8 as days
      from orders o join payments p on p.order_id = o.order_id
      join payment_gateway_records r on r.payment_id = p.payment_id
      where o.order_id in (${sql.join(orderIds, sql`, `)}) order by o.order_id`,
  );

describe('expiry of unpaid virtual accounts and ARS codes', () => {
  it('drops orders past their due moment once with two instances at once, freeing benefits', async () => {
    const vbank = await vbankOrder(true);
    const ars = await arsOrder();
    const fresh = await arsOrder();
    const before = await rows([vbank, ars, fresh]);
    // due 5 days (the bank's due date, end of the day in Seoul) and 10 days after issue
    expect(before[0]!.days).toBeGreaterThan(4);
    expect(before[0]!.days).toBeLessThanOrEqual(6);
    expect(before[1]!.days).toBeGreaterThan(9.99);
    expect(before[0]!.benefits).toBe(1);

    await t.database.db.execute(
      sql`update payment_gateway_records r set expires_at = now() - interval '1 minute'
        from payments p where p.payment_id = r.payment_id and p.order_id in (${vbank}, ${ars})`,
    );
    const counts = await Promise.all([
      instance().expireUnpaid(),
      instance(second?.db).expireUnpaid(),
    ]);
    expect(counts[0] + counts[1]).toBe(2);

    const after = await rows([vbank, ars, fresh]);
    expect(after.map(({ days: _d, ...r }) => r)).toEqual([
      { order_id: vbank, status: 'dropped', progress: '입금취소', payment: 'expired', benefits: 0 },
      { order_id: ars, status: 'dropped', progress: '주문취소', payment: 'expired', benefits: 0 },
      {
        order_id: fresh,
        status: 'awaiting_payment',
        progress: '결제대기',
        payment: 'requested',
        benefits: 0,
      },
    ]);
    // running it again finds nothing; the buyer can no longer drop them
    expect(await instance().expireUnpaid()).toBe(0);
    const drop = await post(t, kim, '/api/member-svc/order-drop-banking', { orderId: vbank });
    expect(drop.statusCode).toBe(409);
  }, 60_000);
});
