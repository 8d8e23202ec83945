import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevokeMessage } from '@shop/contract/revoke.ts';
import { queryRows } from '../../db/client.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { signInStaff, staffCall } from '../../test/test-staff-sign-in.ts';
import { firstCompleteAddress, post } from '../../test/checkout-test-kit.ts';
import {
  SEOJUN,
  calc,
  closeNotificationStub,
  create,
  detail,
  dev,
  items,
  ledger,
  paidOrder,
  returnTo,
} from '../../test/revoke-test-kit.ts';

/** The change-of-mind return fee the migration writes (delivery_fee_rates 'returnChangeOfMind'). */
const CHANGE_OF_MIND_FEE = 5_000;

/** The refund table of issue 7 §2, to the won, through the real calls and the gateway simulator. */
let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const PAPER = 42; // paper book, no class discount
const DISCOUNTED = 20; // paper book with a 1,000 won class discount for 김서준

describe('refund table', () => {
  it('full cancel before shipping: products and the 1,500 won delivery fee, card refunded at once', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    expect(o.deliveryPriceTotal).toBe(1500);
    const [item] = await items(t, o.orderId);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 2 }],
    };
    const c = (await calc(t, kim, body)).json().data;
    expect(c).toMatchObject({
      refundCount: 2,
      refundProductSum: 2 * item!.sell_price,
      refundDelivery: 1500,
      refundTotal: o.priceTotal,
      recallFee: 0,
      revokeTypeCd: '취소',
      needsRecall: false,
      needsRefundAccount: false,
      benefitReturned: false,
    });
    const res = await create(t, kim, body, 'revoke-full-cancel-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      revokeProgressCd: '환불자동',
      refundTotal: o.priceTotal,
    });
    expect(await ledger(t, o.tid)).toEqual({ refunds: 1, refunded: o.priceTotal, remaining: 0 });
    const [order] = await queryRows<{ status: string; order_progress_cd: string }>(
      t.database.db,
      sql`select status, order_progress_cd from orders where order_id = ${o.orderId}`,
    );
    expect(order).toEqual({ status: 'refunded', order_progress_cd: '환불완료' });
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(0);
    // the same key again: the stored answer, no second refund
    const again = await create(t, kim, body, 'revoke-full-cancel-1');
    expect(again.json().data.revokeId).toBe(res.json().data.revokeId);
    expect((await ledger(t, o.tid)).refunds).toBe(1);
  });

  it('full cancel before shipping gives the free-delivery benefit back', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }], '신용카드', {
      fdbIdSelected: null,
    });
    expect(o.deliveryPriceTotal).toBe(0);
    const used = sql`select count(*)::int as n from free_delivery_benefits where order_id = ${o.orderId}`;
    expect((await queryRows<{ n: number }>(t.database.db, used))[0]!.n).toBe(1);
    const [item] = await items(t, o.orderId);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
    };
    expect((await calc(t, kim, body)).json().data).toMatchObject({
      refundDelivery: 0,
      refundTotal: o.priceTotal,
      benefitReturned: true,
    });
    expect((await create(t, kim, body)).statusCode).toBe(200);
    expect((await queryRows<{ n: number }>(t.database.db, used))[0]!.n).toBe(0);
  });

  it('a partial cancel with a class discount refunds what was paid, never the list price', async () => {
    const o = await paidOrder(t, kim, [
      { productId: DISCOUNTED, qty: 2, cdi: SEOJUN },
      { productId: PAPER, qty: 1, cdi: SEOJUN },
    ]);
    const [discounted] = await items(t, o.orderId);
    const [listed] = await queryRows<{ sell_price: number }>(
      t.database.db,
      sql`select sell_price from products where product_id = ${DISCOUNTED}`,
    );
    expect(discounted!.sell_price).toBe(listed!.sell_price - 1000);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: discounted!.order_item_id, qty: 1 }],
    };
    const c = (await calc(t, kim, body)).json().data;
    expect(c).toMatchObject({
      refundProductSum: listed!.sell_price - 1000,
      refundDelivery: 0,
      refundTotal: listed!.sell_price - 1000,
    });
    expect((await create(t, kim, body)).json().data.revokeProgressCd).toBe('환불자동');
    expect(await ledger(t, o.tid)).toMatchObject({ remaining: o.priceTotal - c.refundTotal });
    const [order] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where order_id = ${o.orderId}`,
    );
    expect(order!.status).toBe('paid');
  });

  it('part of a shipped paper-book order returned by change of mind: 5,000 won fee paid by card, then recall and refund', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    expect((await dev(t, kim, 'order-ship', { orderId: o.orderId })).statusCode).toBe(200);
    expect((await dev(t, kim, 'order-age', { orderId: o.orderId, days: 20 })).statusCode).toBe(200);
    const [item] = await items(t, o.orderId);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
    };
    expect((await calc(t, kim, body)).json().data).toMatchObject({
      refundProductSum: item!.sell_price,
      refundDelivery: 0,
      refundTotal: item!.sell_price,
      recallFee: CHANGE_OF_MIND_FEE,
      revokeTypeCd: '반품',
      needsRecall: true,
    });
    const noAddress = await create(t, kim, { ...body, paymentTypeCd: '신용카드' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.message).toBe(RevokeMessage.recallAddress);
    const deliveryId = await firstCompleteAddress(t, kim);
    const noMethod = await create(t, kim, { ...body, deliveryId });
    expect(noMethod.json().error).toMatchObject({ field: 'paymentTypeCd' });
    const res = await create(t, kim, { ...body, deliveryId, paymentTypeCd: '신용카드' });
    expect(res.json().data).toMatchObject({
      revokeProgressCd: '반품비결제대기',
      recallFee: CHANGE_OF_MIND_FEE,
    });
    const revokeId = res.json().data.revokeId as number;

    const form = await post(t, kim, '/api/inicis/get-parameter-of-revoke', {
      revokeId,
      paymentTypeCd: '신용카드',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.price).toBe(CHANGE_OF_MIND_FEE);
    const back = await payInWindow(form.json().data, 'approve');
    expect(await returnTo(t, '/api/inicis/pay-recall-fee-ok', back.fields)).toBe(
      `/mypage/recall-success/universal/${revokeId}`,
    );
    let d = (await detail(t, kim, revokeId)).json().data;
    expect(d).toMatchObject({
      revokeProgressCd: '환불대기',
      revokeTypeCd: '반품',
      recallFee: CHANGE_OF_MIND_FEE,
      recallFeePaid: true,
      refundForProducts: item!.sell_price,
      refundForDelivery: 0,
      refundTypeCd: 'Card',
    });
    expect(d.deliveryInfo.addr1).toBeTruthy();
    expect(d.items).toHaveLength(1);
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(1);

    const step = (s: string) => dev(t, kim, 'revoke-step', { revokeId, step: s });
    expect((await step('pickup')).json().data.revokeProgressCd).toBe('환불대기');
    expect((await step('inspect')).json().data.revokeProgressCd).toBe('환불지시');
    expect((await step('refund')).json().data.revokeProgressCd).toBe('환불완료');
    d = (await detail(t, kim, revokeId)).json().data;
    expect(d).toMatchObject({ recallLogisticCd: 'CJ', recallInvoiceNumber: '650000000001' });
    expect(await ledger(t, o.tid)).toEqual({
      refunds: 1,
      refunded: item!.sell_price,
      remaining: o.priceTotal - item!.sell_price,
    });
    expect((await step('refund')).statusCode).toBe(409);
  });

  it('91 days after payment nothing can be revoked', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    await dev(t, kim, 'order-age', { orderId: o.orderId, days: 91 });
    const [item] = await items(t, o.orderId);
    const res = await calc(t, kim, {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RevokeMessage.tooLate);
    const order = await post(t, kim, '/api/member-svc/order-for-create-revoke', {
      orderId: o.orderId,
    });
    expect(order.json().data.canRevoke).toBe(false);
  });

  it('a virtual-account cancel needs the refund account and is paid back by finance', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }], '가상계좌');
    const [item] = await items(t, o.orderId);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
    };
    expect((await calc(t, kim, body)).json().data).toMatchObject({
      needsRefundAccount: true,
      refundTotal: o.priceTotal,
    });
    const missing = await create(t, kim, { ...body, bankName: '국민은행', bankAccount: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: RevokeMessage.refundAccount,
      field: 'bankAccount',
    });
    const res = await create(t, kim, {
      ...body,
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
    });
    expect(res.json().data.revokeProgressCd).toBe('환불지시');
    const revokeId = res.json().data.revokeId as number;
    expect((await detail(t, kim, revokeId)).json().data).toMatchObject({
      refundTypeCd: 'Bank',
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
      refundTotal: o.priceTotal,
    });
    const done = await dev(t, kim, 'revoke-step', { revokeId, step: 'refund' });
    expect(done.json().data.revokeProgressCd).toBe('환불완료');
    const [money] = await queryRows<{ method: string; amount: number }>(
      t.database.db,
      sql`select method, amount from refunds where revoke_id = ${revokeId} and status = 'done'`,
    );
    expect(money).toEqual({ method: 'Bank', amount: o.priceTotal });
    expect((await ledger(t, o.tid)).refunds).toBe(0);
  });
});

describe('the change-of-mind return fee as data (decision 0438)', () => {
  it('applies to the next request; a request already made keeps its fee; audited', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    expect((await dev(t, kim, 'order-ship', { orderId: o.orderId })).statusCode).toBe(200);
    const [item] = await items(t, o.orderId);
    const body = {
      orderId: o.orderId,
      recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
    };
    const deliveryId = await firstCompleteAddress(t, kim);
    const made = await create(t, kim, { ...body, deliveryId, paymentTypeCd: '신용카드' });
    expect(made.json().data).toMatchObject({ recallFee: CHANGE_OF_MIND_FEE });
    const revokeId = made.json().data.revokeId as number;

    const md = await signInStaff(t, 'md.demo');
    const saveFee = (feeWon: number) =>
      staffCall(t, md, 'POST', '/api/admin/delivery-fee-save', {
        code: 'returnChangeOfMind',
        feeWon,
      });
    expect((await saveFee(6_000)).statusCode).toBe(200);
    try {
      // the next calculation and the request page use the new fee
      expect((await calc(t, kim, body)).json().data.recallFee).toBe(6_000);
      const page = await post(t, kim, '/api/member-svc/order-for-create-revoke', {
        orderId: o.orderId,
      });
      expect(page.json().data.changeOfMindFee).toBe(6_000);
      // the request already made keeps what it was charged
      expect((await detail(t, kim, revokeId)).json().data.recallFee).toBe(CHANGE_OF_MIND_FEE);
      const audit = await queryRows<{ before: unknown; after: unknown }>(
        t.database.db,
        sql`select before, after from audit_logs
          where action = 'deliveryFee.update' and entity_id = 'returnChangeOfMind'`,
      );
      expect(audit).toEqual([{ before: { feeWon: 5_000 }, after: { feeWon: 6_000 } }]);
    } finally {
      expect((await saveFee(CHANGE_OF_MIND_FEE)).statusCode).toBe(200);
    }
  });
});
