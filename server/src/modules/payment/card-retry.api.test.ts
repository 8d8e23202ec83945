import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { queryRows } from '../../db/client.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import {
  SEOJUN_CDI,
  createOrder,
  orderBody,
  post,
  preview,
  windowForm,
} from '../../test/checkout-test-kit.ts';
import { returnToShop } from '../../test/payment-test-kit.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteTestOrders } from '../../test/test-orders.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { CardAttempts } from './card-attempt-service.ts';

/**
 * No stuck card payments (issue 16 item 1): a card window that is cancelled, fails or is just
 * closed lets the order's free-delivery benefit go; '다시 결제' pays the same order and claims it
 * again; an unpaid card order does not wait forever.
 */
let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await deleteTestOrders(t.database.db);
});

const book = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
const seojun = { items: book, stdIdList: [SEOJUN_CDI.stdId] };

async function cardOrderWithBenefit() {
  const body = await orderBody(t, kim, book, { paymentTypeCd: '신용카드' });
  expect(body.deliveryPriceTotal).toBe(0);
  const { orderId, priceTotal } = await createOrder(t, kim, body);
  const [held] = await benefitsOf(orderId);
  expect(held).toBeDefined();
  return { orderId, priceTotal, fdbId: held!.fdb_id };
}
const benefitsOf = (orderId: number) =>
  queryRows<{ fdb_id: number }>(
    t.database.db,
    sql`select fdb_id from free_delivery_benefits where order_id = ${orderId}`,
  );
const orderStatus = async (orderId: number) =>
  (
    await queryRows<{ status: string; order_progress_cd: string }>(
      t.database.db,
      sql`select status, order_progress_cd from orders where order_id = ${orderId}`,
    )
  )[0]!;
const release = (orderId: number) => post(t, kim, '/api/member-svc/order-pay-release', { orderId });
const job = () => new CardAttempts(t.database.db, connectOutsideSystems(t.config).paymentGateway);

describe('a card window that ends without a payment', () => {
  it('cancelled: the failure page names the order, the benefit is free again, 다시 결제 pays the same order', async () => {
    const { orderId, fdbId } = await cardOrderWithBenefit();
    const back = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'cancel');
    expect(await returnToShop(t, back.fields)).toBe(
      `/mypage/payment-fail?resultMsg=cancelled&orderId=${orderId}`,
    );
    const res = await release(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('released');
    expect(await benefitsOf(orderId)).toEqual([]);
    // the next order gets the benefit instead of paying 1,500 won
    const next = await preview(t, kim, seojun);
    expect(next).toMatchObject({ deliveryPriceTotal: 0, hasNotPaidOrder: false });
    expect(next.fdbIdApplied).toBe(fdbId);

    const paid = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'approve');
    expect(await returnToShop(t, paid.fields)).toBe(`/mypage/payment-ok/universal/${orderId}`);
    expect((await orderStatus(orderId)).status).toBe('paid');
    expect((await benefitsOf(orderId)).map((b) => b.fdb_id)).toEqual([fdbId]);
  });

  it('just closed: after the 30-minute window the job lets the benefit go; the order can still be paid', async () => {
    const { orderId, fdbId } = await cardOrderWithBenefit();
    await windowForm(t, kim, orderId, '신용카드');
    expect(await job().expire(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await benefitsOf(orderId)).toHaveLength(1);
    expect(await job().expire(new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await benefitsOf(orderId)).toEqual([]);
    expect((await orderStatus(orderId)).status).toBe('awaiting_payment');
    const paid = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'approve');
    expect(await returnToShop(t, paid.fields)).toBe(`/mypage/payment-ok/universal/${orderId}`);
    expect((await benefitsOf(orderId)).map((b) => b.fdb_id)).toEqual([fdbId]);
  });

  it('a benefit another order took meanwhile: 다시 결제 is refused with a clear message', async () => {
    const { orderId } = await cardOrderWithBenefit();
    await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'fail');
    expect((await release(orderId)).json().data.state).toBe('released');
    await createOrder(t, kim, await orderBody(t, kim, book, { paymentTypeCd: '가상계좌' }));
    const again = await post(t, kim, '/api/inicis/get-parameter-of-order', {
      orderId,
      paymentTypeCd: '신용카드',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CheckoutMessage.retryBenefitTaken);
    // the member drops it instead
    const drop = await post(t, kim, '/api/member-svc/order-drop-card', { orderId });
    expect(drop.statusCode, drop.body).toBe(200);
    expect(await orderStatus(orderId)).toEqual({
      status: 'dropped',
      order_progress_cd: '주문취소',
    });
  });

  it('no card order waits forever: unpaid a day after it was made, it is cancelled', async () => {
    const { orderId } = await cardOrderWithBenefit();
    await windowForm(t, kim, orderId, '신용카드');
    await job().expire(new Date(Date.now() + 25 * 3_600_000));
    expect(await orderStatus(orderId)).toEqual({
      status: 'dropped',
      order_progress_cd: '주문취소',
    });
    expect(await benefitsOf(orderId)).toEqual([]);
  });

  it("another member's order is not found", async () => {
    const { orderId } = await cardOrderWithBenefit();
    const lee = await signInAs(t, 'parent.lee');
    const res = await post(t, lee, '/api/member-svc/order-pay-release', { orderId });
    expect(res.statusCode).toBe(404);
    expect(await benefitsOf(orderId)).toHaveLength(1);
  });
});
