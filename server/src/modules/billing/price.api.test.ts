import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PricePreview } from '@shop/contract/billing.ts';
import type { BuySummary } from '@shop/contract/member.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { priceInputs, productsByIds, seasonAt } from './billing-repository.ts';
import { seasonAt as calendarSeasonAt } from './delivery-fee-rules.ts';
import { standardSeasonCalendar } from './season-calendar.ts';
import { deleteTestOrders, insertOrder } from '../../test/test-orders.ts';
import { createOrder, orderBody } from '../../test/checkout-test-kit.ts';

const SEOJUN_CDI = { stdId: 5101, brchId: 101, brchType: 'CDI' };
const SEOYEON_APRIL = { stdId: 5102, brchId: 301, brchType: 'APRIL' };
// demo catalog prices: 20 (paper, class discount 1,000 for 김서준's CDI class), 22 (smart book)
const P20 = 27_700;
const P22 = 15_100;

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
  await simControl(t, '/class-records/_control/reset');
});

async function preview(who: SignedIn, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member-svc/calculate-price',
    headers: who.headers,
    payload: body,
  });
  return res;
}
async function priced(who: SignedIn, body: object): Promise<PricePreview> {
  const res = await preview(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PricePreview }>().data;
}

const seojunBook = { items: [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }], stdIdList: [5101] };

