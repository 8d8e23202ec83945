import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { won } from './mini-fields.ts';

const count = z.number().check(z.int(), z.minimum(0));

/** An order paid by virtual account and still waiting for the deposit (spec 1 §2.3, §3). */
export const waitBankingOrder = z.object({
  orderId: z.number().check(z.int()),
  orderedDatetime: z.string(),
  priceTotal: won,
  productSummary: z.string(),
});
export type WaitBankingOrder = z.infer<typeof waitBankingOrder>;

/** Counts of the last 3 months (spec 1 §9) shown in the my-page bar and on the main page. */
export const orderStatistics = z.object({
  orderCount: count,
  revokeCount: count,
  claimCount: count,
  waitBankingCount: count,
  waitBankingList: z.array(waitBankingOrder),
});
export type OrderStatistics = z.infer<typeof orderStatistics>;

export const fetchOrderStatistics = defineCall({
  operationId: 'fetchOrderStatistics',
  tag: 'member',
  method: 'POST',
  path: '/api/member-svc/fetch-order-statistics',
  summary:
    'Orders, cancel/return requests and inquiries of the last 3 months; orders awaiting deposit',
  response: z.object({ data: orderStatistics }),
});

export const cartStatistics = z.object({ cartBookCount: count, cartOtherCount: count });
export type CartStatistics = z.infer<typeof cartStatistics>;

export const fetchCartStatistics = defineCall({
  operationId: 'fetchCartStatistics',
  tag: 'member',
  method: 'POST',
  path: '/api/member-svc/fetch-cart-statistics',
  summary: 'Cart items of the two tabs (books; learning devices and teaching aids)',
  response: z.object({ data: cartStatistics }),
});

export const buySummaryBranch = z.object({
  brchId: z.number().check(z.int()),
  brchType: z.string(),
  brchName: z.string(),
  /** Materials the academy billed in this branch. */
  cntShouldBuy: count,
  /** Of those, how many were bought in the shop. */
  cntPaid: count,
});
export type BuySummaryBranch = z.infer<typeof buySummaryBranch>;

export const buySummary = z.object({
  stdId: z.number().check(z.int()),
  stdName: z.string(),
  hasFreeDelivery: z.boolean(),
  remainFreeDelivery: count,
  freeDelivery: z.array(
    z.object({
      brchType: z.string(),
      isUsedFreeDeliveryBenefit: z.boolean(),
      stdName: z.string(),
    }),
  ),
  branches: z.array(buySummaryBranch),
});
export type BuySummary = z.infer<typeof buySummary>;

export const fetchBuySummaryStatistics = defineCall({
  operationId: 'fetchBuySummaryStatistics',
  tag: 'member',
  method: 'POST',
  path: '/api/member-svc/fetch-buy-summary-statistics',
  summary: 'Per student: billed and bought materials per branch, and the free-delivery benefit',
  response: z.object({ buySummaryList: z.array(buySummary) }),
});
