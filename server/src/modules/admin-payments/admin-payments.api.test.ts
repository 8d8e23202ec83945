import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationDay } from '@shop/contract/admin-payments.ts';
import { queryRows } from '../../db/client.ts';
import { startShopStub, type ShopStub } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { depositAtGateway, notifyShop, paidThroughWindow } from '../../test/payment-test-kit.ts';
import { seoulDate } from '../../lib/seoul-time.ts';

let t: TestApp;
let kim: SignedIn;
let finance: SignedInStaff;
let warehouse: SignedInStaff;
let stub: ShopStub;

beforeAll(async () => {
  t = await createTestApp();
  stub = await startShopStub();
  await simControl(t, '/pg/_control/merchant', { pcNotiUrl: `${stub.url}/pc-noti` });
  [kim, finance, warehouse] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInStaff(t, demoLoginOf('finance')),
    signInStaff(t, demoLoginOf('warehouse')),
  ]);
});
afterAll(async () => {
  await stub?.close();
  await t?.close();
});

const db = () => t.database.db;

async function paidState(orderId: number) {
  const [o] = await queryRows<{
    status: string;
    paid_total: number;
    approved: number;
    deposits: number;
  }>(
    db(),
    sql`select o.status, o.paid_total,
      (select count(*)::int from payments p where p.order_id = o.order_id and p.status = 'approved') as approved,
      (select count(*)::int from gateway_events e where e.order_id = o.order_id and e.kind = 'deposit') as deposits
    from orders o where o.order_id = ${orderId}`,
  );
  return o!;
}

const confirm = (who: SignedInStaff, paymentId: number, reason = '은행 입금 내역 확인') =>
  staffCall(t, who, 'POST', '/api/admin/deposit-confirm', { paymentId, reason });

describe('virtual accounts', () => {
  it('lists accounts waiting for their deposit with due dates, account numbers masked', async () => {
    const v = await paidThroughWindow(t, kim, '가상계좌');
    const res = await staffCall(t, finance, 'GET', '/api/admin/deposits?state=waiting');
    expect(res.statusCode, res.body).toBe(200);
    const row = res
      .json<{ list: { paymentId: number; accountNumber: string; dueAt: string }[] }>()
      .list.find((r) => r.paymentId === v.paymentId);
    expect(row).toMatchObject({
      orderId: v.orderId,
      amount: v.priceTotal,
      status: 'waiting_deposit',
    });
    expect(row!.accountNumber).toMatch(/^\*+\d{4}$/);
    expect(Date.parse(row!.dueAt)).toBeGreaterThan(Date.now());
    const expired = await staffCall(t, finance, 'GET', '/api/admin/deposits?state=expired');
    expect(expired.statusCode).toBe(200);
    expect(expired.json().list.map((r: { paymentId: number }) => r.paymentId)).not.toContain(
      v.paymentId,
    );
  });
});

