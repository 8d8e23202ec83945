import { z } from 'zod';
import { won } from './common.ts';

/**
 * What one row of products costs, in the parts the pages show (issue 16 item 3, decision 0255):
 * 정가 (list price), 판매가 (the shop's price), 수업 할인 (the class-history discount) and
 * 합계 (what the row costs). Computed by the server only, by `linePriceParts`; the pages show
 * them and never compute a price. Amounts per unit except `lineTotal`.
 */
export const linePrice = z.object({
  /** 정가 of one unit (never below the sale price). */
  listPrice: won,
  /** 판매가 of one unit, before the class-history discount. */
  salePrice: won,
  /** 수업 할인: won off each unit for the student's class history (0 without; at most salePrice). */
  classDiscount: won,
  qty: z.number().int(),
  /** 합계: (salePrice − classDiscount) × qty. */
  lineTotal: won,
});
export type LinePrice = z.infer<typeof linePrice>;

/**
 * The sums of a list of rows: listPriceTotal − saleDiscountTotal − classDiscountTotal is the
 * products' total (productPriceTotal), which is the sum of the rows' lineTotal.
 */
export const priceSubtotals = z.object({
  /** Σ listPrice × qty. */
  listPriceTotal: won,
  /** Σ (listPrice − salePrice) × qty: the shop's discount off the list price. */
  saleDiscountTotal: won,
  /** Σ classDiscount × qty. */
  classDiscountTotal: won,
});
export type PriceSubtotals = z.infer<typeof priceSubtotals>;

/**
 * The one rule of a row's parts: the class discount never takes a unit below 0 and the list
 * price is never below the sale price (a product entered with a list price under its price
 * shows no negative discount).
 */
export function linePriceParts(row: {
  listPrice: number;
  salePrice: number;
  classDiscount: number;
  qty: number;
}): LinePrice {
  const classDiscount = Math.min(Math.max(0, row.classDiscount), row.salePrice);
  return {
    listPrice: Math.max(row.listPrice, row.salePrice),
    salePrice: row.salePrice,
    classDiscount,
    qty: row.qty,
    lineTotal: (row.salePrice - classDiscount) * row.qty,
  };
}

/** The subtotals of rows whose parts `linePriceParts` made. */
export function priceSubtotalsOf(rows: readonly LinePrice[]): PriceSubtotals {
  let listPriceTotal = 0;
  let saleDiscountTotal = 0;
  let classDiscountTotal = 0;
  for (const r of rows) {
    listPriceTotal += r.listPrice * r.qty;
    saleDiscountTotal += (r.listPrice - r.salePrice) * r.qty;
    classDiscountTotal += r.classDiscount * r.qty;
  }
  return { listPriceTotal, saleDiscountTotal, classDiscountTotal };
}