describe('price preview', () => {
  it("first payment of the season: class discount, the student's benefits, free delivery", async () => {
    const p = await priced(kim, seojunBook);
    expect(p).toMatchObject({
      productPriceTotal: (P20 - 1000) * 2,
      deliveryPriceOrigin: 1500,
      deliveryPriceTotal: 0,
      priceTotal: (P20 - 1000) * 2,
      needDelivery: true,
      failCreverseAPi: false,
      hasNotPaidOrder: false,
    });
    expect(p.freeDeliveryList.map((b) => [b.stdName, b.brchType, b.orderId])).toEqual([
      ['김서준', 'CDI', null],
      ['김서준', 'THEOPEN', null],
      ['김서준', 'APRIL', null],
      ['김서준', 'IGARTEN', null],
    ]);
    expect(p.fdbIdApplied).toBe(p.freeDeliveryList[0]!.fdbId);
    const b = p.freeDeliveryList[0]!;
    expect(b.startDate).toMatch(/^\d{4}-(02|05|08|11)-01$/);
    expect(b.endDate).toMatch(/^\d{4}-(04-30|07-31|10-31|01-31)$/);
    // the same benefits (same ids) on the next call
    expect((await priced(kim, seojunBook)).freeDeliveryList).toEqual(p.freeDeliveryList);
  });

  it("'' pays the fee; a chosen benefit applies; a used one is refused", async () => {
    const first = await priced(kim, seojunBook);
    const [cdi, theopen] = first.freeDeliveryList;
    expect(await priced(kim, { ...seojunBook, fdbIdSelected: '' })).toMatchObject({
      deliveryPriceTotal: 1500,
      fdbIdApplied: null,
      priceTotal: (P20 - 1000) * 2 + 1500,
    });
    expect((await priced(kim, { ...seojunBook, fdbIdSelected: theopen!.fdbId })).fdbIdApplied).toBe(
      theopen!.fdbId,
    );
    await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 42, cdi: SEOJUN_CDI }],
      fdbId: cdi!.fdbId,
    });
    const refused = await preview(kim, { ...seojunBook, fdbIdSelected: cdi!.fdbId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('BENEFIT-UNAVAILABLE');
    // null: the server picks another unused benefit
    const again = await priced(kim, { ...seojunBook, fdbIdSelected: null });
    expect(again.fdbIdApplied).not.toBe(cdi!.fdbId);
    expect(again.freeDeliveryList.find((x) => x.fdbId === cdi!.fdbId)?.orderId).not.toBeNull();
  });

  it('from the second payment of the season (benefits used) delivery costs 1,500 won', async () => {
    const seoyeon = { items: [{ productId: 136, qty: 1, cdi: SEOYEON_APRIL }], stdIdList: [5102] };
    const first = await priced(kim, seoyeon);
    expect(first.deliveryPriceTotal).toBe(0);
    await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 136, cdi: SEOYEON_APRIL }],
      fdbId: first.fdbIdApplied,
    });
    // the same day again: not merged with the first order
    const second = await priced(kim, seoyeon);
    expect(second).toMatchObject({
      deliveryPriceTotal: 1500,
      fdbIdApplied: null,
      hasNotPaidOrder: false,
    });
  });

  it('a benefit held by an unpaid order is not available, and hasNotPaidOrder says why', async () => {
    const seoyeon = { items: [{ productId: 136, qty: 1, cdi: SEOYEON_APRIL }], stdIdList: [5102] };
    const first = await priced(kim, seoyeon);
    const orderId = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'awaiting_payment',
      items: [{ productId: 136, cdi: SEOYEON_APRIL }],
      fdbId: first.fdbIdApplied,
    });
    const held = await priced(kim, seoyeon);
    expect(held).toMatchObject({ deliveryPriceTotal: 1500, hasNotPaidOrder: true });
    expect(held.freeDeliveryList[0]).toMatchObject({ orderId, heldByUnpaidOrder: true });
  });

  it("a catalog purchase (no class, no student named) uses an unused benefit of the account's students", async () => {
    // decision 0264: the parent's unused free delivery counts for books chosen from the catalog
    const items = [{ productId: 20, qty: 1, cdi: null }];
    const catalog = { items, stdIdList: [] };
    const p = await priced(kim, catalog);
    expect(p).toMatchObject({ productPriceTotal: P20, deliveryPriceTotal: 0, priceTotal: P20 });
    expect(new Set(p.freeDeliveryList.map((b) => b.stdName))).toEqual(
      new Set(['김서준', '김서연']),
    );
    expect(p.fdbIdApplied).toBe(p.freeDeliveryList.find((b) => b.orderId === null)!.fdbId);
    // '' keeps it for a later order: this one pays the fee
    expect(await priced(kim, { ...catalog, fdbIdSelected: '' })).toMatchObject({
      deliveryPriceTotal: 1500,
      fdbIdApplied: null,
    });
    // the order is priced the same way and holds that benefit
    const { orderId } = await createOrder(t, kim, await orderBody(t, kim, items));
    const held = await queryRows<{ fdb_id: number }>(
      t.database.db,
      sql`select fdb_id from free_delivery_benefits where order_id = ${orderId}`,
    );
    expect(held.map((r) => Number(r.fdb_id))).toEqual([p.fdbIdApplied]);
    // every benefit used: the next catalog purchase pays 1,500 won
    for (const b of p.freeDeliveryList.filter((x) => x.fdbId !== p.fdbIdApplied && !x.orderId)) {
      await insertOrder(t.database.db, {
        memberId: 1001,
        status: 'paid',
        items: [{ productId: 42, cdi: SEOJUN_CDI }],
        fdbId: b.fdbId,
      });
    }
    expect(await priced(kim, catalog)).toMatchObject({
      deliveryPriceTotal: 1500,
      fdbIdApplied: null,
      hasNotPaidOrder: true,
    });
  });

  it('smart books only: no delivery', async () => {
    const p = await priced(kim, {
      items: [{ productId: 22, qty: 1, cdi: SEOJUN_CDI }],
      stdIdList: [5101],
    });
    expect(p).toMatchObject({
      needDelivery: false,
      deliveryPriceOrigin: 0,
      deliveryPriceTotal: 0,
      productPriceTotal: P22,
      fdbIdApplied: null,
    });
  });

  it('institute account: delivered free', async () => {
    const hanbit = await signInAs(t, 'institute.hanbit');
    const p = await priced(hanbit, {
      items: [{ productId: 92, qty: 3, cdi: { stdId: 5301, brchId: 202, brchType: 'THEOPEN' } }],
      stdIdList: [5301],
    });
    expect(p).toMatchObject({
      deliveryPriceOrigin: 1500,
      deliveryPriceTotal: 0,
      freeDeliveryReason: 'institute',
    });
  });

  it('a special-lecture item registered as free ships free', async () => {
    const choi = await signInAs(t, 'parent.choi');
    const minjun = { stdId: 5401, brchId: 601, brchType: 'NOISY' };
    const free = await priced(choi, {
      items: [{ productId: 369, qty: 1, cdi: minjun }],
      stdIdList: [5401],
      fdbIdSelected: '',
    });
    expect(free).toMatchObject({ deliveryPriceTotal: 0, freeDeliveryReason: 'free-items' });
    const mixed = await priced(choi, {
      items: [
        { productId: 369, qty: 1, cdi: minjun },
        { productId: 319, qty: 1, cdi: minjun },
      ],
      stdIdList: [5401],
      fdbIdSelected: '',
    });
    expect(mixed).toMatchObject({ deliveryPriceTotal: 1500, freeDeliveryReason: null });
  });

  it("refuses students outside the member's access list (403)", async () => {
    const res = await preview(kim, { items: [{ productId: 20, qty: 1 }], stdIdList: [5201] });
    expect(res.statusCode).toBe(403);
  });

  it('prices without class-history discounts when the class records are down', async () => {
    const before = await priced(kim, seojunBook);
    await simControl(t, '/class-records/_control/fail', { count: 10, status: 503 });
    const p = await priced(kim, seojunBook);
    expect(p).toMatchObject({
      failCreverseAPi: true,
      productPriceTotal: P20 * 2,
      deliveryPriceTotal: 0,
      priceTotal: P20 * 2,
    });
    // the benefits already on record still count
    expect(p.freeDeliveryList.map((b) => b.fdbId)).toEqual(
      before.freeDeliveryList.map((b) => b.fdbId),
    );
  });
});

