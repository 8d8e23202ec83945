import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '@shop/contract/admin-reports.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDayEnd, seoulDayStart, seoulTimeOn } from '../../lib/seoul-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/**
 * The sales report (issue 19 §7, decision 0440) over known orders and refunds on known Seoul days
 * of March 2025 (no demo order is that old): every figure, the Seoul-midnight edges, what does
 * not count (unpaid, dropped, outside the period, failed refunds), a refund made late across a
 * holiday of the table, and the sums reconciled with the order and refund tables.
 */

let t: TestApp;
let finance: SignedInStaff;
let p1: number;
let p2: number;
let seasonId: number;
let seasonName: string;
const db = () => t.database.db;

interface Item {
  productId: number;
  qty: number;
  price: number;
  brand: string | null;
}

async function order(o: {
  status?: string;
  paidAt: Date | null;
  type: string;
  items: Item[];
  delivery: number;
  deliveryOrigin?: number;
}) {
  const products = o.items.reduce((s, i) => s + i.qty * i.price, 0);
  const [row] = await queryRows<{ order_id: number }>(
    db(),
    sql`insert into orders (member_id, status, order_progress_cd, payment_type_cd,
        product_price_total, delivery_price_origin, delivery_price_total, price_total,
        paid_total, ordered_at, paid_at)
      values (1001, ${o.status ?? 'paid'}, '결제완료', ${o.type}, ${products},
        ${o.deliveryOrigin ?? o.delivery}, ${o.delivery}, ${products + o.delivery},
        ${o.paidAt ? products + o.delivery : 0}, ${(o.paidAt ?? seoulTimeOn('2025-03-11', 9)).toISOString()},
        ${o.paidAt?.toISOString() ?? null})
      returning order_id`,
  );
  const orderId = row!.order_id;
  const itemIds: number[] = [];
  for (const i of o.items) {
    const [item] = await queryRows<{ order_item_id: number }>(
      db(),
      sql`insert into order_items (order_id, product_id, qty, qty_effected, sell_price, std_id,
          brch_id, brch_type, order_item_progress_cd)
        values (${orderId}, ${i.productId}, ${i.qty}, ${i.qty}, ${i.price},
          ${i.brand ? 5101 : null}, ${i.brand ? 101 : null}, ${i.brand}, '결제완료')
        returning order_item_id`,
    );
    itemIds.push(item!.order_item_id);
  }
  return { orderId, itemIds };
}

/** A request with its items and one refunds row (done unless said otherwise). */
async function refund(r: {
  orderId: number;
  type: '취소' | '반품';
  items: { orderItemId: number; qty: number; price: number }[];
  delivery?: number;
  adjustment?: number;
  requestedAt: Date;
  inspectedAt?: Date;
  doneAt: Date | null;
  status?: 'done' | 'failed';
  progress?: string;
}) {
  const products = r.items.reduce((s, i) => s + i.qty * i.price, 0);
  const total = products + (r.delivery ?? 0) + (r.adjustment ?? 0);
  const [v] = await queryRows<{ revoke_id: number }>(
    db(),
    sql`insert into revokes (order_id, member_id, revoke_type_cd, revoke_progress_cd,
        refund_for_products, refund_for_delivery, refund_total, refund_adjustment,
        refund_type_cd, requested_at, inspected_at, refunded_at)
      values (${r.orderId}, 1001, ${r.type}, ${r.progress ?? '환불완료'}, ${products},
        ${r.delivery ?? 0}, ${total}, ${r.adjustment ?? 0}, 'Card', ${r.requestedAt.toISOString()},
        ${r.inspectedAt?.toISOString() ?? null}, ${r.doneAt?.toISOString() ?? null})
      returning revoke_id`,
  );
  const revokeId = v!.revoke_id;
  for (const i of r.items) {
    await db().execute(sql`insert into revoke_items (revoke_id, order_item_id, revoke_qty,
        sell_price, refund_amount)
      values (${revokeId}, ${i.orderItemId}, ${i.qty}, ${i.price}, ${i.qty * i.price})`);
  }
  if (r.doneAt || r.status === 'failed') {
    await db().execute(sql`insert into refunds (revoke_id, order_id, method, status, amount,
        attempt_key, requested_at, done_at)
      values (${revokeId}, ${r.orderId}, 'Card', ${r.status ?? 'done'}, ${total},
        ${`report-test-${revokeId}-${r.status ?? 'done'}`}, ${r.requestedAt.toISOString()},
        ${r.status === 'failed' ? null : (r.doneAt?.toISOString() ?? null)})`);
  }
  return revokeId;
}

