import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EscrowErrorCode, EscrowMessage } from '@shop/contract/escrow.ts';
import { queryRows } from '../../db/client.ts';
import { runJobOncePerPeriod } from '../../http/job-run.ts';
import { HttpPaymentGateway } from '../../integrations/payment-gateway/http-payment-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { createOrder, orderBody, post, windowForm } from '../../test/checkout-test-kit.ts';
import {
  SEOJUN,
  closeNotificationStub,
  create,
  deposit,
  items,
  notificationStub,
  returnTo,
} from '../../test/revoke-test-kit.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/** 구매안전서비스 (decisions 0465–0468) through the real calls and the gateway simulator. */
let t: TestApp;
let kim: SignedIn;
let warehouse: SignedInStaff;
let smartBook: number;
const BOOK = 42; // a paper book, tax-free
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  [kim, warehouse] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInStaff(t, demoLoginOf('warehouse')),
  ]);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select product_id as id from products where is_stb and sale_status = 'onSale' and can_buy
      order by product_id limit 1`,
  );
  smartBook = row!.id;
  const stub = await notificationStub(t);
  await simControl(t, '/pg/_control/merchant', { escrowNotiUrl: `${stub.url}/escrow-noti` });
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const escrowBody = (extra: Record<string, unknown> = {}) => ({
  paymentTypeCd: '가상계좌',
  fdbIdSelected: '',
  cashReceipt: { kind: 'income', identifier: '010-1234-5678' },
  escrow: true,
  ...extra,
});

interface GatewayEscrow {
  tid: string;
  state: string;
  delivery: { carrier: string; invoice: string } | null;
  decision: { kind: string; by: string } | null;
}
async function gatewayEscrow(tid: string): Promise<GatewayEscrow | undefined> {
  const res = await fetch(`${t.simUrl}/pg/_control/escrows`);
  return ((await res.json()) as { list: GatewayEscrow[] }).list.find((e) => e.tid === tid);
}

/** A paid (deposited) escrow order of a book; its gateway tid. */
async function paidEscrowOrder() {
  const body = await orderBody(t, kim, [{ productId: BOOK, qty: 1, cdi: SEOJUN }], escrowBody());
  const { orderId } = await createOrder(t, kim, body);
  const form = await windowForm(t, kim, orderId, '가상계좌');
  expect(form.fields.acceptmethod).toContain('useescrow');
  const back = await payInWindow(form, 'approve');
  await returnTo(t, '/api/inicis-pc/pay-order-ok', back.fields);
  const [pay] = await queryRows<{ tid: string }>(
    t.database.db,
    sql`select pg_transaction_id as tid from payments where order_id = ${orderId}
      and status = 'waiting_deposit'`,
  );
  await deposit(t, pay!.tid, '/api/inicis/pc-noti-service-order');
  // the deposit's cash receipt is issued after the notification: done before the next call
  await t.app.cashReceipts.runOnce();
  return { orderId, tid: pay!.tid };
}

async function ship(orderId: number, invoiceNo = '4321-5678-9012') {
  for (const [path, body] of [
    ['order-prepare', { orderId }],
    ['order-ship', { orderId, logisticCd: 'HANJIN', invoiceNo }],
  ] as const) {
    const res = await staffCall(t, warehouse, 'POST', `/api/admin/${path}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function detail(orderId: number) {
  const res = await post(t, kim, '/api/member-svc/order-detail', { orderId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    orderProgressCd: string;
    escrow: { state: string; decidedBy: string | null; autoConfirmOn: string | null } | null;
    cashReceipt: unknown;
  };
}

async function deliveredAt(orderId: number) {
  const [row] = await queryRows<{ delivered_at: string | Date | null }>(
    t.database.db,
    sql`select delivered_at from order_deliveries where order_id = ${orderId}`,
  );
  return row!.delivered_at;
}

/** What the gateway posts to the shop after the buyer's decision, handed to the shop. */
async function decideOnGatewayPage(orderId: number, decision: 'confirm' | 'reject') {
  const stub = await notificationStub(t);
  stub.received.length = 0;
  const link = await post(t, kim, '/api/member-svc/order-escrow-decision', { orderId });
  expect(link.statusCode, link.body).toBe(200);
  const url = new URL(link.json().data.url as string);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('구매확정');
  const decided = await fetch(`${t.simUrl}/pg/escrow/decide`, {
    method: 'POST',
    body: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      decision,
      reason: decision === 'reject' ? '파손' : '',
    }),
    redirect: 'manual',
  });
  expect(decided.status).toBe(303);
  expect(decided.headers.get('location')).toBe(
    `${t.config.publicUrl}/mypage/order/detail/${orderId}`,
  );
  const fields = stub.received.at(-1)!;
  const notify = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/inicis/escrow-noti',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  return { fields, notify };
}

