import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductMessage } from '@shop/contract/admin-products.ts';
import { lowestPaidPrice, lowestSalePrice } from '@shop/contract/book-price-cap.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { createOrder, orderBody, preview, SEOJUN_CDI } from '../../test/checkout-test-kit.ts';
import { deleteTestOrders } from '../../test/test-orders.ts';

/** 도서정가제 (출판문화산업진흥법 §22 ⑤, decision 0460) on the product entry and the price. */

interface Priced {
  productId: number;
  kind: string;
  markedPrice: number;
  sellPrice: number;
}

let t: TestApp;
let md: SignedInStaff;
let kim: SignedIn;
let book: Priced;
let device: Priced;
const KIM_MEMBER_ID = 1001;

const db = () => t.database.db;

async function product(where: ReturnType<typeof sql>): Promise<Priced> {
  const [row] = await queryRows<Priced>(
    db(),
    sql`select product_id as "productId", kind, marked_price as "markedPrice",
      sell_price as "sellPrice" from products
      where sale_status = 'onSale' and can_buy and ${where} order by product_id limit 1`,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  [md, kim] = await Promise.all([
    signInStaff(t, demoLoginOf('merchandiser')),
    signInAs(t, 'parent.kim'),
  ]);
  book = await product(sql`product_id = 20`);
  device = await product(sql`kind = 'device' and marked_price >= 50000`);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await deleteTestOrders(db());
  await simControl(t, '/class-records/_control/reset');
});

async function editPrice(p: Priced, sellPrice: number) {
  const detail = await staffCall(t, md, 'GET', `/api/admin/product?productId=${p.productId}`);
  expect(detail.statusCode, detail.body).toBe(200);
  const fields = detail.json().data.fields;
  return staffCall(t, md, 'POST', '/api/admin/product-save', {
    productId: p.productId,
    fields: { ...fields, sellPrice },
  });
}

const storedSellPrice = async (productId: number) =>
  (
    await queryRows<{ p: number }>(
      db(),
      sql`select sell_price as p from products where product_id = ${productId}`,
    )
  )[0]!.p;

/** 김서준's CDI class with these materials and class-history discounts (the academy's records). */
async function classWith(materials: { productId: number; discount: number }[]) {
  await simControl(t, `/class-records/_control/members/${KIM_MEMBER_ID}`, {
    lectures: [
      {
        cdi: SEOJUN_CDI,
        courseName: 'CDI 정규 Reading',
        semesterName: '2026 가을학기',
        studyPeriod: '2026-09-01 ~ 2026-11-30',
        periodName: 'R4',
        materials: materials.map((m) => ({
          productId: m.productId,
          shouldBuy: true,
          isSupple: false,
          isStb: false,
          classDiscount: m.discount,
        })),
      },
    ],
  });
}

describe('the seeded catalog', () => {
  it('sells product 20 within 10 % of its list price (the seed had 27,700 of 30,800: 10.06 %)', () => {
    expect(book.kind).toBe('book');
    expect(book.sellPrice).toBe(27_700);
    expect(book.markedPrice).toBe(30_700);
    expect(book.sellPrice).toBeGreaterThanOrEqual(lowestSalePrice(book.markedPrice));
  });

  it('holds no book or smart book sold more than 10 % below its list price', async () => {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products
        where kind in ('book', 'stb') and sell_price * 10 < marked_price * 9`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('the product entry', () => {
  it('refuses a book sale price more than 10 % below list, changing nothing; 10 % is allowed', async () => {
    const below = lowestSalePrice(book.markedPrice) - 100;
    const refused = await editPrice(book, below);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(AdminProductMessage.bookPriceCap);
    expect(await storedSellPrice(book.productId)).toBe(book.sellPrice);

    const lowest = lowestSalePrice(book.markedPrice);
    const allowed = await editPrice(book, lowest);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await storedSellPrice(book.productId)).toBe(lowest);
    expect((await editPrice(book, book.sellPrice)).statusCode).toBe(200);
  });

  it('allows a device any discount up to its list price', async () => {
    const half = Math.floor(device.markedPrice / 2);
    const res = await editPrice(device, half);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSellPrice(device.productId)).toBe(half);
    expect((await editPrice(device, device.sellPrice)).statusCode).toBe(200);
  });
});

describe('the price', () => {
  it('cuts a class discount that takes a book below 85 % of list, and keeps it for a device', async () => {
    const bookDiscount = Math.round(book.markedPrice * 0.2);
    const deviceDiscount = Math.round(device.sellPrice * 0.3);
    await classWith([
      { productId: book.productId, discount: bookDiscount },
      { productId: device.productId, discount: deviceDiscount },
    ]);
    const items = [
      { productId: book.productId, qty: 1, cdi: SEOJUN_CDI },
      { productId: device.productId, qty: 1, cdi: SEOJUN_CDI },
    ];
    const p = await preview(t, kim, { items, stdIdList: [SEOJUN_CDI.stdId] });
    const [bookLine, deviceLine] = p.lines;
    const floor = lowestPaidPrice(book.markedPrice);
    expect(bookLine).toMatchObject({
      listPrice: book.markedPrice,
      salePrice: book.sellPrice,
      classDiscount: book.sellPrice - floor,
      lineTotal: floor,
    });
    expect(deviceLine).toMatchObject({
      salePrice: device.sellPrice,
      classDiscount: deviceDiscount,
      lineTotal: device.sellPrice - deviceDiscount,
    });
    expect(p.productPriceTotal).toBe(floor + device.sellPrice - deviceDiscount);

    // the order stores the lawful price, and the class's material list shows it
    const order = await createOrder(t, kim, await orderBody(t, kim, items));
    const stored = await queryRows<{ productId: number; sellPrice: number; classDiscount: number }>(
      db(),
      sql`select product_id as "productId", sell_price as "sellPrice",
          class_discount as "classDiscount"
        from order_items where order_id = ${order.orderId}`,
    );
    expect(stored.find((s) => s.productId === book.productId)).toMatchObject({
      sellPrice: floor,
      classDiscount: book.sellPrice - floor,
    });
    const lectures = await t.app.inject({
      method: 'POST',
      url: `/api/member-svc/${t.config.provider}-lectures`,
      headers: kim.headers,
      payload: { stdId: SEOJUN_CDI.stdId },
    });
    expect(lectures.statusCode, lectures.body).toBe(200);
    const materials = lectures
      .json<{ list: { materials: { productId: number; classDiscount: number | null }[] }[] }>()
      .list.flatMap((l) => l.materials);
    expect(materials.find((m) => m.productId === book.productId)?.classDiscount).toBe(
      book.sellPrice - floor,
    );
  });
});
