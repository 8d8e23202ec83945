import { refundDueDate } from '@shop/contract/business-days.ts';
import {
  AdminReportLimits,
  AdminReportMessage,
  type ReportBrand,
  type ReportDay,
  type ReportLateRefund,
  type ReportProduct,
  type SalesReport,
} from '@shop/contract/admin-reports.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { addDays, seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import type { HolidayService } from '../holidays/holiday-service.ts';
import * as q from './report-queries.ts';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

interface Lines {
  sales: q.LineTotals[];
  refunds: q.LineTotals[];
}

/** Sales and refunds of the same key side by side (a line with only one of them has zeros). */
function joinLines<K>(lines: Lines, keyOf: (l: q.LineTotals) => K) {
  const out = new Map<K, { sale?: q.LineTotals; refund?: q.LineTotals }>();
  for (const sale of lines.sales) out.set(keyOf(sale), { sale });
  for (const refund of lines.refunds) {
    const at = out.get(keyOf(refund));
    if (at) at.refund = refund;
    else out.set(keyOf(refund), { refund });
  }
  return [...out.values()].map(({ sale, refund }) => {
    const salesAmount = sale?.amount ?? 0;
    const refundAmount = refund?.amount ?? 0;
    return {
      line: (sale ?? refund)!,
      salesCount: sale?.count ?? 0,
      salesQty: sale?.qty ?? 0,
      salesAmount,
      refundCount: refund?.count ?? 0,
      refundQty: refund?.qty ?? 0,
      refundAmount,
      net: salesAmount - refundAmount,
    };
  });
}

/**
 * The sales report (issue 19 §7, decision 0440) for a period of Seoul days: read only, from the
 * order, item, refund and benefit tables, so every figure reconciles with them. Refunds made late
 * use the refund deadline of decision 0504 with the holiday table.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly holidays: HolidayService,
  ) {}

  async salesReport(query: { from: string; to: string }): Promise<SalesReport> {
    if (query.to < query.from) throw badRequest(AdminReportMessage.periodOrder, 'to');
    const days = daysOf(query.from, query.to);
    if (days.length > AdminReportLimits.maxDays) {
      throw badRequest(AdminReportMessage.periodTooLong, 'to');
    }
    const p: q.Period = { from: seoulDayStart(query.from), until: seoulDayEnd(query.to) };
    const [
      salesDays,
      refundDays,
      productSales,
      productRefunds,
      brandSales,
      brandRefunds,
      paymentTypes,
      benefits,
      done,
      due,
    ] = await Promise.all([
      q.salesByDay(this.db, p),
      q.refundsByDay(this.db, p),
      q.salesBy(this.db, p, 'product'),
      q.refundsBy(this.db, p, 'product'),
      q.salesBy(this.db, p, 'brand'),
      q.refundsBy(this.db, p, 'brand'),
      q.salesByPaymentType(this.db, p),
      q.benefitsUsed(this.db, p),
      q.refundsDone(this.db, p),
      this.holidays.refundsDue(),
    ]);

    const dayRows = this.dayRows(days, salesDays, refundDays);
    const totals = {
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
    for (const d of dayRows) {
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += d[key];
    }

    const brands: ReportBrand[] = joinLines(
      { sales: brandSales, refunds: brandRefunds },
      (l) => l.brand,
    )
      .map(({ line, salesQty: _s, refundQty: _r, ...figures }) => ({
        brand: line.brand,
        ...figures,
      }))
      .sort(
        (a, b) => b.salesAmount - a.salesAmount || (a.brand ?? '').localeCompare(b.brand ?? ''),
      );

    const products: ReportProduct[] = joinLines(
      { sales: productSales, refunds: productRefunds },
      (l) => l.productId,
    )
      .map(({ line, ...figures }) => ({
        productId: line.productId,
        displayName: line.displayName,
        ...figures,
      }))
      .sort((a, b) => b.salesAmount - a.salesAmount || a.productId - b.productId);

    const lateRefunds = await this.lateRefunds(done);
    const overdue = due.list.filter((r) => r.overdue);
    return {
      from: query.from,
      to: query.to,
      totals,
      days: dayRows,
      brands,
      products,
      paymentTypes,
      benefits,
      lateRefunds,
      lateRefundTotal: {
        count: lateRefunds.length,
        amount: lateRefunds.reduce((sum, r) => sum + r.amount, 0),
      },
      overdue: {
        today: due.today,
        count: overdue.length,
        amount: overdue.reduce((sum, r) => sum + r.refundTotal, 0),
      },
    };
  }

  private dayRows(days: string[], sales: q.SalesDayRow[], refunds: q.RefundDayRow[]): ReportDay[] {
    const salesOf = new Map(sales.map((s) => [s.day, s]));
    const refundsOf = new Map(refunds.map((r) => [r.day, r]));
    return days.map((day) => {
      const s = salesOf.get(day);
      const r = refundsOf.get(day);
      const salesAmount = s?.salesAmount ?? 0;
      const refundAmount = r?.refundAmount ?? 0;
      const productRefunds = r?.productRefunds ?? 0;
      const deliveryRefunds = r?.deliveryRefunds ?? 0;
      return {
        day,
        orders: s?.orders ?? 0,
        productSales: s?.productSales ?? 0,
        deliverySales: salesAmount - (s?.productSales ?? 0),
        salesAmount,
        refunds: r?.refunds ?? 0,
        productRefunds,
        deliveryRefunds,
        otherRefunds: refundAmount - productRefunds - deliveryRefunds,
        refundAmount,
        net: salesAmount - refundAmount,
      };
    });
  }

  /** The refunds done after their legal due date (3 business days, decision 0504). */
  private async lateRefunds(done: q.DoneRefundRow[]): Promise<ReportLateRefund[]> {
    const clocked = done.filter((r) => r.startedAt !== null);
    if (clocked.length === 0) return [];
    const starts = clocked.map((r) => seoulDate(r.startedAt!));
    const first = starts.reduce((a, b) => (a < b ? a : b));
    const last = clocked.map((r) => seoulDate(r.doneAt)).reduce((a, b) => (a > b ? a : b));
    // three business days never span more than a few weeks, even over 설날 or 추석
    const daysOff = await this.holidays.daysOff(first, addDays(last, 31));
    const out: ReportLateRefund[] = [];
    clocked.forEach((r, i) => {
      const startDate = starts[i]!;
      const dueDate = refundDueDate(startDate, daysOff);
      const doneDate = seoulDate(r.doneAt);
      if (doneDate <= dueDate) return;
      out.push({
        refundId: r.refundId,
        revokeId: r.revokeId,
        orderId: r.orderId,
        revokeTypeCd: r.revokeTypeCd,
        amount: r.amount,
        startDate,
        dueDate,
        doneDate,
        daysLate: daysBetween(dueDate, doneDate),
      });
    });
    return out;
  }
}
