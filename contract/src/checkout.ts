import { z } from 'zod';
import { cashReceiptKind } from './cash-receipt.ts';
import { defineCall } from './call.ts';
import { checkoutItem } from './cart.ts';
import { overseaInput } from './checkout-oversea.ts';
import { KOREAN_MOBILE, rowId, rowIdParam, trimmedText as text, won } from './common.ts';
import { CheckoutMessage } from './checkout-messages.ts';
import { orderConsentInput } from './order-consent.ts';

/** Payment types on the wire (spec 2 §4.1). ZERO is set by the server when the total is 0. */
export const PaymentType = {
  card: '신용카드',
  vbank: '가상계좌',
  ars: 'ARS',
  zero: 'ZERO',
} as const;
export const paymentTypeCd = z.enum(['신용카드', '가상계좌', 'ARS', 'ZERO']);
export type PaymentTypeCd = z.infer<typeof paymentTypeCd>;

/** Result-page pgType values (spec 2 §2.2), read case-insensitively. */
export const PgType = { vbank: 'vbank', universal: 'universal', ars: 'ars', zero: 'ZERO_PRICE' };

/**
 * Why a payment window ended without a payment: the shop's own reasons, sent to the failure page
 * as its resultMsg (spec 2 §2.2). The page shows its own text for a reason and never text from
 * the query, which anyone can write into a link (docs/decisions/0321).
 */
export const PayFailReasons = [
  'cancelled',
  'declined',
  'refused',
  'failed',
  'notRecorded',
  'noAnswer',
  'notFound',
  'processed',
  'unreadable',
] as const;
export type PayFailReason = (typeof PayFailReasons)[number];

/** One item on the pay page (spec 2 §3 Pay item) as the product-for-pay call answers it. */
export const payProduct = z.object({
  productId: z.number().int(),
  canOversea: z.boolean(),
  canBuyMultiple: z.boolean(),
  canBuy: z.boolean(),
  additionalNotice: z.string().nullable(),
  markedPrice: won,
  sellPrice: won,
  displayName: z.string(),
  imageUrl: z.string(),
  isStb: z.boolean(),
  hasEbook: z.boolean(),
  hasCd: z.boolean(),
  isOptionalCd: z.boolean(),
  isSupple: z.boolean(),
  shipWeightG: z.number().int(),
});
export type PayProduct = z.infer<typeof payProduct>;

export const productForPay = defineCall({
  operationId: 'productForPay',
  tag: 'checkout',
  method: 'GET',
  path: '/api/product-for-pay',
  summary: 'The products of the pay page (repeated productIds)',
  query: z.object({
    productIds: z
      .union([rowIdParam, z.array(rowIdParam)])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(z.array(z.number()).min(1).max(100)),
  }),
  response: z.object({ list: z.array(payProduct) }),
});

const orderBase = z.object({
  items: z.array(checkoutItem).min(1).max(100),
  /** '' do not use; null the server picks; a number that benefit. */
  fdbIdSelected: z.union([rowId, z.literal(''), z.null()]).optional(),
  productPriceTotal: won,
  deliveryPriceTotal: won,
  paymentTypeCd: paymentTypeCd.nullable().default(null),
  arsPhone: z.string().trim().max(20).nullable().default(null),
  /** The ticked consent box (decision 0462); the server refuses an order without it. */
  consent: orderConsentInput.nullable().default(null),
  /**
   * A virtual-account order's cash receipt (decision 0464): the use and its number, checked by
   * the contract's rule (cashReceiptChoice); null when the page did not ask.
   */
  cashReceipt: z
    .object({ kind: cashReceiptKind, identifier: z.string().max(20) })
    .nullable()
    .default(null),
  /** 구매안전서비스 chosen (decision 0465): a virtual-account order that ships something. */
  escrow: z.boolean().default(false),
});

export const orderCreate = defineCall({
  operationId: 'orderCreate',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-create',
  summary:
    'Creates an order with domestic delivery; every amount recomputed, one order per Idempotency-Key',
  body: orderBase.extend({
    deliveryId: rowId.nullable().default(null),
    name: text(60).optional(),
    mobile: text(20).optional(),
    addr1: text(200).optional(),
    addr2: text(200).optional(),
    deliveryNote: text(200).nullable().optional(),
  }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), priceTotal: won, paymentTypeCd }),
  }),
});

export const orderCreateOversea = defineCall({
  operationId: 'orderCreateOversea',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-create-oversea',
  summary: 'Creates an order delivered by EMS; the overseas fee is added by the server',
  body: orderBase.extend({ oversea: overseaInput }),
  response: orderCreate.response,
});

export const orderZeroPrice = defineCall({
  operationId: 'orderZeroPrice',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-zero-price',
  summary: 'Completes an order whose total is 0 (payment type ZERO)',
  body: z.object({ orderId: rowId, cartIds: z.array(rowId).max(200).default([]) }),
  response: z.object({ data: z.object({ orderId: z.number().int() }) }),
});

export const sendArs = defineCall({
  operationId: 'sendArs',
  tag: 'checkout',
  method: 'POST',
  path: '/api/allat/send-ars',
  summary: 'Texts the ARS pay code for an order (valid 10 days)',
  body: z.object({
    orderId: rowId,
    cartIds: z.array(rowId).max(200).default([]),
    arsPhone: z.string().trim().regex(KOREAN_MOBILE, CheckoutMessage.arsPhoneFormat),
  }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), arsNumber: z.string(), expiresAt: z.string() }),
  }),
});

export const gatewayForm = z.object({
  mid: z.string(),
  orderNumber: z.string(),
  price: won,
  goodsName: z.string(),
  buyerName: z.string(),
  timestamp: z.string(),
  signature: z.string(),
  hashKey: z.string(),
  acceptMethod: z.string(),
  pgPayCodePc: z.string(),
  pgPayCodeMobile: z.string(),
  pgCustomData: z.string(),
  mobileVBankDt: z.string(),
  /** Where the browser posts `fields`; PC through the gateway's script (scriptUrl). */
  windowUrl: z.string(),
  scriptUrl: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type GatewayForm = z.infer<typeof gatewayForm>;

export const getParameterOfOrder = defineCall({
  operationId: 'getParameterOfOrder',
  tag: 'checkout',
  method: 'POST',
  path: '/api/inicis/get-parameter-of-order',
  summary: "Signed form of the gateway's window for an unpaid card or virtual-account order",
  body: z.object({
    paymentTypeCd: z.enum(['신용카드', '가상계좌']),
    orderId: rowId,
    frontDomain: z.string().max(200).optional(),
    fromUrl: z.string().max(500).optional(),
    cartIds: z.array(rowId).max(200).default([]),
    /** The mobile window (phone widths or a mobile user agent). */
    mobile: z.boolean().default(false),
  }),
  response: z.object({ data: gatewayForm }),
});

/**
 * The buyer's card window ended without a payment (closed, cancelled, failed): the open attempt
 * ends once the gateway confirms it holds no approval for it, and the order lets its free-delivery
 * benefit go until '다시 결제' (decision 0243). `paid`: the gateway had approved it after all.
 */
export const orderPayRelease = defineCall({
  method: 'POST',
  path: '/api/member-svc/order-pay-release',
  operationId: 'orderPayRelease',
  tag: 'checkout',
  summary:
    "Ends an unpaid card order's open window attempt and frees its benefit until it is paid again",
  body: z.object({ orderId: rowId }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), state: z.enum(['paid', 'open', 'released']) }),
  }),
});