describe('the pay page offers escrow for a virtual-account order that ships', () => {
  it('refuses it with a card, ARS or a smart-book-only order', async () => {
    const cases = [
      { items: [{ productId: BOOK, qty: 1, cdi: SEOJUN }], extra: { paymentTypeCd: '신용카드' } },
      {
        items: [{ productId: BOOK, qty: 1, cdi: SEOJUN }],
        extra: { paymentTypeCd: 'ARS', arsPhone: '010-1234-5678', cashReceipt: null },
      },
      { items: [{ productId: smartBook, qty: 1, cdi: null }], extra: {} },
    ];
    for (const c of cases) {
      const body = await orderBody(t, kim, c.items, escrowBody(c.extra));
      const res = await post(t, kim, '/api/member-svc/order-create', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        message: EscrowMessage.notOffered,
        field: 'escrow',
      });
    }
  });
});

describe('an escrow order’s life', () => {
  it('is registered at shipping, confirmed by the buyer on the gateway’s page, and delivered by it', async () => {
    const { orderId, tid } = await paidEscrowOrder();
    expect((await gatewayEscrow(tid))?.state).toBe('waiting');
    expect((await detail(orderId)).escrow).toMatchObject({ state: 'waiting', decidedBy: null });
    // nothing to decide before the delivery is registered
    const early = await post(t, kim, '/api/member-svc/order-escrow-decision', { orderId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(EscrowMessage.notDecidable);

    await ship(orderId);
    // the step's commit starts the registration; a pass waits for the one going on
    await t.app.escrow.registerDue();
    expect(await gatewayEscrow(tid)).toMatchObject({
      state: 'registered',
      delivery: { carrier: 'HANJIN', invoice: '432156789012' },
    });
    const registered = await detail(orderId);
    expect(registered.escrow).toMatchObject({ state: 'registered' });
    expect(registered.escrow?.autoConfirmOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // another member cannot open the decision page
    const lee = await signInAs(t, 'parent.lee');
    const other = await post(t, lee, '/api/member-svc/order-escrow-decision', { orderId });
    expect(other.statusCode).toBe(404);

    const { fields, notify } = await decideOnGatewayPage(orderId, 'confirm');
    expect(fields).toMatchObject({ type_msg: 'ESCROW', no_tid: tid, escrow_status: 'confirm' });
    // a forged notification changes nothing
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/inicis/escrow-noti',
      payload: new URLSearchParams({ ...fields, escrow_status: 'reject' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect((await notify()).body).toBe('OK');
    const confirmed = await detail(orderId);
    expect(confirmed.orderProgressCd).toBe('배송완료');
    expect(confirmed.escrow).toMatchObject({ state: 'confirmed', decidedBy: 'buyer' });
    const at = await deliveredAt(orderId);
    expect(at).not.toBeNull();
    // the gateway's retry is applied once
    expect((await notify()).body).toBe('OK');
    expect(await deliveredAt(orderId)).toEqual(at);
    const [messages] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_outbox
        where kind = 'delivered' and event_key like ${`%${orderId}%`}`,
    );
    expect(messages!.n).toBe(1);
  });

  it('a registration the gateway did not answer is tried again later', async () => {
    const { orderId, tid } = await paidEscrowOrder();
    // the gateway fails the next call: the registration the shipping step starts
    await simControl(t, '/pg/_control/fail', { count: 1 });
    await ship(orderId);
    expect(await t.app.escrow.registerDue()).toBe(0); // it waits its turn
    expect((await gatewayEscrow(tid))?.state).toBe('waiting');
    expect((await detail(orderId)).escrow?.state).toBe('registering');
    expect(await t.app.escrow.registerDue(new Date(Date.now() + 120_000))).toBe(1);
    expect((await gatewayEscrow(tid))?.state).toBe('registered');
  });
});

describe('refund limits (decision 0467)', () => {
  it('refuses part of an unconfirmed escrow order, at the shop and at the gateway; allows it after confirmation', async () => {
    const body = await orderBody(
      t,
      kim,
      [
        { productId: BOOK, qty: 2, cdi: SEOJUN },
        { productId: BOOK + 1, qty: 1, cdi: SEOJUN },
      ],
      escrowBody(),
    );
    const { orderId } = await createOrder(t, kim, body);
    const back = await payInWindow(await windowForm(t, kim, orderId, '가상계좌'), 'approve');
    await returnTo(t, '/api/inicis-pc/pay-order-ok', back.fields);
    const [pay] = await queryRows<{ tid: string }>(
      t.database.db,
      sql`select pg_transaction_id as tid from payments where order_id = ${orderId}`,
    );
    await deposit(t, pay!.tid, '/api/inicis/pc-noti-service-order');
    const lines = await items(t, orderId);
    const refundAccount = {
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
    };
    const part = {
      orderId,
      recallItems: [{ orderItemId: lines[0]!.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
      ...refundAccount,
    };
    const refused = await create(t, kim, part);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: EscrowErrorCode.wholeOnly,
      message: EscrowMessage.wholeOnly,
    });
    const asked = { orderId, recallItems: part.recallItems, recallReasonCd: '단순변심' };
    const calc = await post(t, kim, '/api/member-svc/recall-calculate', asked);
    expect(calc.statusCode).toBe(409);
    expect(await revokeCount(orderId)).toBe(0);

    // the gateway's own limit: no partial cancel of a held escrow (R402)
    const gateway = new HttpPaymentGateway({
      stdPayUrl: t.config.urls.pg,
      mobileUrl: t.config.urls.pgMobile,
      apiUrl: t.config.urls.pgApi,
      mid: t.config.secrets.pgMid,
      signKey: t.config.secrets.pgSignKey,
      apiKey: t.config.secrets.pgApiKey,
      notiSecret: t.config.secrets.pgNotiSecret,
      approvalHosts: t.config.pgApprovalHosts,
    });
    const partial = (remainingAfter: number) =>
      gateway.partialRefund({
        tid: pay!.tid,
        amount: lines[0]!.sell_price,
        split: { taxable: 0, taxFree: lines[0]!.sell_price },
        remainingAfter,
        reason: '부분 반품',
        refundAccount: { bankCode: '004', accountNumber: '123456789012', holder: '김민정' },
      });
    const [order] = await queryRows<{ price_total: number }>(
      t.database.db,
      sql`select price_total from orders where order_id = ${orderId}`,
    );
    await expect(partial(order!.price_total - lines[0]!.sell_price)).rejects.toMatchObject({
      code: 'R402',
    });

    await ship(orderId);
    await t.app.escrow.registerDue();
    expect((await (await decideOnGatewayPage(orderId, 'confirm')).notify()).body).toBe('OK');
    // confirmed: a part may be asked for, and the gateway cancels a part
    const allowed = await post(t, kim, '/api/member-svc/recall-calculate', asked);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const done = await partial(order!.price_total - lines[0]!.sell_price);
    expect(done.remaining).toBe(order!.price_total - lines[0]!.sell_price);
  });
});

async function revokeCount(orderId: number) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from revokes where order_id = ${orderId}`,
  );
  return row!.n;
}

describe('automatic confirmation after the gateway’s period (decision 0468)', () => {
  it('a silent buyer’s order is confirmed once, by the job that runs once per period', async () => {
    const { orderId, tid } = await paidEscrowOrder();
    await ship(orderId);
    await t.app.escrow.registerDue();
    const rejecting = await paidEscrowOrder();
    await ship(rejecting.orderId, '5555-6666-7777');
    await t.app.escrow.registerDue();

    const days = t.config.escrowConfirmDays;
    // before the period: nothing to confirm
    expect(await t.app.escrow.confirmSilent(new Date(Date.now() + (days - 1) * DAY_MS))).toBe(0);
    // the buyer of the second rejects; its notification is lost (the stub never forwards it)
    await decideOnGatewayPage(rejecting.orderId, 'reject');

    await simControl(t, '/pg/_control/clock', { shiftMs: (days + 1) * DAY_MS });
    const later = new Date(Date.now() + (days + 1) * DAY_MS);
    let runs = 0;
    let applied = 0;
    const job = () =>
      runJobOncePerPeriod(
        t.app,
        `escrow-confirmation-test-${orderId}`,
        async () => {
          runs += 1;
          applied += await t.app.escrow.confirmSilent(later);
        },
        3_600_000,
      );
    // two instances' timers in the same period: one run
    await Promise.all([job(), job()]);
    expect(runs).toBe(1);
    // these two, and any other test's escrow left registered
    expect(applied).toBeGreaterThanOrEqual(2);
    const confirmed = await detail(orderId);
    expect(confirmed.orderProgressCd).toBe('배송완료');
    expect(confirmed.escrow).toMatchObject({ state: 'confirmed', decidedBy: 'auto' });
    expect(await gatewayEscrow(tid)).toMatchObject({ decision: { kind: 'confirm', by: 'auto' } });
    const rejected = await detail(rejecting.orderId);
    expect(rejected.escrow).toMatchObject({ state: 'rejected', decidedBy: 'buyer' });
    expect(rejected.orderProgressCd).toBe('배송중');
    // a later pass finds nothing left
    expect(await t.app.escrow.confirmSilent(later)).toBe(0);
    await simControl(t, '/pg/_control/clock', { shiftMs: -(days + 1) * DAY_MS });
  });
});