describe('manual deposit confirmation', () => {
  it('then the gateway notification arrives: the order is paid once, with one payment', async () => {
    const v = await paidThroughWindow(t, kim, '가상계좌');
    const res = await confirm(finance, v.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      paymentId: v.paymentId,
      orderId: v.orderId,
      orderProgressCd: '결제완료',
    });
    expect(await paidState(v.orderId)).toEqual({
      status: 'paid',
      paid_total: v.priceTotal,
      approved: 1,
      deposits: 1,
    });
    const [audit] = await queryRows<{ staff_id: number; before: unknown; after: unknown }>(
      db(),
      sql`select staff_id, before, after from audit_logs where action = 'deposit.confirm'
        and entity_type = 'payment' and entity_id = ${String(v.paymentId)}`,
    );
    expect(audit).toMatchObject({
      staff_id: finance.state.staff.staffId,
      before: { paymentStatus: 'waiting_deposit', orderStatus: 'awaiting_payment' },
      after: { paymentStatus: 'approved', orderStatus: 'paid', reason: '은행 입금 내역 확인' },
    });
    // the money did arrive at the gateway; its notification comes late, is answered OK, changes nothing
    const fields = await depositAtGateway(t, stub, v.tid);
    const noti = await notifyShop(t, fields);
    expect(noti.body).toBe('OK');
    expect(await paidState(v.orderId)).toEqual({
      status: 'paid',
      paid_total: v.priceTotal,
      approved: 1,
      deposits: 1,
    });
    expect((await confirm(finance, v.paymentId)).statusCode).toBe(409);
  });

  it('after the notification it is refused and changes nothing', async () => {
    const v = await paidThroughWindow(t, kim, '가상계좌');
    expect((await notifyShop(t, await depositAtGateway(t, stub, v.tid))).body).toBe('OK');
    const res = await confirm(finance, v.paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DEPOSIT-NOT-WAITING');
    expect((await paidState(v.orderId)).deposits).toBe(1);
  });

  it('the notification and the confirmation at the same moment: paid once', async () => {
    const v = await paidThroughWindow(t, kim, '가상계좌');
    const fields = await depositAtGateway(t, stub, v.tid);
    const [byStaff, byGateway] = await Promise.all([
      confirm(finance, v.paymentId),
      notifyShop(t, fields),
    ]);
    expect(byGateway.body).toBe('OK');
    expect([200, 409]).toContain(byStaff.statusCode);
    expect(await paidState(v.orderId)).toMatchObject({ status: 'paid', approved: 1, deposits: 1 });
  });

  it('needs finance, a reason, and a waiting virtual account', async () => {
    const v = await paidThroughWindow(t, kim, '가상계좌');
    expect((await confirm(warehouse, v.paymentId)).statusCode).toBe(403);
    const noReason = await confirm(finance, v.paymentId, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('reason');
    const card = await paidThroughWindow(t, kim, '신용카드');
    expect((await confirm(finance, card.paymentId)).statusCode).toBe(409);
    expect((await confirm(finance, 99_999_999)).statusCode).toBe(404);
    expect(await paidState(v.orderId)).toMatchObject({ status: 'awaiting_payment', deposits: 0 });
    const [audits] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_logs where action = 'deposit.confirm'
        and entity_id in (${String(v.paymentId)}, ${String(card.paymentId)})`,
    );
    expect(audits!.n).toBe(0);
  });
});

describe('daily reconciliation', () => {
  it("puts the shop's payments beside the gateway's report and names each mismatch", async () => {
    const card = await paidThroughWindow(t, kim, '신용카드');
    const deposited = await paidThroughWindow(t, kim, '가상계좌');
    await notifyShop(t, await depositAtGateway(t, stub, deposited.tid));
    // confirmed by staff, the money never reached the gateway
    const confirmedOnly = await paidThroughWindow(t, kim, '가상계좌');
    await confirm(finance, confirmedOnly.paymentId);
    // deposited at the gateway, its notification lost
    const missed = await paidThroughWindow(t, kim, '가상계좌');
    await depositAtGateway(t, stub, missed.tid);

    const today = seoulDate(new Date());
    const res = await staffCall(
      t,
      finance,
      'GET',
      `/api/admin/reconciliation?from=${today}&to=${today}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [day] = res.json<{ days: ReconciliationDay[] }>().days;
    expect(day!.day).toBe(today);
    expect(day!.gatewayAnswered).toBe(true);
    const reasonOf = (tid: string) => day!.mismatches.find((m) => m.tid === tid)?.reason;
    expect(reasonOf(card.tid)).toBeUndefined();
    expect(reasonOf(deposited.tid)).toBeUndefined();
    expect(reasonOf(confirmedOnly.tid)).toBe('onlyShop');
    expect(day!.mismatches.find((m) => m.tid === missed.tid)).toMatchObject({
      reason: 'onlyGateway',
      kind: 'payment',
      orderId: missed.orderId,
      gatewayAmount: missed.priceTotal,
      shopAmount: null,
    });
    expect(day!.shopPayments.amount - day!.gatewayPayments.amount).toBe(
      confirmedOnly.priceTotal - missed.priceTotal,
    );
  });

  it('refuses a period backwards or longer than 31 days; warehouse may not read it', async () => {
    const bad = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/reconciliation?from=2026-02-01&to=2026-01-01',
    );
    expect(bad.statusCode).toBe(400);
    const long = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/reconciliation?from=2026-01-01&to=2026-03-01',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('to');
    const wh = await staffCall(
      t,
      warehouse,
      'GET',
      '/api/admin/reconciliation?from=2026-01-01&to=2026-01-01',
    );
    expect(wh.statusCode).toBe(403);
  });
});
