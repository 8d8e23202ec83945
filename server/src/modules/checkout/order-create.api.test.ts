import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  SEOJUN_CDI,
  createOrder,
  firstCompleteAddress,
  orderBody,
  post,
  preview,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]!.n;

describe('order creation', () => {
  it('writes order, items with cdi, delivery snapshot and the benefit in one go', async () => {
    const items = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
    const body = await orderBody(t, kim, items);
    const { orderId, priceTotal } = await createOrder(t, kim, body);
    expect(priceTotal).toBe(body.productPriceTotal + body.deliveryPriceTotal);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select o.status, o.price_total, i.std_id, i.brch_type, d.name, d.addr2,
        (select count(*)::int from free_delivery_benefits b where b.order_id = o.order_id) as benefits
        from orders o join order_items i on i.order_id = o.order_id
        join order_deliveries d on d.order_id = o.order_id where o.order_id = ${orderId}`,
    );
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      std_id: 5101,
      brch_type: 'CDI',
      benefits: 1,
    });
    expect(String(row!.addr2).length).toBeGreaterThan(0);
    await post(t, kim, '/api/member-svc/order-drop-banking', { orderId });
    await t.database.db.execute(
      sql`update free_delivery_benefits set order_id = null where order_id = ${orderId}`,
    );
  });

  it('refuses a client total that differs from the server’s, writing nothing', async () => {
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    const before = await count('orders');
    const res = await post(t, kim, '/api/member-svc/order-create', {
      ...body,
      productPriceTotal: body.productPriceTotal - 100,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PRICE-MISMATCH',
      message: CheckoutMessage.totalMismatch,
    });
    expect(await count('orders')).toBe(before);
  });

  it('refuses missing payment method, ARS phone and delivery with the spec’s messages', async () => {
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    const cases: [object, string][] = [
      [{ paymentTypeCd: null }, CheckoutMessage.choosePayment],
      [{ paymentTypeCd: 'ARS', arsPhone: '' }, CheckoutMessage.arsPhone],
      [{ deliveryId: null }, CheckoutMessage.chooseDelivery],
    ];
    for (const [change, message] of cases) {
      const res = await post(t, kim, '/api/member-svc/order-create', { ...body, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses an incomplete saved address with CREVERSE-ADDR', async () => {
    const list = (
      await t.app.inject({ url: '/api/bridge/creverse-delivery-list', headers: kim.headers })
    ).json<{ list: { deliveryId: number; addr2: string }[] }>().list;
    const incomplete = list.find((a) => !a.addr2.trim())!;
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    const res = await post(t, kim, '/api/member-svc/order-create', {
      ...body,
      deliveryId: incomplete.deliveryId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'CREVERSE-ADDR', field: 'addr2' });
    expect(res.json().error.message).toContain('[받는 분 정보]');
  });

  it('200 concurrent submissions with one Idempotency-Key make one order, same answer', async () => {
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const before = await count('orders');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        post(t, kim, '/api/member-svc/order-create', body, 'pay-idem-200'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count('orders')).toBe(before + 1);
    const other = await post(
      t,
      kim,
      '/api/member-svc/order-create',
      { ...body, items: [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }] },
      'pay-idem-200',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY-MISMATCH');
  }, 60_000);

  it('one key across two instances and a later retry: one order, one answer', async () => {
    // no in-process queue between instances: they meet at the stored answer's primary key
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const body = await orderBody(t, kim, [{ productId: 22, qty: 1, cdi: SEOJUN_CDI }], {
        fdbIdSelected: '',
      });
      const before = await count('orders');
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/member-svc/order-create',
          headers: { ...kim.headers, 'idempotency-key': 'pay-two-instances' },
          payload: body,
        });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send(i % 2 ? other : t.app)),
      );
      answers.push(await send(other));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(21).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.json()))).size).toBe(1);
      expect(await count('orders')).toBe(before + 1);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('runs a fixed number of queries and outside calls, whatever the number of items', async () => {
    // outside calls leave through node:http (address book, class records) or fetch (the others)
    const outside: string[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      outside.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return realFetch(input, init);
    });
    const realRequest = http.request;
    const httpSpy = vi.spyOn(http, 'request').mockImplementation(((...args: unknown[]) => {
      outside.push(new URL(String(args[0])).pathname);
      return (realRequest as (...a: unknown[]) => http.ClientRequest)(...args);
    }) as typeof http.request);
    try {
      const measure = async (items: object[]) => {
        const body = await orderBody(t, kim, items, { fdbIdSelected: '' });
        outside.length = 0;
        const before = t.database.queryCount();
        await createOrder(t, kim, body);
        return { queries: t.database.queryCount() - before, outside: [...outside].sort() };
      };
      const classItems = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ productId: 20 + i, qty: 1, cdi: SEOJUN_CDI }));
      const one = await measure(classItems(1));
      const five = await measure(classItems(5));
      expect(five).toEqual(one);
      // class records once (member and lectures), the chosen address once
      const deliveryId = await firstCompleteAddress(t, kim);
      expect(one.outside).toEqual([
        `/address-book/api/members/1001/addresses/${deliveryId}`,
        '/class-records/api/members/1001',
        '/class-records/api/members/1001/lectures',
      ]);
      // a general book (no class): the address book, and the member's record for the benefits of
      // the account's students (decision 0264); no lectures, no discount can apply
      const [book] = await queryRows<{ product_id: number }>(
        t.database.db,
        sql`select product_id from products where kind = 'book' and not is_stb and can_buy
          and language = '한국어' and isbn is not null and sell_price > 0
          order by product_id limit 1`,
      );
      const general = await measure([{ productId: book!.product_id, qty: 1, cdi: null }]);
      expect(general.outside).toEqual([
        `/address-book/api/members/1001/addresses/${deliveryId}`,
        '/class-records/api/members/1001',
      ]);
    } finally {
      fetchSpy.mockRestore();
      httpSpy.mockRestore();
    }
  });

  it.each([
    ['with their keys', 'pay-tab-one', 'pay-tab-two'],
    ['without keys', undefined, undefined],
  ])(
    'two tabs on one free-delivery benefit (%s): one wins, the other is priced with the fee',
    async (_, keyOne, keyTwo) => {
      const items = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
      // the benefit the earlier case left held by its unpaid order is free again
      await t.database.db.execute(
        sql`update free_delivery_benefits set order_id = null, used_at = null
        where order_id in (select order_id from orders where status = 'awaiting_payment')`,
      );
      const p = await preview(t, kim, { items });
      expect(p.deliveryPriceTotal).toBe(0);
      const fdbIdSelected = p.fdbIdApplied!;
      const body = await orderBody(t, kim, items, { fdbIdSelected });
      const before = await count('orders');
      const [a, b] = await Promise.all([
        post(t, kim, '/api/member-svc/order-create', body, keyOne),
        post(t, kim, '/api/member-svc/order-create', body, keyTwo),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().error.code).toBe('BENEFIT-UNAVAILABLE');
      expect(await count('orders')).toBe(before + 1);
      const again = await preview(t, kim, { items, fdbIdSelected: '' });
      expect(again.deliveryPriceTotal).toBe(1500);
      const [benefit] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from free_delivery_benefits where fdb_id = ${fdbIdSelected} and order_id is not null`,
      );
      expect(benefit?.n).toBe(1);
    },
  );

  it('a retry after the price changed still gets the first answer', async () => {
    const body = await orderBody(t, kim, [{ productId: 21, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const first = await post(t, kim, '/api/member-svc/order-create', body, 'pay-retry-later');
    expect(first.statusCode, first.body).toBe(200);
    const raise = (won: number) =>
      t.database.db.execute(
        sql`update products set sell_price = sell_price + ${won} where product_id = 21`,
      );
    await raise(1000);
    try {
      const fresh = await post(t, kim, '/api/member-svc/order-create', body);
      expect(fresh.json().error.code).toBe('PRICE-MISMATCH');
      const retry = await post(t, kim, '/api/member-svc/order-create', body, 'pay-retry-later');
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    } finally {
      await raise(-1000);
    }
  });
});