const at = (day: string, hour: number, minute = 0, second = 0) =>
  new Date(seoulTimeOn(day, hour, minute).getTime() + second * 1000);

beforeAll(async () => {
  t = await createTestApp();
  finance = await signInStaff(t, demoLoginOf('finance'));
  const products = await queryRows<{ product_id: number }>(
    db(),
    sql`select product_id from products order by product_id limit 2`,
  );
  [p1, p2] = products.map((p) => p.product_id) as [number, number];
  const [season] = await queryRows<{ season_id: number; name: string }>(
    db(),
    sql`select season_id, name from selling_seasons order by starts_at limit 1`,
  );
  seasonId = season!.season_id;
  seasonName = season!.name;
  // a holiday of the table inside the refund's clock (decision 0504): the due date moves a day
  await db().execute(sql`insert into holidays (day, name) values ('2025-03-11', '시험 휴일')
    on conflict (day) do nothing`);

  // 3/10: a card order (two brands, delivery 1,500) and a virtual-account order on the last second
  const a = await order({
    paidAt: at('2025-03-10', 10),
    type: '신용카드',
    items: [
      { productId: p1, qty: 2, price: 6000, brand: 'CDI' },
      { productId: p2, qty: 1, price: 8000, brand: 'TALENT' },
    ],
    delivery: 1500,
  });
  const b = await order({
    paidAt: at('2025-03-10', 23, 59, 59),
    type: '가상계좌',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 0,
    deliveryOrigin: 1500,
  });
  await db().execute(sql`insert into free_delivery_benefits (std_id, brch_type, season_id,
      order_id, used_at)
    values (99501, 'CDI', ${seasonId}, ${b.orderId}, ${at('2025-03-10', 23, 59, 59).toISOString()})`);
  // 3/11 at midnight and ten seconds (still 3/10 in UTC): an ARS order for no student
  const c = await order({
    paidAt: at('2025-03-11', 0, 0, 10),
    type: 'ARS',
    items: [{ productId: p2, qty: 3, price: 8000, brand: null }],
    delivery: 1500,
  });
  // not sales: unpaid, dropped after an approval, paid just before and just after the period
  await order({
    status: 'awaiting_payment',
    paidAt: null,
    type: '가상계좌',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order({
    status: 'dropped',
    paidAt: at('2025-03-11', 12),
    type: 'ARS',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order({
    paidAt: at('2025-03-09', 23, 59, 59),
    type: '신용카드',
    items: [{ productId: p1, qty: 5, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order({
    paidAt: at('2025-03-15', 0, 0, 0),
    type: '신용카드',
    items: [{ productId: p1, qty: 5, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  // paid before the period, returned within it
  const g = await order({
    paidAt: at('2025-03-03', 15),
    type: '신용카드',
    items: [{ productId: p2, qty: 3, price: 8000, brand: 'TALENT' }],
    delivery: 1500,
  });

  // 3/11: one of A's books cancelled and refunded the same day (on time)
  await refund({
    orderId: a.orderId,
    type: '취소',
    items: [{ orderItemId: a.itemIds[0]!, qty: 1, price: 6000 }],
    requestedAt: at('2025-03-11', 9),
    doneAt: at('2025-03-11', 9, 5),
  });
  // 3/12: a failed attempt is no refund
  await refund({
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-12', 9),
    doneAt: null,
    status: 'failed',
    progress: '환불지시',
  });
  // 3/14: G's return inspected Friday 3/7, due 3/13 (3/11 is a holiday), done 3/14: a day late;
  // staff took 500 won off
  await refund({
    orderId: g.orderId,
    type: '반품',
    items: [{ orderItemId: g.itemIds[0]!, qty: 3, price: 8000 }],
    delivery: 1500,
    adjustment: -500,
    requestedAt: at('2025-03-05', 10),
    inspectedAt: at('2025-03-07', 16),
    doneAt: at('2025-03-14', 11),
  });
  // 3/14 at its last second: B cancelled and refunded by bank transfer
  await refund({
    orderId: b.orderId,
    type: '취소',
    items: [{ orderItemId: b.itemIds[0]!, qty: 1, price: 6000 }],
    requestedAt: at('2025-03-14', 9),
    doneAt: at('2025-03-14', 23, 59, 59),
  });
  // refunded the next day: outside the period
  await refund({
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-14', 9),
    doneAt: at('2025-03-15', 0, 0, 1),
  });
  // still owed since March 2025: overdue today
  await refund({
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-13', 9),
    doneAt: null,
    progress: '환불지시',
  });
});
afterAll(async () => {
  await t?.close();
});

const report = async (query: string) => {
  const res = await staffCall(t, finance, 'GET', `/api/admin/sales-report?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SalesReport>();
};

describe('sales report', () => {
  it('gives every figure of known days, by day, brand, product, payment type and benefit', async () => {
    const r = await report('from=2025-03-10&to=2025-03-14');
    expect(r.days.map((d) => d.day)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    const zero = {
      orders: 0,
      productSales: 0,
      deliverySales: 0,
      salesAmount: 0,
      refunds: 0,
      productRefunds: 0,
      deliveryRefunds: 0,
      otherRefunds: 0,
      refundAmount: 0,
      net: 0,
    };
    expect(r.days).toEqual([
      {
        ...zero,
        day: '2025-03-10',
        orders: 2,
        productSales: 26000,
        deliverySales: 1500,
        salesAmount: 27500,
        net: 27500,
      },
      {
        ...zero,
        day: '2025-03-11',
        orders: 1,
        productSales: 24000,
        deliverySales: 1500,
        salesAmount: 25500,
        refunds: 1,
        productRefunds: 6000,
        refundAmount: 6000,
        net: 19500,
      },
      { ...zero, day: '2025-03-12' },
      { ...zero, day: '2025-03-13' },
      {
        ...zero,
        day: '2025-03-14',
        refunds: 2,
        productRefunds: 30000,
        deliveryRefunds: 1500,
        otherRefunds: -500,
        refundAmount: 31000,
        net: -31000,
      },
    ]);
    expect(r.totals).toEqual({
      orders: 3,
      productSales: 50000,
      deliverySales: 3000,
      salesAmount: 53000,
      refunds: 3,
      productRefunds: 36000,
      deliveryRefunds: 1500,
      otherRefunds: -500,
      refundAmount: 37000,
      net: 16000,
    });
    expect(r.brands).toEqual([
      {
        brand: null,
        salesCount: 1,
        salesAmount: 24000,
        refundCount: 0,
        refundAmount: 0,
        net: 24000,
      },
      {
        brand: 'CDI',
        salesCount: 2,
        salesAmount: 18000,
        refundCount: 2,
        refundAmount: 12000,
        net: 6000,
      },
      {
        brand: 'TALENT',
        salesCount: 1,
        salesAmount: 8000,
        refundCount: 1,
        refundAmount: 24000,
        net: -16000,
      },
    ]);
    expect(r.products).toEqual([
      expect.objectContaining({
        productId: p2,
        salesCount: 2,
        salesQty: 4,
        salesAmount: 32000,
        refundCount: 1,
        refundQty: 3,
        refundAmount: 24000,
        net: 8000,
      }),
      expect.objectContaining({
        productId: p1,
        salesCount: 2,
        salesQty: 3,
        salesAmount: 18000,
        refundCount: 2,
        refundQty: 2,
        refundAmount: 12000,
        net: 6000,
      }),
    ]);
    expect(r.paymentTypes).toEqual([
      { paymentTypeCd: 'ARS', orders: 1, amount: 25500 },
      { paymentTypeCd: '가상계좌', orders: 1, amount: 6000 },
      { paymentTypeCd: '신용카드', orders: 1, amount: 21500 },
    ]);
    expect(r.benefits).toEqual([{ brand: 'CDI', seasonId, seasonName, used: 1, waived: 1500 }]);
  });

  it('names the refunds made after their legal due date, counting the holiday table', async () => {
    const r = await report('from=2025-03-10&to=2025-03-14');
    expect(r.lateRefunds).toEqual([
      expect.objectContaining({
        revokeTypeCd: '반품',
        amount: 25000,
        startDate: '2025-03-07',
        dueDate: '2025-03-13',
        doneDate: '2025-03-14',
        daysLate: 1,
      }),
    ]);
    expect(r.lateRefundTotal).toEqual({ count: 1, amount: 25000 });
    // still overdue: the same list as the refunds-due page's overdue rows
    const due = await staffCall(t, finance, 'GET', '/api/admin/refunds-due');
    const overdue = due
      .json<{ list: { overdue: boolean; refundTotal: number }[] }>()
      .list.filter((x) => x.overdue);
    expect(r.overdue.count).toBe(overdue.length);
    expect(r.overdue.count).toBeGreaterThanOrEqual(1);
    expect(r.overdue.amount).toBe(overdue.reduce((s, x) => s + x.refundTotal, 0));
  });

  it('reconciles with the order and refund tables: per day = per brand = per product = total', async () => {
    for (const [from, to] of [
      ['2025-03-10', '2025-03-14'],
      ['2025-03-01', '2025-03-31'],
      ['2025-03-11', '2025-03-11'],
    ] as const) {
      const r = await report(`from=${from}&to=${to}`);
      const sum = <T>(rows: T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);
      const [orders] = await queryRows<{
        n: number;
        total: string | number;
        items: string | number;
      }>(
        db(),
        sql`select count(*)::int as n, coalesce(sum(o.price_total), 0)::bigint as total,
            coalesce(sum((select sum(i.sell_price * i.qty) from order_items i
              where i.order_id = o.order_id)), 0)::bigint as items
          from orders o where o.status in ('paid', 'refunded')
            and o.paid_at >= ${seoulDayStart(from).toISOString()}
            and o.paid_at < ${seoulDayEnd(to).toISOString()}`,
      );
      const [refunds] = await queryRows<{ n: number; total: string | number }>(
        db(),
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from refunds
          where status = 'done' and done_at >= ${seoulDayStart(from).toISOString()}
            and done_at < ${seoulDayEnd(to).toISOString()}`,
      );
      expect(r.totals.orders).toBe(orders!.n);
      expect(r.totals.salesAmount).toBe(Number(orders!.total));
      expect(r.totals.productSales).toBe(Number(orders!.items));
      expect(r.totals.refunds).toBe(refunds!.n);
      expect(r.totals.refundAmount).toBe(Number(refunds!.total));
      expect(sum(r.days, (d) => d.salesAmount)).toBe(r.totals.salesAmount);
      expect(sum(r.days, (d) => d.productSales)).toBe(r.totals.productSales);
      expect(sum(r.brands, (b) => b.salesAmount)).toBe(r.totals.productSales);
      expect(sum(r.products, (p) => p.salesAmount)).toBe(r.totals.productSales);
      expect(sum(r.days, (d) => d.refundAmount)).toBe(r.totals.refundAmount);
      expect(sum(r.days, (d) => d.productRefunds)).toBe(r.totals.productRefunds);
      expect(sum(r.brands, (b) => b.refundAmount)).toBe(r.totals.productRefunds);
      expect(sum(r.products, (p) => p.refundAmount)).toBe(r.totals.productRefunds);
      expect(sum(r.paymentTypes, (x) => x.amount)).toBe(r.totals.salesAmount);
      expect(sum(r.paymentTypes, (x) => x.orders)).toBe(r.totals.orders);
      expect(r.totals.net).toBe(r.totals.salesAmount - r.totals.refundAmount);
      for (const d of r.days) {
        expect(d.productRefunds + d.deliveryRefunds + d.otherRefunds).toBe(d.refundAmount);
        expect(d.productSales + d.deliverySales).toBe(d.salesAmount);
      }
    }
  });

  it('gives each table as a CSV file, UTF-8 with a BOM', async () => {
    const res = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/sales-report-csv?from=2025-03-10&to=2025-03-14&table=daily',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('sales-daily-2025-03-10-2025-03-14.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '일자,주문 수,상품 매출,배송비 매출,매출,환불 건수,상품 환불,배송비 환불,기타 환불(조정),환불,순매출',
    );
    expect(lines[1]).toBe('2025-03-10,2,26000,1500,27500,0,0,0,0,0,27500');
    expect(lines[6]).toBe('합계,3,50000,3000,53000,3,36000,1500,-500,37000,16000');
    const brands = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/sales-report-csv?from=2025-03-10&to=2025-03-14&table=brands',
    );
    expect(brands.body).toContain('\r\nCDI,CDI,2,18000,2,12000,6000\r\n');
    expect(brands.body).toContain('\r\n탤런트,TALENT,1,8000,1,24000,-16000\r\n');
    const late = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/sales-report-csv?from=2025-03-10&to=2025-03-14&table=lateRefunds',
    );
    expect(late.body).toMatch(/,반품,25000,2025-03-07,2025-03-13,2025-03-14,1\r\n$/);
  });

  it('refuses a period backwards, too long or malformed, and an unknown table', async () => {
    for (const query of [
      'from=2025-03-14&to=2025-03-10',
      'from=2025-01-01&to=2025-04-30',
      'from=2025-3-1&to=2025-03-10',
      'from=2025-03-01',
    ]) {
      const res = await staffCall(t, finance, 'GET', `/api/admin/sales-report?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const long = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/sales-report?from=2025-01-01&to=2025-04-30',
    );
    expect(long.json().error.message).toBe('매출 보고서는 한 번에 92일까지 조회할 수 있습니다.');
    const table = await staffCall(
      t,
      finance,
      'GET',
      '/api/admin/sales-report-csv?from=2025-03-10&to=2025-03-14&table=secrets',
    );
    expect(table.statusCode).toBe(400);
  });
});
