import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { notificationSignature } from '../../integrations/payment-gateway/gateway-signing.ts';
import {
  eventually,
  payInWindow,
  startShopStub,
  type ShopStub,
} from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import {
  SEOJUN_CDI,
  createOrder,
  orderBody,
  orderDetail,
  post,
  preview,
  windowForm,
} from '../../test/checkout-test-kit.ts';
import { FREE_BOOKLET_NAME } from '../../db/seed/catalog-free-booklet.ts';

let t: TestApp;
let kim: SignedIn;
let stub: ShopStub;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  stub = await startShopStub();
  await simControl(t, '/pg/_control/merchant', { pcNotiUrl: `${stub.url}/pc-noti` });
});
afterAll(async () => {
  await stub?.close();
  await t?.close();
});

const book = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];

async function order(paymentTypeCd: string) {
  return createOrder(
    t,
    kim,
    await orderBody(t, kim, book, { paymentTypeCd, fdbIdSelected: '', arsPhone: '010-2345-6789' }),
  );
}

async function returnToShop(fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inicis-pc/pay-order-ok',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  return /data-target="([^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
}

async function vbankIssued() {
  const { orderId, priceTotal } = await order('가상계좌');
  const form = await windowForm(t, kim, orderId, '가상계좌');
  const back = await payInWindow(form, 'approve');
  expect(await returnToShop(back.fields)).toBe(`/mypage/payment-ok/vbank/${orderId}`);
  const tx = await queryRows<{ tid: string }>(
    t.database.db,
    sql`select pg_transaction_id as tid from payments where order_id = ${orderId} and status = 'waiting_deposit'`,
  );
  return { orderId, priceTotal, tid: tx[0]!.tid };
}

async function depositNotification(tid: string) {
  stub.received.length = 0;
  await simControl(t, '/pg/_control/deposit', { tid });
  await eventually(() => stub.received.length > 0);
  return stub.received[0]!;
}

const noti = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inicis/pc-noti-service-order',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const statusOf = async (orderId: number) =>
  (
    await queryRows<{ status: string; paid_total: number }>(
      t.database.db,
      sql`select status, paid_total from orders where order_id = ${orderId}`,
    )
  )[0]!;