describe('query count', () => {
  it('is the same for one item and for many (no query per item)', async () => {
    const one = { items: [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], stdIdList: [5101] };
    const many = {
      items: [20, 22, 25, 26, 42, 46, 47, 48].map((productId) => ({
        productId,
        qty: 2,
        cdi: SEOJUN_CDI,
      })),
      stdIdList: [5101],
    };
    await priced(kim, one);
    const count = async (body: object) => {
      const before = t.database.queryCount();
      await priced(kim, body);
      return t.database.queryCount() - before;
    };
    expect(await count(many)).toBe(await count(one));
  });
});

describe('data behind the rules', () => {
  it('has the standard season calendar and the 1,500 won fee as rows', async () => {
    const calendar = standardSeasonCalendar(2020, 2040);
    const instants = [
      '2026-01-31T23:59:59+09:00',
      '2026-02-01T00:00:00+09:00',
      '2026-04-30T23:59:59+09:00',
      '2026-05-01T00:00:00+09:00',
      '2026-07-31T23:59:59+09:00',
      '2026-08-01T00:00:00+09:00',
      '2026-10-31T23:59:59+09:00',
      '2026-11-01T00:00:00+09:00',
      '2026-12-31T23:59:59+09:00',
      '2027-01-01T00:00:00+09:00',
    ];
    for (const text of instants) {
      const at = new Date(text);
      const row = await seasonAt(t.database.db, at);
      const expected = calendarSeasonAt(calendar, at)!;
      expect([text, row?.name, row?.startsAt.getTime(), row?.endsAt.getTime()]).toEqual([
        text,
        expected.name,
        expected.startsAt.getTime(),
        expected.endsAt.getTime(),
      ]);
      // the order path reads season, fee and products in one statement: the same answers
      const inputs = await priceInputs(t.database.db, [20, 136, 999_999], at);
      expect(inputs.season).toEqual(row);
      expect(inputs.domesticFee).toBe(1500);
      expect(inputs.products).toEqual(await productsByIds(t.database.db, [20, 136]));
    }
    const none = await priceInputs(t.database.db, [], new Date('2026-05-01T00:00:00+09:00'));
    expect([none.products.size, none.domesticFee]).toEqual([0, 1500]);
    const fee = await t.database.db.execute(
      sql`select fee_won from delivery_fee_rates where code = 'domestic'`,
    );
    expect((fee as unknown as { rows: { fee_won: number }[] }).rows[0]!.fee_won).toBe(1500);
  });

  it('counts bought materials and used benefits in the buy summary from real orders', async () => {
    const seoyeon = { items: [{ productId: 136, qty: 1, cdi: SEOYEON_APRIL }], stdIdList: [5102] };
    const first = await priced(kim, seoyeon);
    await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [
        { productId: 136, cdi: SEOYEON_APRIL },
        { productId: 141, cdi: SEOYEON_APRIL },
      ],
      fdbId: first.fdbIdApplied,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/fetch-buy-summary-statistics',
      headers: kim.headers,
      payload: {},
    });
    const list = res.json<{ buySummaryList: BuySummary[] }>().buySummaryList;
    const card = list.find((s) => s.stdId === 5102)!;
    expect(card).toMatchObject({ hasFreeDelivery: true, remainFreeDelivery: 0 });
    expect(card.freeDelivery).toEqual([
      { brchType: 'APRIL', isUsedFreeDeliveryBenefit: true, stdName: '김서연' },
    ]);
    expect(card.branches).toEqual([
      { brchId: 301, brchType: 'APRIL', brchName: '에이프릴 분당', cntShouldBuy: 3, cntPaid: 2 },
    ]);
  });
});
