import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSplit, vatOf, type TaxSplit } from '@shop/contract/tax-split.ts';
import { queryRows } from '../../db/client.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { windowForm } from '../../test/checkout-test-kit.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import {
  SEOJUN,
  closeNotificationStub,
  create,
  items,
  paidOrder,
} from '../../test/revoke-test-kit.ts';
import { createOrder, orderBody } from '../../test/checkout-test-kit.ts';

/** 복합과세 (decision 0461): every gateway call carries the split of the order's lines. */
let t: TestApp;
let kim: SignedIn;
let device: number;
const BOOK = 42;

beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  kim = await signInAs(t, 'parent.kim');
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select product_id as id from products where kind = 'device' and sale_status = 'onSale'
      and can_buy and sell_price between 50000 and 200000 order by product_id limit 1`,
  );
  device = row!.id;
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

interface GatewayTx {
  tid: string;
  window: { price: number; taxFree: number };
  refunds: { price: number; taxFree: number }[];
}

async function gatewayTx(tid: string): Promise<GatewayTx> {
  const res = await fetch(`${t.simUrl}/pg/_control/transactions`);
  const { list } = (await res.json()) as { list: GatewayTx[] };
  return list.find((x) => x.tid === tid)!;
}

/** The split of the order as its stored lines and delivery fee say (the contract's rule). */
async function storedSplit(orderId: number, qty: 'qty' | 'qty_effected'): Promise<TaxSplit> {
  const rows = await queryRows<{ amount: number; tax_free: boolean; shipped: boolean }>(
    t.database.db,
    sql`select i.sell_price * i.${sql.raw(qty)} as amount, i.tax_free, not p.is_stb as shipped
      from order_items i join products p on p.product_id = i.product_id
      where i.order_id = ${orderId}`,
  );
  const [order] = await queryRows<{ fee: number }>(
    t.database.db,
    sql`select delivery_price_total as fee from orders where order_id = ${orderId}`,
  );
  return orderSplit(
    rows.map((r) => ({ amount: Number(r.amount), taxFree: r.tax_free, shipped: r.shipped })),
    order!.fee,
  );
}

const both = () => [
  { productId: BOOK, qty: 2, cdi: SEOJUN },
  { productId: device, qty: 1, cdi: null },
];

describe('the tax-free flag', () => {
  it('is seeded from the kind: books and smart books tax-free, devices and aids taxable', async () => {
    const rows = await queryRows<{ kind: string; tax_free: boolean; n: number }>(
      t.database.db,
      sql`select kind, tax_free, count(*)::int as n from products group by kind, tax_free
        order by kind, tax_free`,
    );
    for (const r of rows) expect(r.tax_free, r.kind).toBe(r.kind === 'book' || r.kind === 'stb');
  });
});

describe('the payment', () => {
  it("texts the ARS pay code with the order's split; the ARS service keeps it (decision 0470)", async () => {
    const body = await orderBody(t, kim, both(), {
      fdbIdSelected: '',
      paymentTypeCd: 'ARS',
      arsPhone: '010-2345-6789',
    });
    const { orderId, priceTotal } = await createOrder(t, kim, body);
    const split = await storedSplit(orderId, 'qty');
    expect(split.taxFree).toBeGreaterThan(0);
    expect(split.taxable).toBeGreaterThan(0);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/allat/send-ars',
      headers: kim.headers,
      payload: { orderId, arsPhone: '010-2345-6789' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await fetch(`${t.simUrl}/ars/_control/requests`);
    const { list } = (await res.json()) as {
      list: { orderNo: string; amount: number; taxFree: number }[];
    };
    const request = list.filter((r) => r.orderNo.startsWith(`O${orderId}P`)).at(-1)!;
    expect(request).toMatchObject({ amount: priceTotal, taxFree: split.taxFree });
  });

  it("sends the order's split in the window (PC and mobile); the gateway keeps it", async () => {
    const body = await orderBody(t, kim, both(), { fdbIdSelected: '' });
    const { orderId, priceTotal } = await createOrder(t, kim, body);
    const lines = await items(t, orderId);
    const bookLine = lines.find((l) => l.product_id === BOOK)!;
    const split = await storedSplit(orderId, 'qty');
    expect(split.taxable + split.taxFree).toBe(priceTotal);
    expect(split.taxFree).toBeGreaterThanOrEqual(2 * bookLine.sell_price);
    expect(split.taxFree).toBeLessThan(priceTotal);

    const pc = await windowForm(t, kim, orderId, '신용카드');
    expect(pc.fields).toMatchObject({
      taxfree: String(split.taxFree),
      tax: String(vatOf(split.taxable)),
    });
    const mobile = await t.app.inject({
      method: 'POST',
      url: '/api/inicis/get-parameter-of-order',
      headers: kim.headers,
      payload: { orderId, paymentTypeCd: '신용카드', mobile: true },
    });
    expect(mobile.statusCode, mobile.body).toBe(200);
    expect(mobile.json().data.fields).toMatchObject({
      P_TAXFREE: String(split.taxFree),
      P_TAX: String(vatOf(split.taxable)),
    });
  });

  it('refuses at the gateway a window whose parts do not add up', async () => {
    const body = await orderBody(t, kim, both(), { fdbIdSelected: '' });
    const { orderId } = await createOrder(t, kim, body);
    const form = await windowForm(t, kim, orderId, '신용카드');
    const wrong = { ...form, fields: { ...form.fields, tax: String(Number(form.fields.tax) + 1) } };
    await expect(payInWindow(wrong, 'approve')).rejects.toThrow(/복합과세/);
  });
});

describe('refunds', () => {
  it('sends the split of each partial refund; the parts of all refunds add up to the payment', async () => {
    const o = await paidOrder(t, kim, both());
    const paid = await storedSplit(o.orderId, 'qty');
    expect((await gatewayTx(o.tid)).window).toMatchObject({
      price: o.priceTotal,
      taxFree: paid.taxFree,
    });
    const lines = await items(t, o.orderId);
    const bookLine = lines.find((l) => l.product_id === BOOK)!;
    const deviceLine = lines.find((l) => l.product_id === device)!;

    // one book back: its amount is refunded tax-free
    const first = await create(t, kim, {
      orderId: o.orderId,
      recallItems: [{ orderItemId: bookLine.order_item_id, qty: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    let tx = await gatewayTx(o.tid);
    expect(tx.refunds).toHaveLength(1);
    expect(tx.refunds[0]).toMatchObject({
      price: bookLine.sell_price,
      taxFree: bookLine.sell_price,
    });
    const [stored] = await queryRows<{ tax_free: number }>(
      t.database.db,
      sql`select tax_free from refunds where order_id = ${o.orderId} and status = 'done'`,
    );
    expect(stored!.tax_free).toBe(bookLine.sell_price);

    // the device back: refunded taxable
    const second = await create(t, kim, {
      orderId: o.orderId,
      recallItems: [{ orderItemId: deviceLine.order_item_id, qty: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    tx = await gatewayTx(o.tid);
    expect(tx.refunds).toHaveLength(2);
    expect(tx.refunds[1]!.taxFree).toBe(0);
    expect(tx.refunds[1]!.price).toBeGreaterThanOrEqual(deviceLine.sell_price);

    // what the gateway still holds is the split of what the order keeps
    const refunded = tx.refunds.reduce((s, r) => s + r.price, 0);
    const refundedTaxFree = tx.refunds.reduce((s, r) => s + r.taxFree, 0);
    const held = { total: o.priceTotal - refunded, taxFree: paid.taxFree - refundedTaxFree };
    expect(held.taxFree).toBe(paid.taxFree - bookLine.sell_price);
    expect(held.taxFree).toBeGreaterThanOrEqual(0);
    expect(held.taxFree).toBeLessThanOrEqual(held.total);
    expect(held.total - held.taxFree).toBeLessThanOrEqual(paid.taxable);
  });

  it('refuses at the gateway a refund taking more of a part than it holds', async () => {
    const o = await paidOrder(t, kim, [{ productId: device, qty: 1, cdi: null }]);
    const gateway = connectOutsideSystems(t.config).paymentGateway;
    const tooFree = gateway.partialRefund({
      tid: o.tid,
      amount: 1_000,
      split: { taxable: 0, taxFree: 1_000 },
      remainingAfter: o.priceTotal - 1_000,
      reason: 'tax-free part of an all-taxable payment',
    });
    await expect(tooFree).rejects.toMatchObject({ code: 'R310' });
    expect((await gatewayTx(o.tid)).refunds).toHaveLength(0);
  });
});
