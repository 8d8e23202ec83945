import { z } from 'zod';
import { defineCall } from './call.ts';
import { calendarDay } from './orders.ts';

/**
 * Sales reports in the back office (issue 19 §7, decision 0440): for a period of Seoul days,
 * sales, refunds and net per day, per brand and per product; orders per payment type;
 * free-delivery benefits used per brand and season; refunds made after their legal due date
 * (issue 21 §4, decision 0504) and those still overdue. Every table also comes as a CSV file.
 *
 * A sale is an order with a payment (status paid or refunded), on the Seoul day of its paid_at,
 * at what it charged: products (sell price × quantity ordered) plus its delivery fee. A refund is
 * a refunds row done, on the Seoul day of its done_at, at its amount: the products of its
 * request's items, the request's delivery part, and the rest (staff's adjustment) apart.
 */

export const AdminReportMessage = {
  periodOrder: '종료일이 시작일보다 이전일 수 없습니다.',
  periodTooLong: '매출 보고서는 한 번에 92일까지 조회할 수 있습니다.',
} as const;

export const AdminReportLimits = { maxDays: 92 } as const;

export const REPORT_TABLES = [
  'daily',
  'brands',
  'products',
  'paymentTypes',
  'benefits',
  'lateRefunds',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const count = z.number().int().min(0);
/** Won: a sum over a quarter may pass the 2^31 of one order's `won`. */
const won = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Sales and refunds of one line of a table, in won; net = sales − refunds (can be negative). */
const salesAndRefunds = {
  salesCount: count,
  salesAmount: won,
  refundCount: count,
  refundAmount: won,
  net: z.number().int(),
};

export const reportDay = z.object({
  day: calendarDay,
  /** Orders paid that day. */
  orders: count,
  /** Of salesAmount: the products (sell price × quantity) and the delivery fees charged. */
  productSales: won,
  deliverySales: won,
  salesAmount: won,
  /** Refunds done that day. */
  refunds: count,
  /** Of refundAmount: the products of the requests' items, their delivery part, the rest. */
  productRefunds: won,
  deliveryRefunds: won,
  otherRefunds: z.number().int(),
  refundAmount: won,
  net: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDay>;

export const reportBrand = z.object({
  /** brchType of the order items (null: items billed for no student). */
  brand: z.string().nullable(),
  ...salesAndRefunds,
});
export type ReportBrand = z.infer<typeof reportBrand>;

export const reportProduct = z.object({
  productId: z.number().int(),
  displayName: z.string(),
  /** Pieces sold and pieces refunded. */
  salesQty: count,
  refundQty: count,
  ...salesAndRefunds,
});
export type ReportProduct = z.infer<typeof reportProduct>;

export const reportPaymentType = z.object({
  /** 신용카드, 가상계좌, ARS or ZERO. */
  paymentTypeCd: z.string(),
  orders: count,
  amount: won,
});
export type ReportPaymentType = z.infer<typeof reportPaymentType>;

export const reportBenefit = z.object({
  brand: z.string(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  /** Benefits used by orders paid in the period. */
  used: count,
  /** The delivery fees those orders did not charge (origin − charged). */
  waived: won,
});
export type ReportBenefit = z.infer<typeof reportBenefit>;

export const reportLateRefund = z.object({
  refundId: z.number().int(),
  revokeId: z.number().int(),
  orderId: z.number().int(),
  revokeTypeCd: z.string(),
  amount: won,
  /** The day the clock started (a cancel's request, a return's inspection), its due date, and the day it was done. */
  startDate: calendarDay,
  dueDate: calendarDay,
  doneDate: calendarDay,
  /** Calendar days between the due date and the day it was done. */
  daysLate: count,
});
export type ReportLateRefund = z.infer<typeof reportLateRefund>;

const total = z.object({ count, amount: won });

export const salesReportAnswer = z.object({
  from: calendarDay,
  to: calendarDay,
  totals: z.object({
    orders: count,
    productSales: won,
    deliverySales: won,
    salesAmount: won,
    refunds: count,
    productRefunds: won,
    deliveryRefunds: won,
    otherRefunds: z.number().int(),
    refundAmount: won,
    net: z.number().int(),
  }),
  days: z.array(reportDay),
  brands: z.array(reportBrand),
  products: z.array(reportProduct),
  paymentTypes: z.array(reportPaymentType),
  benefits: z.array(reportBenefit),
  /** Refunds done in the period after their due date. */
  lateRefunds: z.array(reportLateRefund),
  lateRefundTotal: total,
  /** Today (Seoul): refunds not yet made whose due date has passed. */
  overdue: total.extend({ today: calendarDay }),
});
export type SalesReport = z.infer<typeof salesReportAnswer>;

const period = z.object({ from: calendarDay, to: calendarDay });

export const salesReport = defineCall({
  operationId: 'salesReport',
  tag: 'admin-reports',
  method: 'GET',
  path: '/api/admin/sales-report',
  summary: 'Sales, refunds and net for a period of Seoul days, by day, brand, product and more',
  query: period,
  response: salesReportAnswer,
});

export const salesReportCsv = defineCall({
  operationId: 'salesReportCsv',
  tag: 'admin-reports',
  method: 'GET',
  path: '/api/admin/sales-report-csv',
  summary: 'One table of the sales report as a CSV file (UTF-8 with BOM)',
  query: period.extend({ table: z.enum(REPORT_TABLES) }),
  /** The file's text (text/csv, an attachment). */
  response: z.string(),
});
