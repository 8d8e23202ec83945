import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevokeMessage } from '@shop/contract/revoke.ts';
import { queryRows } from '../../db/client.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { insertOrder } from '../../test/test-orders.ts';
import { post } from '../../test/checkout-test-kit.ts';
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
} from '../../test/revoke-test-kit.ts';

/** Quantities under concurrency, a failing gateway, who may revoke and see what, smart books. */
let t: TestApp;
let kim: SignedIn;
let lee: SignedIn;
let park: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  [kim, lee, park] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInAs(t, 'parent.lee'),
    signInAs(t, 'student.park'),
  ]);
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const PAPER = 42;
const STB = 22; // a smart book of 김서준's class
const JIHO = { stdId: 5201, brchId: 201, brchType: 'CDI' };
const oneOf = (orderId: number, orderItemId: number, qty = 1) => ({
  orderId,
  recallItems: [{ orderItemId, qty }],
});

describe('quantities', () => {
  it('two concurrent requests for the same items never take more than qtyEffected', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 3, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    const body = oneOf(o.orderId, item!.order_item_id, 2);
    const answers = await Promise.all([create(t, kim, body), create(t, kim, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().error.message).toBe(RevokeMessage.qtyOver);
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(1);
    const [sum] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(ri.revoke_qty), 0)::int as n from revoke_items ri
        where ri.order_item_id = ${item!.order_item_id}`,
    );
    expect(sum!.n).toBe(2);
    expect(await ledger(t, o.tid)).toMatchObject({ refunds: 1, refunded: 2 * item!.sell_price });
  });

  it('refuses a quantity above qtyEffected and an empty choice, changing nothing', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    const over = await create(t, kim, oneOf(o.orderId, item!.order_item_id, 2));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      message: RevokeMessage.qtyOver,
      field: 'recallItems.0.qty',
    });
    const none = await calc(t, kim, { orderId: o.orderId, recallItems: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('하나 이상의 주문내역을 선택해 주세요.');
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(1);
  });
});

describe('a refund call that fails', () => {
  it('leaves the request retryable in 환불지시; the retry refunds exactly once', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    await simControl(t, '/pg/_control/fail', { count: 2 }); // the refund and the inquiry after it
    const res = await create(t, kim, oneOf(o.orderId, item!.order_item_id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revokeProgressCd).toBe('환불지시');
    const revokeId = res.json().data.revokeId as number;
    expect((await detail(t, kim, revokeId)).json().data).toMatchObject({
      revokeProgressCd: '환불지시',
      refundFailed: true,
    });
    expect(await ledger(t, o.tid)).toMatchObject({ refunds: 0, remaining: o.priceTotal });
    const retry = await dev(t, kim, 'revoke-step', { revokeId, step: 'retry' });
    expect(retry.json().data).toMatchObject({ revokeProgressCd: '환불완료', refundFailed: false });
    expect(await ledger(t, o.tid)).toEqual({ refunds: 1, refunded: o.priceTotal, remaining: 0 });
    expect((await dev(t, kim, 'revoke-step', { revokeId, step: 'retry' })).statusCode).toBe(409);
    const rows = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from refunds where revoke_id = ${revokeId} order by refund_id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['failed', 'done']);
  });

  it('a refund the gateway made while the shop lost the answer is recorded, not made again', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    await simControl(t, '/pg/_control/fail', { count: 2 });
    const res = await create(t, kim, oneOf(o.orderId, item!.order_item_id));
    const revokeId = res.json().data.revokeId as number;
    // the attempt the shop wrote down reaches the gateway after all (the answer never came back)
    const [attempt] = await queryRows<{
      amount: number;
      tax_free: number;
      remaining_after: number;
    }>(
      t.database.db,
      sql`select amount, tax_free, remaining_after from refunds where revoke_id = ${revokeId} and status = 'requesting'`,
    );
    await connectOutsideSystems(t.config).paymentGateway.partialRefund({
      tid: o.tid,
      amount: attempt!.amount,
      split: { taxable: attempt!.amount - attempt!.tax_free, taxFree: attempt!.tax_free },
      remainingAfter: attempt!.remaining_after,
      reason: 'late',
    });
    const retry = await dev(t, kim, 'revoke-step', { revokeId, step: 'retry' });
    expect(retry.json().data.revokeProgressCd).toBe('환불완료');
    expect(await ledger(t, o.tid)).toMatchObject({ refunds: 1, refunded: item!.sell_price });
    const [order] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where order_id = ${o.orderId}`,
    );
    expect(order!.status).toBe('paid');
  });

  // issue 18 §2 and issue 16 ('recall-create answers 409 but the request is stored')
  it('a stored request answers success even when its refund cannot start: an error answer never commits', async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    await simControl(t, '/pg/_control/fail', { count: 2 }); // first refund left unclear (in flight)
    const first = await create(t, kim, oneOf(o.orderId, item!.order_item_id));
    expect(first.json().data.revokeProgressCd).toBe('환불지시');
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from revokes where order_id = ${o.orderId}`,
        )
      )[0]!.n;
    // the order's other unit: its refund meets the first attempt still in flight
    const second = await create(t, kim, oneOf(o.orderId, item!.order_item_id));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.revokeProgressCd).toBe('환불지시');
    expect(await count()).toBe(2);
    const revokeId = second.json().data.revokeId as number;
    expect((await detail(t, kim, revokeId)).json().data.revokeProgressCd).toBe('환불지시');
  });
});

describe('who may revoke and see what', () => {
  it("another member's order cannot be revoked or even seen", async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }]);
    const [item] = await items(t, o.orderId);
    const body = oneOf(o.orderId, item!.order_item_id);
    const path = '/api/member-svc/order-for-create-revoke';
    expect((await post(t, lee, path, { orderId: o.orderId })).statusCode).toBe(404);
    expect((await calc(t, lee, body)).statusCode).toBe(404);
    expect((await create(t, lee, body)).statusCode).toBe(404);
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(1);
  });

  // issue 18 §7: a family student could cancel an item the parent paid, refunded to the parent's card
  it("a family student sees a parent's order but only the payer may cancel or return it", async () => {
    const orderId = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 21, cdi: JIHO }],
    });
    const [item] = await items(t, orderId);
    const body = oneOf(orderId, item!.order_item_id);
    const seen = await post(t, park, '/api/member-svc/order-for-create-revoke', { orderId });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.canRevoke).toBe(false);
    for (const res of [await calc(t, park, body), await create(t, park, body)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(RevokeMessage.payerOnly);
    }
    expect((await items(t, orderId))[0]!.qty_effected).toBe(1);
    const detail = (await post(t, park, '/api/member-svc/order-detail', { orderId })).json().data;
    expect(detail.canRevoke).toBe(false);
    expect((await calc(t, kim, body)).statusCode).toBe(200);
  });

  it('list and detail: the requester sees all, a student only its own items, others nothing', async () => {
    const orderId = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [
        { productId: PAPER, cdi: SEOJUN },
        { productId: 21, cdi: JIHO },
      ],
    });
    const order = (
      await post(t, kim, '/api/member-svc/order-for-create-revoke', { orderId })
    ).json().data;
    expect(order).toMatchObject({ canRevoke: true, sentShipping: false, hiddenItemCount: 0 });
    expect(order.items.every((i: { checked: boolean }) => i.checked)).toBe(true);
    const res = await create(t, kim, {
      orderId,
      recallItems: order.items.map((i: { orderItemId: number }) => ({
        orderItemId: i.orderItemId,
        qty: 1,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const revokeId = res.json().data.revokeId as number;
    const mine = (await detail(t, kim, revokeId)).json().data;
    expect(mine.items).toHaveLength(2);
    expect(mine.hiddenItemCount).toBe(0);
    const student = await detail(t, park, revokeId);
    expect(student.statusCode).toBe(200);
    expect(student.json().data.items.map((i: { productId: number }) => i.productId)).toEqual([21]);
    expect(student.json().data.hiddenItemCount).toBe(1);
    expect((await detail(t, lee, revokeId)).statusCode).toBe(404);
    const list = async (who: SignedIn) =>
      (await post(t, who, '/api/member-svc/revoke-list', {}))
        .json()
        .list.map((r: { revokeId: number }) => r.revokeId);
    expect(await list(kim)).toContain(revokeId);
    expect(await list(lee)).not.toContain(revokeId);
    const bad = await post(t, kim, '/api/member-svc/revoke-list', {
      startDate: '2026-03-01',
      endDate: '2026-02-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(RevokeMessage.endBeforeStart);
    const stats = await post(t, kim, '/api/member-svc/fetch-order-statistics', {});
    expect(stats.json().data.revokeCount).toBeGreaterThan(0);
  });
});

describe('smart books', () => {
  it('are not recalled, and refused when used in class or when the class records cannot tell', async () => {
    const o = await paidOrder(t, kim, [
      { productId: PAPER, qty: 1, cdi: SEOJUN },
      { productId: STB, qty: 1, cdi: SEOJUN },
    ]);
    await dev(t, kim, 'order-ship', { orderId: o.orderId });
    const [paper, stb] = await items(t, o.orderId);
    const onlyStb = oneOf(o.orderId, stb!.order_item_id);
    expect((await calc(t, kim, onlyStb)).json().data).toMatchObject({
      revokeTypeCd: '취소',
      needsRecall: false,
      recallFee: 0,
    });
    const both = {
      orderId: o.orderId,
      recallItems: [
        { orderItemId: paper!.order_item_id, qty: 1 },
        { orderItemId: stb!.order_item_id, qty: 1 },
      ],
      recallReasonCd: '오배송',
    };
    expect((await calc(t, kim, both)).json().data).toMatchObject({
      revokeTypeCd: '반품',
      needsRecall: true,
    });

    await simControl(t, '/class-records/_control/fail', { count: 1 });
    const down = await calc(t, kim, onlyStb);
    expect(down.statusCode).toBe(409);
    expect(down.json().error.message).toBe(RevokeMessage.stbUnknown);

    await simControl(t, '/class-records/_control/ebook-usage', { stdId: 5101, productId: STB });
    const used = await create(t, kim, onlyStb);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toBe(RevokeMessage.stbUsed);
    const page = (
      await post(t, kim, '/api/member-svc/order-for-create-revoke', {
        orderId: o.orderId,
      })
    ).json().data;
    const shown = page.items.find(
      (i: { orderItemId: number }) => i.orderItemId === stb!.order_item_id,
    );
    expect(shown).toMatchObject({ refundable: false, revocable: false, checked: false });
    expect((await items(t, o.orderId))[1]!.qty_effected).toBe(1);
    await simControl(t, '/class-records/_control/ebook-usage', {
      stdId: 5101,
      productId: STB,
      used: false,
    });
  });
});
