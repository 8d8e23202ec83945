import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/contract/cart.ts';
import type { LinePrice, PriceSubtotals } from '@shop/contract/line-prices.ts';
import type { OrderView } from '@shop/contract/orders.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  SEOJUN_CDI,
  createOrder,
  orderBody,
  orderDetail,
  post,
  preview,
} from '../../test/checkout-test-kit.ts';

/**
 * Issue 16 item 3 (decision 0255): every priced list answers each row's parts (정가, 판매가, 수강
 * 이력 할인, 합계) and subtotals that are their sums — the preview, the cart, the order as stored.
 */
let t: TestApp;
let kim: SignedIn;
let general: { productId: number; markedPrice: number; sellPrice: number };
let p20: { markedPrice: number; sellPrice: number };
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  const [book] = await queryRows<{ product_id: number; marked_price: number; sell_price: number }>(
    t.database.db,
    sql`select product_id, marked_price, sell_price from products where kind = 'book'
      and not is_stb and can_buy and sale_status = 'onSale' and language = '한국어'
      and isbn is not null and sell_price > 0 and marked_price > sell_price
      order by product_id limit 1`,
  );
  general = {
    productId: book!.product_id,
    markedPrice: book!.marked_price,
    sellPrice: book!.sell_price,
  };
  const [row] = await queryRows<{ marked_price: number; sell_price: number }>(
    t.database.db,
    sql`select marked_price, sell_price from products where product_id = 20`,
  );
  p20 = { markedPrice: row!.marked_price, sellPrice: row!.sell_price };
});
afterAll(async () => {
  await t?.close();
});

/** 김서준's CDI class takes 1,000 won off each unit of product 20 (the demo's class records). */
const ITEMS = () => [
  { productId: 20, qty: 2, cdi: SEOJUN_CDI },
  { productId: general.productId, qty: 3, cdi: null },
];

/** The rows add up to the subtotals, and the subtotals to the products' total. */
function expectAddsUp(rows: LinePrice[], totals: PriceSubtotals & { productPriceTotal: number }) {
  const sum = (f: (r: LinePrice) => number) => rows.reduce((s, r) => s + f(r), 0);
  for (const r of rows) expect(r.lineTotal).toBe((r.salePrice - r.classDiscount) * r.qty);
  expect(sum((r) => r.lineTotal)).toBe(totals.productPriceTotal);
  expect(sum((r) => r.listPrice * r.qty)).toBe(totals.listPriceTotal);
  expect(sum((r) => (r.listPrice - r.salePrice) * r.qty)).toBe(totals.saleDiscountTotal);
  expect(sum((r) => r.classDiscount * r.qty)).toBe(totals.classDiscountTotal);
  expect(totals.listPriceTotal - totals.saleDiscountTotal - totals.classDiscountTotal).toBe(
    totals.productPriceTotal,
  );
}

const expectedRows = (): LinePrice[] => [
  {
    listPrice: p20.markedPrice,
    salePrice: p20.sellPrice,
    classDiscount: 1000,
    qty: 2,
    lineTotal: (p20.sellPrice - 1000) * 2,
  },
  {
    listPrice: general.markedPrice,
    salePrice: general.sellPrice,
    classDiscount: 0,
    qty: 3,
    lineTotal: general.sellPrice * 3,
  },
];

