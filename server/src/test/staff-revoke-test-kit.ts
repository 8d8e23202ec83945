import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../db/client.ts';
import { firstCompleteAddress } from './checkout-test-kit.ts';
import { SEOJUN, closeNotificationStub, create, items, paidOrder } from './revoke-test-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signInAs, type SignedIn } from './test-sign-in.ts';
import { demoLoginOf, signInStaff, staffCall, type SignedInStaff } from './test-staff-sign-in.ts';

/** A paper book of the demo catalog, ordered for the staff's cancels and returns. */
export const PAPER = 42;

export interface StaffRevokeContext {
  t: TestApp;
  kim: SignedIn;
  finance: SignedInStaff;
  warehouse: SignedInStaff;
  cs: SignedInStaff;
  admin: SignedInStaff;
}

/**
 * The staff side of cancels and returns (the admin-revokes API tests): a test app with the demo
 * parent and four staff roles signed in before the file's tests and closed after them (the API
 * files of a worker share modules, decision 0371), and the requests a staff step starts from.
 * `ctx` is filled once the file's `beforeAll` ran: read it inside a test.
 */
export function staffRevokeKit() {
  const ctx = {} as StaffRevokeContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    [ctx.kim, ctx.finance, ctx.warehouse, ctx.cs, ctx.admin] = await Promise.all([
      signInAs(ctx.t, 'parent.kim'),
      signInStaff(ctx.t, demoLoginOf('finance')),
      signInStaff(ctx.t, demoLoginOf('warehouse')),
      signInStaff(ctx.t, demoLoginOf('customer_service')),
      signInStaff(ctx.t, demoLoginOf('administrator')),
    ]);
  });
  afterAll(async () => {
    await closeNotificationStub();
    await ctx.t?.close();
  });

  /** A cancel of `qty` pieces of the order's first item, paid back to the member's account. */
  async function bankRequest(orderId: number, qty = 1) {
    const [item] = await items(ctx.t, orderId);
    const res = await create(ctx.t, ctx.kim, {
      orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty }],
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.revokeId as number;
  }

  /** A virtual-account order cancelled before shipping: 환불지시, paid back by finance's transfer. */
  async function bankCancel() {
    const o = await paidOrder(
      ctx.t,
      ctx.kim,
      [{ productId: PAPER, qty: 1, cdi: SEOJUN }],
      '가상계좌',
    );
    return { ...o, revokeId: await bankRequest(o.orderId) };
  }

  /** A card order shipped by the warehouse and returned by the member: 환불대기. */
  async function cardReturn() {
    const o = await paidOrder(ctx.t, ctx.kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    const ship = await staffCall(ctx.t, ctx.warehouse, 'POST', '/api/admin/order-ship', {
      orderId: o.orderId,
      logisticCd: 'CJ',
      invoiceNo: '123456789012',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const [item] = await items(ctx.t, o.orderId);
    const res = await create(ctx.t, ctx.kim, {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
      deliveryId: await firstCompleteAddress(ctx.t, ctx.kim),
      recallReasonCd: '상품불량',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revokeTypeCd: '반품', revokeProgressCd: '환불대기' });
    return { ...o, revokeId: res.json().data.revokeId as number, price: item!.sell_price };
  }

  const step = (who: SignedInStaff, path: string, body: Record<string, unknown>) =>
    staffCall(ctx.t, who, 'POST', `/api/admin/${path}`, body);

  /** The revoke's audit rows, oldest first, without the logged views. */
  const audits = (revokeId: number) =>
    queryRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      ctx.t.database.db,
      sql`select action, staff_id, before, after from audit_logs where entity_type = 'revoke'
        and entity_id = ${String(revokeId)} and action <> 'personalData.view' order by audit_log_id`,
    );

  return { ctx, bankRequest, bankCancel, cardReturn, step, audits };
}
