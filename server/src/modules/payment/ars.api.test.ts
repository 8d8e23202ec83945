import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { arsSignature } from '../../integrations/ars/ars-signing.ts';
import { eventually, startShopStub, type ShopStub } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { SEOJUN_CDI, createOrder, orderBody, post, preview } from '../../test/checkout-test-kit.ts';

/**
 * ARS (INTEGRATIONS §5) against the ARS simulator: the shop's notification address is a stub
 * that records what the service posts, and the test hands those forms to the shop — once, many
 * times at once, forged, or after the shop stopped waiting.
 */
let t: TestApp;
let kim: SignedIn;
let stub: ShopStub;
beforeAll(async () => {
  stub = await startShopStub();
  t = await createTestApp({ PUBLIC_URL: stub.url });
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const book = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
const PHONE = '010-2345-6789';

/** An ARS order with its code texted; `benefit` lets the server pick the free-delivery benefit. */
async function arsOrder(benefit: boolean) {
  const { orderId, priceTotal } = await createOrder(
    t,
    kim,
    await orderBody(t, kim, book, {
      paymentTypeCd: 'ARS',
      arsPhone: PHONE,
      fdbIdSelected: benefit ? null : '',
    }),
  );
  const res = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: PHONE });
  expect(res.statusCode, res.body).toBe(200);
  const outbox = await simRead<{ list: { payCode: string; orderNo: string }[] }>('outbox');
  const text = outbox.list.filter((m) => m.orderNo.startsWith(`O${orderId}P`)).at(-1)!;
  return { orderId, priceTotal, payCode: text.payCode, expiresAt: res.json().data.expiresAt };
}

async function simRead<T>(path: string): Promise<T> {
  return (await fetch(`${t.simUrl}/ars/_control/${path}`)).json() as Promise<T>;
}

/** The person calls and approves; answers the notification the service posted to the shop. */
async function approveOnPhone(payCode: string, status: 'APPROVED' | 'CANCELLED' = 'APPROVED') {
  stub.received.length = 0;
  await simControl(t, '/ars/_control/call', { payCode, decision: 'approve' });
  await eventually(() => stub.received.some((f) => f.status === status));
  return stub.received.find((f) => f.status === status)!;
}

const arsNoti = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/allat/ars-noti',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const stateOf = async (orderId: number) =>
  (
    await queryRows<{
      status: string;
      paid_total: number;
      progress: string;
      payment: string;
      benefits: number;
      events: number;
    }>(
      t.database.db,
      sql`select o.status, o.paid_total, o.order_progress_cd as progress,
        (select string_agg(p.status, ',' order by p.payment_id) from payments p where p.order_id = o.order_id) as payment,
        (select count(*)::int from free_delivery_benefits b where b.order_id = o.order_id) as benefits,
        (select count(*)::int from gateway_events e where e.order_id = o.order_id) as events
        from orders o where o.order_id = ${orderId}`,
    )
  )[0]!;

