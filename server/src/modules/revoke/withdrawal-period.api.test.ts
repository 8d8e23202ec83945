import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderMessage } from '@shop/contract/admin-orders.ts';
import { RevokeMessage } from '@shop/contract/revoke.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { firstCompleteAddress, post } from '../../test/checkout-test-kit.ts';
import {
  SEOJUN,
  calc,
  closeNotificationStub,
  create,
  dev,
  items,
  paidOrder,
} from '../../test/revoke-test-kit.ts';

/** The change-of-mind return fee the migration writes (delivery_fee_rates 'returnChangeOfMind'). */
const CHANGE_OF_MIND_FEE = 5_000;

/**
 * Return reasons and the withdrawal clock (decision 0500; 전자상거래법 §17, §18): the reason is
 * required and sets the fee, the period runs from delivery, staff may open an order outside it.
 */
let t: TestApp;
let kim: SignedIn;
let warehouse: SignedInStaff;
let cs: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  [kim, warehouse, cs] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInStaff(t, demoLoginOf('warehouse')),
    signInStaff(t, demoLoginOf('customer_service')),
  ]);
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const PAPER = 42;

/** A paper-book order received `daysAgo` days ago, and the body of a return of one piece. */
async function delivered(daysAgo: number) {
  const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
  expect(
    (await dev(t, kim, 'order-ship', { orderId: o.orderId, delivered: true })).statusCode,
  ).toBe(200);
  if (daysAgo > 0) await dev(t, kim, 'order-age', { orderId: o.orderId, days: daysAgo });
  const [item] = await items(t, o.orderId);
  const body = {
    orderId: o.orderId,
    recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
    deliveryId: await firstCompleteAddress(t, kim),
  };
  return { ...o, item: item!, body };
}

describe('return reasons and the withdrawal clock', () => {
  it('a return names its reason: change of mind pays the round trip, a defect nothing', async () => {
    const o = await delivered(2);
    const none = await calc(t, kim, o.body);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      message: RevokeMessage.reasonRequired,
      field: 'recallReasonCd',
    });
    expect((await create(t, kim, o.body)).statusCode).toBe(400);
    const mind = await calc(t, kim, { ...o.body, recallReasonCd: '단순변심' });
    expect(mind.json().data).toMatchObject({
      revokeTypeCd: '반품',
      recallFee: CHANGE_OF_MIND_FEE,
    });
    for (const reason of ['상품불량', '오배송', '상품정보상이']) {
      const fault = await calc(t, kim, { ...o.body, recallReasonCd: reason });
      expect(fault.json().data.recallFee, reason).toBe(0);
    }
    const res = await create(t, kim, { ...o.body, recallReasonCd: '상품정보상이' });
    expect(res.json().data).toMatchObject({ recallFee: 0, revokeProgressCd: '환불대기' });
    const [row] = await queryRows<{ recall_reason_cd: string }>(
      t.database.db,
      sql`select recall_reason_cd from revokes where revoke_id = ${res.json().data.revokeId}`,
    );
    expect(row!.recall_reason_cd).toBe('상품정보상이');
  });

  it('change of mind 8 days after delivery is refused with the reason; a wrong item is not', async () => {
    const o = await delivered(8);
    const order = await post(t, kim, '/api/member-svc/order-for-create-revoke', {
      orderId: o.orderId,
    });
    expect(order.json().data).toMatchObject({ canRevoke: true, sentShipping: true });
    expect(order.json().data.deliveredDatetime).toBeTruthy();
    expect(
      order.json().data.returnDeadlines.changeOfMind < order.json().data.returnDeadlines.shopFault,
    ).toBe(true);
    const late = await calc(t, kim, { ...o.body, recallReasonCd: '단순변심' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'REVOKE-NOT-ALLOWED',
      message: RevokeMessage.changeOfMindOver,
      messageCode: 'revoke.changeOfMindOver',
    });
    expect(
      (await create(t, kim, { ...o.body, recallReasonCd: '단순변심', paymentTypeCd: '신용카드' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await calc(t, kim, { ...o.body, recallReasonCd: '오배송' })).json().data.recallFee,
    ).toBe(0);
    // 7 days after delivery change of mind is still in time
    const inTime = await delivered(7);
    expect((await calc(t, kim, { ...inTime.body, recallReasonCd: '단순변심' })).statusCode).toBe(
      200,
    );
  });

  it("three months after delivery even the shop's faults are refused", async () => {
    const o = await delivered(100);
    const late = await calc(t, kim, { ...o.body, recallReasonCd: '상품불량' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(RevokeMessage.shopFaultOver);
    const order = await post(t, kim, '/api/member-svc/order-for-create-revoke', {
      orderId: o.orderId,
    });
    expect(order.json().data.canRevoke).toBe(false);
  });

  it("the order detail's 취소/반품 button follows the clock from delivery, not 90 days from payment", async () => {
    const canRevoke = async (orderId: number) =>
      (await post(t, kim, '/api/member-svc/order-detail', { orderId })).json().data.canRevoke;
    const fresh = await delivered(0);
    // paid 100 days ago, delivered today: still within every return period
    await t.database.db.execute(
      sql`update orders set paid_at = now() - interval '100 days' where order_id = ${fresh.orderId}`,
    );
    expect(await canRevoke(fresh.orderId)).toBe(true);
    const old = await delivered(100);
    expect(await canRevoke(old.orderId)).toBe(false);
  });

  it('staff accept a return outside the period with a reason, audited; only for delivered orders', async () => {
    const o = await delivered(10);
    const grant = (who: SignedInStaff, body: object) =>
      staffCall(t, who, 'POST', '/api/admin/order-withdrawal-exception', body);
    expect((await grant(cs, { orderId: o.orderId, reason: '택배 지연 확인' })).statusCode).toBe(
      403,
    );
    const empty = await grant(warehouse, { orderId: o.orderId, reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AdminOrderMessage.exceptionReason);
    const notDelivered = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    const early = await grant(warehouse, { orderId: notDelivered.orderId, reason: '사유' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(AdminOrderMessage.exceptionNotDelivered);

    const ok = await grant(warehouse, { orderId: o.orderId, reason: '택배 지연 확인' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await grant(warehouse, { orderId: o.orderId, reason: '다른 사유' })).json().data.reason,
    ).toBe('택배 지연 확인');
    const audit = await queryRows<{ action: string; after: { reason: string } }>(
      t.database.db,
      sql`select action, after from audit_logs where entity_type = 'order'
        and entity_id = ${String(o.orderId)} and action = 'order.withdrawalException'`,
    );
    expect(audit).toEqual([
      { action: 'order.withdrawalException', after: { reason: '택배 지연 확인' } },
    ]);
    const detail = await staffCall(t, warehouse, 'GET', `/api/admin/order?orderId=${o.orderId}`);
    expect(detail.json().data.withdrawalException).toMatchObject({ reason: '택배 지연 확인' });

    const mind = await calc(t, kim, { ...o.body, recallReasonCd: '단순변심' });
    expect(mind.statusCode, mind.body).toBe(200);
    expect(mind.json().data.recallFee).toBe(CHANGE_OF_MIND_FEE);
  });
});