describe('card payment', () => {
  it('popup → return → approved server to server → paid, shown in the detail', async () => {
    const { orderId, priceTotal } = await order('신용카드');
    const form = await windowForm(t, kim, orderId, '신용카드');
    expect(form).toMatchObject({ price: priceTotal, pgPayCodePc: 'Card' });
    expect(form.hashKey).toMatch(/^[0-9a-f]{64}$/);
    const back = await payInWindow(form, 'approve');
    expect(await returnToShop(back.fields)).toBe(`/mypage/payment-ok/universal/${orderId}`);
    expect(await statusOf(orderId)).toEqual({ status: 'paid', paid_total: priceTotal });
    const detail = (await orderDetail(t, kim, orderId)).json().data;
    expect(detail).toMatchObject({
      isPaid: true,
      paymentTypeCd: '신용카드',
      orderProgressCd: '결제완료',
    });
    expect(detail.cardApprovalNum).toBeTruthy();
    // the same return posted again changes nothing
    expect(await returnToShop(back.fields)).toBe(`/mypage/payment-ok/universal/${orderId}`);
  });

  it('a failed card payment lands on the failure page and leaves the order unpaid', async () => {
    const { orderId } = await order('신용카드');
    const back = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'fail');
    expect(await returnToShop(back.fields)).toMatch(/^\/mypage\/payment-fail\?resultMsg=/);
    expect((await statusOf(orderId)).status).toBe('awaiting_payment');
  });

  // issue 18 §1: the return address needs no session or signature and the order number is guessable
  it("a forged failure posted in the window's name closes nothing and shows none of its text", async () => {
    const { orderId, priceTotal } = await order('신용카드');
    const form = await windowForm(t, kim, orderId, '신용카드');
    const forged = { resultCode: 'R999', resultMsg: '<b>카드가 정지되었습니다</b>' };
    const pc = await returnToShop({ ...forged, orderNumber: form.orderNumber });
    // the failure page names the order (its number is in the gateway's order number anyway)
    expect(pc).toBe(`/mypage/payment-fail?resultMsg=declined&orderId=${orderId}`);
    const mobile = await t.app.inject({
      method: 'POST',
      url: '/api/inicis-mobile/pay-order-next',
      payload: new URLSearchParams({
        P_STATUS: '01',
        P_RMESG1: forged.resultMsg,
        P_OID: form.orderNumber,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(mobile.headers.location).toBe(
      `/mypage/payment-fail?resultMsg=declined&orderId=${orderId}`,
    );
    const [attempt] = await queryRows<{ status: string; result_message: string | null }>(
      t.database.db,
      sql`select p.status, r.result_message from payments p
        join payment_gateway_records r on r.payment_id = p.payment_id
        where r.order_number = ${form.orderNumber}`,
    );
    expect(attempt).toEqual({ status: 'requested', result_message: null });
    // the member's genuine approval still goes through
    const back = await payInWindow(form, 'approve');
    expect(await returnToShop(back.fields)).toBe(`/mypage/payment-ok/universal/${orderId}`);
    expect(await statusOf(orderId)).toEqual({ status: 'paid', paid_total: priceTotal });
  });

  it("the buyer's own cancel lands on the failure page with the shop's text code", async () => {
    const { orderId } = await order('신용카드');
    const back = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'cancel');
    expect(await returnToShop(back.fields)).toBe(
      `/mypage/payment-fail?resultMsg=cancelled&orderId=${orderId}`,
    );
  });
});

describe('virtual account', () => {
  it('a deposit notification replayed 100 times concurrently is applied once', async () => {
    const { orderId, priceTotal } = await vbankIssued();
    const fields = await depositNotification((await vbankIssuedTid(orderId))!);
    const answers = await Promise.all(Array.from({ length: 100 }, () => noti(fields)));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['OK']));
    expect(await statusOf(orderId)).toEqual({ status: 'paid', paid_total: priceTotal });
    const [events] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from gateway_events where order_id = ${orderId} and kind = 'deposit'`,
    );
    expect(events!.n).toBe(1);
  }, 60_000);

  it('a bad secret or a wrong amount changes nothing', async () => {
    const { orderId, tid } = await vbankIssued();
    const fields = await depositNotification(tid);
    const { noti_sign: _s, ...unsigned } = fields;
    const forged = { ...unsigned, noti_sign: notificationSignature(unsigned, 'guessed-secret') };
    const wrongAmount = { ...unsigned, amt_input: '1' };
    const resigned = {
      ...wrongAmount,
      noti_sign: notificationSignature(wrongAmount, 'dev-only-secret-change-me'),
    };
    for (const bad of [forged, wrongAmount, resigned]) {
      const res = await noti(bad);
      expect(res.body).not.toBe('OK');
    }
    expect((await statusOf(orderId)).status).toBe('awaiting_payment');
  });

  it('the buyer drops an unpaid virtual-account order: account closed, benefit free again', async () => {
    const { orderId } = await vbankIssued();
    const stats = async () =>
      (await post(t, kim, '/api/member-svc/fetch-order-statistics', {})).json().data;
    expect((await stats()).waitBankingList.map((o: { orderId: number }) => o.orderId)).toContain(
      orderId,
    );
    const res = await post(t, kim, '/api/member-svc/order-drop-banking', { orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf(orderId)).status).toBe('dropped');
    expect(
      (await stats()).waitBankingList.map((o: { orderId: number }) => o.orderId),
    ).not.toContain(orderId);
    expect((await post(t, kim, '/api/member-svc/order-drop-banking', { orderId })).statusCode).toBe(
      409,
    );
  });
});

async function vbankIssuedTid(orderId: number) {
  const rows = await queryRows<{ tid: string }>(
    t.database.db,
    sql`select pg_transaction_id as tid from payments where order_id = ${orderId}`,
  );
  return rows[0]?.tid;
}

describe('ARS and zero price', () => {
  it('texts the code; the approval notification pays the order once', async () => {
    const { orderId } = await order('ARS');
    const res = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: '010-2345-6789' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await orderDetail(t, kim, orderId)).json().data;
    expect(detail).toMatchObject({ paymentTypeCd: 'ARS', canDrop: true, isPaid: false });
  });

  it('the free booklet from the catalog makes a zero-price order, paid at once as ZERO', async () => {
    const [booklet] = await queryRows<{ product_id: number }>(
      t.database.db,
      sql`select product_id from products where display_name = ${FREE_BOOKLET_NAME}`,
    );
    const items = [{ productId: booklet!.product_id, qty: 1, cdi: null }];
    const p = await preview(t, kim, { items, fdbIdSelected: '' });
    expect(p).toMatchObject({
      priceTotal: 0,
      needDelivery: true,
      deliveryPriceTotal: 0,
      freeDeliveryReason: 'free-items',
    });
    const body = await orderBody(t, kim, items, { paymentTypeCd: null, fdbIdSelected: '' });
    const { orderId, priceTotal, paymentTypeCd } = await createOrder(t, kim, body);
    expect({ priceTotal, paymentTypeCd }).toEqual({ priceTotal: 0, paymentTypeCd: 'ZERO' });
    const res = await post(t, kim, '/api/member-svc/order-zero-price', { orderId, cartIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(orderId)).toEqual({ status: 'paid', paid_total: 0 });
    const detail = (await orderDetail(t, kim, orderId)).json().data;
    expect(detail).toMatchObject({ paymentTypeCd: 'ZERO', isPaid: true });
    expect(detail.deliveryInfo).toMatchObject({ hasDeliveryInfo: true, isOversea: false });
  });
});
