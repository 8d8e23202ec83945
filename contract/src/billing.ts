import { z } from 'zod';
import { DEFAULT_PROVIDER } from './auth.ts';
import { defineCall } from './call.ts';
import { cdi, checkoutItem } from './cart.ts';
import { ProductKind } from './catalog.ts';
import { rowId, won } from './common.ts';
import { linePrice, priceSubtotals } from './line-prices.ts';

/** The class of a lecture with the names the billing list shows. */
export const lectureCdi = cdi.extend({ stdName: z.string(), brchName: z.string() });
export type LectureCdi = z.infer<typeof lectureCdi>;

/**
 * A material of a lecture (spec 1 §3) merged with the shop's product and the shop's purchases:
 * hasBuyLog is true when this student's order of it is paid (orderId, orderItemId, buyStatusCd,
 * orderedDatetime then tell which one).
 */
export const lectureMaterial = z.object({
  productId: z.number().int(),
  qty: z.number().int(),
  canBuy: z.boolean(),
  shouldBuy: z.boolean(),
  canBuyMultiple: z.boolean(),
  isStb: z.boolean(),
  isSupple: z.boolean(),
  /** The same-level e-book a supplementary book needs (OT-172). */
  suppleEbookProductId: z.number().int().nullable(),
  additionalNotice: z.string().nullable(),
  displayName: z.string(),
  imageUrl: z.string(),
  kind: z.enum(ProductKind),
  markedPrice: won,
  sellPrice: won,
  /** Won off the sell price for this student's class history; null when none. */
  classDiscount: won.nullable(),
  hasBuyLog: z.boolean(),
  orderId: z.number().int().nullable(),
  orderItemId: z.number().int().nullable(),
  buyStatusCd: z.string().nullable(),
  orderedDatetime: z.string().nullable(),
});
export type LectureMaterial = z.infer<typeof lectureMaterial>;

export const lecture = z.object({
  cdi: lectureCdi,
  courseName: z.string(),
  semesterName: z.string(),
  periodName: z.string(),
  studyPeriod: z.string(),
  materials: z.array(lectureMaterial),
});
export type Lecture = z.infer<typeof lecture>;

export const lecturesCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'creverseLectures',
    tag: 'billing',
    method: 'POST',
    path: `/api/member-svc/${provider}-lectures`,
    summary:
      "Lectures with their materials of the member's students (one student with stdId), merged with what was already paid",
    body: z.object({ stdId: rowId.optional() }).default({}),
    response: z.object({ list: z.array(lecture) }),
  });
export const creverseLectures = lecturesCall();

/** Free-delivery benefit of one student, brand and selling season (spec 2 §3). */
export const freeDeliveryBenefit = z.object({
  fdbId: z.number().int(),
  stdId: z.number().int(),
  stdName: z.string(),
  brchType: z.string(),
  /** First and last day of the selling season, YYYY-MM-DD in Asia/Seoul. */
  startDate: z.string(),
  endDate: z.string(),
  /** The order that used (or, unpaid, holds) the benefit; null when unused. */
  orderId: z.number().int().nullable(),
  orderedDatetime: z.string().nullable(),
  /** The holding order is not paid yet: the benefit comes back if that order is cancelled. */
  heldByUnpaidOrder: z.boolean(),
});
export type FreeDeliveryBenefit = z.infer<typeof freeDeliveryBenefit>;

/** Price preview (spec 1 §3, spec 2 §3). Every amount is computed by the server. */
export const pricePreview = z.object({
  priceTotal: won,
  productPriceTotal: won,
  deliveryPriceTotal: won,
  /** The fee before benefits: the domestic fee when something is shipped, else 0. */
  deliveryPriceOrigin: won,
  needDelivery: z.boolean(),
  freeDeliveryList: z.array(freeDeliveryBenefit),
  /** The benefit the fee was waived with; null when none was used. */
  fdbIdApplied: z.number().int().nullable(),
  /** Why delivery is free without a benefit: institute account or registered free items. */
  freeDeliveryReason: z.enum(['institute', 'free-items']).nullable(),
  /** The class records did not answer: priced without class-history discounts. */
  failCreverseAPi: z.boolean(),
  /** A benefit of these students is held by an unpaid order, so none was applied. */
  hasNotPaidOrder: z.boolean(),
  /** Each item's price parts, in the request's order; their lineTotal adds up to productPriceTotal. */
  lines: z.array(linePrice),
  ...priceSubtotals.shape,
});
export type PricePreview = z.infer<typeof pricePreview>;

export const calculatePrice = defineCall({
  operationId: 'calculatePrice',
  tag: 'billing',
  method: 'POST',
  path: '/api/member-svc/calculate-price',
  summary: 'Price preview: products, class-history discounts and the delivery fee with benefits',
  body: z.object({
    items: z.array(checkoutItem).max(100),
    stdIdList: z.array(rowId).max(50).default([]),
    /** '' do not use a benefit; null or absent: the server picks the unused one ending first. */
    fdbIdSelected: z.union([rowId, z.literal(''), z.null()]).optional(),
  }),
  response: z.object({ data: pricePreview }),
});

/** Messages of the price-preview call (its warnings are the web's texts, spec 2 §8). */
export const PriceMessage = {
  benefitUnavailable: '선택한 무료배송 혜택을 사용할 수 없습니다.',
} as const;

/** Error codes of the billing calls. */
export const BillingErrorCode = {
  studentDenied: 'STUDENT-DENIED',
  benefitUnavailable: 'BENEFIT-UNAVAILABLE',
} as const;

/** The selling seasons of spec 1 §9, in the year's order (their dates are data, decision 0424). */
export const SeasonCode = ['spring', 'summer', 'autumn', 'winter'] as const;
export type SeasonCode = (typeof SeasonCode)[number];

/**
 * What the shipping notices quote (issue 19 §5: fee and seasons are data staff change, so the
 * notices read them instead of repeating today's figures): the domestic fee and the seasons of
 * the coming twelve months, first and last day in Asia/Seoul.
 */
export const deliveryTerms = defineCall({
  operationId: 'deliveryTerms',
  tag: 'billing',
  method: 'GET',
  path: '/api/delivery-terms',
  summary: 'The domestic delivery fee and the coming selling seasons, as the shipping notices say',
  response: z.object({
    domesticFeeWon: won,
    seasons: z.array(
      z.object({ code: z.enum(SeasonCode), startDate: z.string(), endDate: z.string() }),
    ),
  }),
});