describe('ARS notifications', () => {
  it('an APPROVED notification replayed 50 times at once pays the order once', async () => {
    const { orderId, priceTotal, payCode } = await arsOrder(false);
    const approved = await approveOnPhone(payCode);
    const answers = await Promise.all(Array.from({ length: 50 }, () => arsNoti(approved)));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['OK']));
    expect(await stateOf(orderId)).toMatchObject({
      status: 'paid',
      paid_total: priceTotal,
      progress: '결제완료',
      payment: 'approved',
      events: 1,
    });
  }, 60_000);

  it('a bad signature, another shop’s secret or a wrong amount changes nothing', async () => {
    const { orderId, payCode } = await arsOrder(false);
    stub.answers.push('FAIL');
    const approved = await approveOnPhone(payCode);
    const { sign: _sign, ...unsigned } = approved;
    const wrongAmount = { ...unsigned, amount: '100' };
    for (const bad of [
      { ...approved, sign: '0'.repeat(64) },
      { ...unsigned, sign: arsSignature(unsigned, 'guessed-secret') },
      { ...approved, amount: '100' },
      { ...wrongAmount, sign: arsSignature(wrongAmount, t.config.secrets.arsSecret) },
    ]) {
      const res = await arsNoti(bad);
      expect(res.body).not.toBe('OK');
    }
    expect(await stateOf(orderId)).toMatchObject({
      status: 'awaiting_payment',
      paid_total: 0,
      payment: 'requested',
      events: 0,
    });
  });

  it('CANCELLED (not confirmed) undoes a payment the shop had recorded, once', async () => {
    const { orderId, payCode } = await arsOrder(true);
    expect((await stateOf(orderId)).benefits).toBe(1);
    // the shop records the approval but its OK never reaches the service, which gives up
    await simControl(t, '/ars/_control/notify-retry', { delaysMs: [] });
    stub.answers.push(500);
    const cancelled = await approveOnPhone(payCode, 'CANCELLED');
    const approved = stub.received.find((f) => f.status === 'APPROVED')!;
    expect((await arsNoti(approved)).body).toBe('OK');
    expect((await stateOf(orderId)).status).toBe('paid');
    expect(cancelled.cancel_reason).toBe('not-confirmed');

    const answers = await Promise.all(Array.from({ length: 10 }, () => arsNoti(cancelled)));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['OK']));
    expect(await stateOf(orderId)).toEqual({
      status: 'dropped',
      paid_total: 0,
      progress: '주문취소',
      payment: 'cancelled',
      benefits: 0,
      events: 2,
    });
    const items = await queryRows<{ progress: string }>(
      t.database.db,
      sql`select order_item_progress_cd as progress from order_items where order_id = ${orderId}`,
    );
    expect(items.map((i) => i.progress)).toEqual(['주문취소']);
    // the benefit can be used again
    expect((await preview(t, kim, { items: book })).deliveryPriceTotal).toBe(0);
  });
});

describe('ARS order drop and expiry', () => {
  it('order-drop-ars withdraws the code at the service and frees the benefit', async () => {
    const { orderId, payCode } = await arsOrder(true);
    expect((await stateOf(orderId)).benefits).toBe(1);
    const res = await post(t, kim, '/api/member-svc/order-drop-ars', { orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(orderId)).toMatchObject({
      status: 'dropped',
      progress: '주문취소',
      payment: 'cancelled',
      benefits: 0,
    });
    const requests = await simRead<{ list: { payCode: string; status: string }[] }>('requests');
    expect(requests.list.find((r) => r.payCode === payCode)?.status).toBe('cancelled');
    // the code no longer pays; a second drop is refused
    const call = await fetch(`${t.simUrl}/ars/_control/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payCode, decision: 'approve' }),
    });
    expect(call.status).toBe(404);
    expect((await post(t, kim, '/api/member-svc/order-drop-ars', { orderId })).statusCode).toBe(
      409,
    );
  });

  it('a code is valid 10 days; an approval arriving after the shop dropped the order is refused', async () => {
    const { orderId, payCode, expiresAt } = await arsOrder(false);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThanOrEqual(10);
    // the approval notification is lost; meanwhile the shop drops the order
    await simControl(t, '/ars/_control/notify-retry', { delaysMs: [] });
    stub.answers.push(500);
    const cancelled = await approveOnPhone(payCode, 'CANCELLED');
    const approved = stub.received.find((f) => f.status === 'APPROVED')!;
    await t.database.db.execute(
      sql`update orders set status = 'dropped' where order_id = ${orderId}`,
    );
    await t.database.db.execute(
      sql`update payments set status = 'expired' where order_id = ${orderId}`,
    );
    // not OK: the service keeps no money for an order the shop does not hold
    expect((await arsNoti(approved)).body).not.toBe('OK');
    expect((await arsNoti(cancelled)).body).toBe('OK');
    expect(await stateOf(orderId)).toMatchObject({ status: 'dropped', paid_total: 0 });
  });
});