describe('price parts per row', () => {
  it('calculate-price answers each row with its class discount, and subtotals that are their sums', async () => {
    const p = await preview(t, kim, { items: ITEMS() });
    expect(p.lines).toEqual(expectedRows());
    expect(p.classDiscountTotal).toBe(2000);
    expectAddsUp(p.lines, p);
    // the spec's shape (no class per item, the students named) prices the same rows (decision 0242)
    const spec = await preview(t, kim, {
      items: [
        { productId: 20, qty: 2 },
        { productId: general.productId, qty: 3 },
      ],
      stdIdList: [SEOJUN_CDI.stdId],
    });
    expect(spec.lines[0]).toEqual(expectedRows()[0]);
    expectAddsUp(spec.lines, spec);
  });

  it('cart-mine answers each line priced as the preview prices it', async () => {
    const added = await post(t, kim, '/api/member-svc/cart-add', { list: ITEMS() });
    expect(added.statusCode, added.body).toBe(200);
    const cartIds = added.json<{ data: { cartIds: number[] } }>().data.cartIds;
    try {
      const res = await post(t, kim, '/api/member-svc/cart-mine', { cartTabInx: 0 });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ list: CartItem[] }>().list;
      const rows = ITEMS().map(
        (i) =>
          list.find((l) => l.productId === i.productId && l.cdi?.stdId === i.cdi?.stdId)!.price,
      );
      expect(rows).toEqual(expectedRows());
      const p = await preview(t, kim, { items: ITEMS() });
      expect(rows).toEqual(p.lines);
    } finally {
      await post(t, kim, '/api/member-svc/cart-del', { cartIds });
    }
  });

  it('the order stores what was charged: its detail shows the same rows after the prices change', async () => {
    const body = await orderBody(t, kim, ITEMS(), { fdbIdSelected: '' });
    const p = await preview(t, kim, { items: ITEMS(), fdbIdSelected: '' });
    const { orderId } = await createOrder(t, kim, body);
    const db = t.database.db;
    try {
      // the catalog changes after the order: the order keeps its own prices
      await db.execute(
        sql`update products set marked_price = marked_price + 5000, sell_price = sell_price + 100
          where product_id in (20, ${general.productId})`,
      );
      const res = await orderDetail(t, kim, orderId);
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json<{ data: OrderView }>().data;
      expect(o.items.map((i) => i.price)).toEqual(p.lines);
      // the spec's sellPrice stays what one unit was charged
      expect(o.items.map((i) => i.sellPrice)).toEqual(
        p.lines.map((l) => l.salePrice - l.classDiscount),
      );
      expect(o).toMatchObject({
        productPriceTotal: p.productPriceTotal,
        listPriceTotal: p.listPriceTotal,
        saleDiscountTotal: p.saleDiscountTotal,
        classDiscountTotal: 2000,
      });
      expectAddsUp(
        o.items.map((i) => i.price),
        o,
      );
    } finally {
      await db.execute(
        sql`update products set marked_price = marked_price - 5000, sell_price = sell_price - 100
          where product_id in (20, ${general.productId})`,
      );
      await post(t, kim, '/api/member-svc/order-drop-card', { orderId });
    }
  });

  it('an item stored before list prices were kept: the migration fills them, never under the sale price', async () => {
    const body = await orderBody(t, kim, ITEMS(), { fdbIdSelected: '' });
    const { orderId } = await createOrder(t, kim, body);
    const db = t.database.db;
    try {
      // as before migration 0019: no list price on the rows
      await db.execute(sql`update order_items set marked_price = null where order_id = ${orderId}`);
      // read without one: the product's list price
      const before = (await orderDetail(t, kim, orderId)).json<{ data: OrderView }>().data;
      expect(before.items.map((i) => i.price)).toEqual(expectedRows());
      expectAddsUp(
        before.items.map((i) => i.price),
        before,
      );
      // the migration's own statement fills them the same way; a product whose list price fell
      // under what the row was sold for shows no negative discount
      await db.execute(sql`update products set marked_price = 100 where product_id = 20`);
      const migration = readFileSync(
        new URL('../../db/migrations/0019_order-item-list-price.sql', import.meta.url),
        'utf8',
      );
      const update = migration
        .split('--> statement-breakpoint')
        .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
        .find((s) => s.startsWith('UPDATE'))!;
      await db.execute(sql.raw(update));
      const stored = await queryRows<{ marked_price: number }>(
        db,
        sql`select marked_price from order_items where order_id = ${orderId} order by order_item_id`,
      );
      expect(stored.map((r) => r.marked_price)).toEqual([p20.sellPrice, general.markedPrice]);
      const after = (await orderDetail(t, kim, orderId)).json<{ data: OrderView }>().data;
      expect(after.items[0]!.price).toMatchObject({
        listPrice: p20.sellPrice,
        salePrice: p20.sellPrice,
        classDiscount: 1000,
      });
      expectAddsUp(
        after.items.map((i) => i.price),
        after,
      );
    } finally {
      await db.execute(
        sql`update products set marked_price = ${p20.markedPrice} where product_id = 20`,
      );
      await post(t, kim, '/api/member-svc/order-drop-card', { orderId });
    }
  });
});
