import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '@shop/contract/admin-reports.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import { seedSalesMarch2025 } from '../../test/sales-report-fixture.ts';
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

beforeAll(async () => {
  t = await createTestApp();
  finance = await signInStaff(t, demoLoginOf('finance'));
  ({ p1, p2, seasonId, seasonName } = await seedSalesMarch2025(t.database.db));
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
