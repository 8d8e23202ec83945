import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { deleteTestOrders } from '../../test/test-orders.ts';
import {
  consentOf,
  SEOJUN_CDI,
  createOrder,
  firstCompleteAddress,
  orderBody,
  post,
  preview,
} from '../../test/checkout-test-kit.ts';

/**
 * A client that follows the spec's call tables (spec 2 §7), not only our web: what it sends is
 * answered the way the tables say (issue 16, item 9).
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

const orderList = (body: object) => post(t, kim, '/api/member-svc/order-list', body);
const listRow = async (orderId: number) =>
  (await orderList({}))
    .json<{ list: { orderId: number; canDrop: boolean }[] }>()
    .list.find((o) => o.orderId === orderId);

describe('order-list as the spec calls it', () => {
  it('a date that is no calendar day is a 400 naming the field', async () => {
    for (const [field, value] of [
      ['startDate', '2024-99-99'],
      ['endDate', '2024-02-30'],
    ] as const) {
      const res = await orderList({ [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });

  it('takes the cache-buster dt as any scalar', async () => {
    for (const dt of [Date.now(), 'x1', true]) {
      const res = await orderList({ page: 1, dt });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('order-create as the spec calls it', () => {
  it('an ARS order with a phone that is no mobile number is refused at creation, nothing stored', async () => {
    const items = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
    const body = await orderBody(t, kim, items, { paymentTypeCd: 'ARS', arsPhone: 'call me' });
    const before = (await orderList({})).json().totalCount;
    const res = await post(t, kim, '/api/member-svc/order-create', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe('arsPhone');
    expect((await orderList({})).json().totalCount).toBe(before);
    // a mobile number is taken
    await createOrder(t, kim, { ...body, arsPhone: '010-1234-5678' });
  });

  it('prices the spec preview (items without a class, stdIdList) as the order that names the classes', async () => {
    const specPreview = await preview(t, kim, {
      items: [{ productId: 20, qty: 2 }],
      stdIdList: [SEOJUN_CDI.stdId],
    });
    const withClass = await preview(t, kim, {
      items: [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }],
      stdIdList: [SEOJUN_CDI.stdId],
    });
    expect(specPreview.productPriceTotal).toBe(withClass.productPriceTotal);
    const order = await createOrder(t, kim, {
      items: [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }],
      productPriceTotal: specPreview.productPriceTotal,
      deliveryPriceTotal: specPreview.deliveryPriceTotal,
      paymentTypeCd: '신용카드',
      arsPhone: null,
      deliveryId: await firstCompleteAddress(t, kim),
      // the consent box the law asks for (decision 0462) is a field the spec's body lacks
      consent: await consentOf(t),
    });
    expect(order.priceTotal).toBe(specPreview.priceTotal);
  });
});

describe('order-list rows and the drop calls agree', () => {
  it('a new virtual-account order says canDrop and order-drop-banking drops it', async () => {
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      paymentTypeCd: '가상계좌',
    });
    const { orderId } = await createOrder(t, kim, body);
    expect((await listRow(orderId))?.canDrop).toBe(true);
    const drop = await post(t, kim, '/api/member-svc/order-drop-banking', { orderId });
    expect(drop.statusCode, drop.body).toBe(200);
    expect((await listRow(orderId))?.canDrop).toBe(false);
    const again = await post(t, kim, '/api/member-svc/order-drop-banking', { orderId });
    expect(again.statusCode).toBe(409);
  });
});
