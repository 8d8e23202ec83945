import { z } from 'zod';
import { defineCall } from './call.ts';
import { cdi } from './cart.ts';
import { pageQuery, rowId, won } from './common.ts';
import { calendarDay } from './orders.ts';
import { revokeTypeCd, revokeProgressCd, refundTypeCd, recallReasonCd } from './revoke.ts';

/** A member's cancel and return requests as the list and the detail show them (spec 3 §3, §5, §8). */
export const revokeItemView = z.object({
  revokeItemId: z.number().int(),
  orderItemId: z.number().int(),
  productId: z.number().int(),
  displayName: z.string(),
  imageUrl: z.string(),
  isStb: z.boolean(),
  revokeQty: z.number().int(),
  sellPrice: won,
  /** What this line refunds (at most what was paid for it, class discount included). */
  refundAmount: won,
  cdi: cdi.nullable(),
});
export type RevokeItemView = z.infer<typeof revokeItemView>;

export const revokeDeliveryInfo = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  stdHandPhone: z.string().nullable(),
  mobile2: z.string().nullable(),
  tel: z.string().nullable(),
  zipcode: z.string().nullable(),
  addr1: z.string().nullable(),
  addr2: z.string().nullable(),
});

export const revokeView = z.object({
  revokeId: z.number().int(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  revokeProgressCd,
  revokeReceiptDatetime: z.string(),
  revokeTypeCd,
  /** How the order was paid ('Card', 'VBank', 'ARS', 'ZERO'). */
  pgPayMethod: z.string().nullable(),
  /** The virtual account to deposit the return fee into ('bank account (예금주 holder)'). */
  vbVirtualBankAccount: z.string().nullable(),
  feeDueDatetime: z.string().nullable(),
  refundTotal: won,
  refundForProducts: won,
  refundForDelivery: won,
  /** Staff changed the calculated refund by this much (refundTotal = products + delivery + it). */
  refundAdjustment: z.number().int(),
  recallFee: won,
  recallFeePaid: z.boolean(),
  refundTypeCd,
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  deliveryInfo: revokeDeliveryInfo.nullable(),
  deliveryNote: z.string().nullable(),
  recallLogisticCd: z.string().nullable(),
  recallInvoiceNumber: z.string().nullable(),
  recallReasonCd: recallReasonCd.nullable(),
  rejectReason: z.string().nullable(),
  /** The gateway refused or did not answer the refund; staff retry it (progress 환불지시). */
  refundFailed: z.boolean(),
  refundedDatetime: z.string().nullable(),
  items: z.array(revokeItemView),
  hiddenItemCount: z.number().int(),
  productSummary: z.string(),
  imageUrl: z.string(),
});
export type RevokeView = z.infer<typeof revokeView>;

export const revokeDetail = defineCall({
  operationId: 'revokeDetail',
  tag: 'revoke',
  method: 'POST',
  path: '/api/member-svc/revoke-detail',
  summary: 'One cancel/return request of the member',
  body: z.object({ revokeId: rowId }),
  response: z.object({ data: revokeView }),
});

export const revokeListRow = z.object({
  revokeId: z.number().int(),
  orderId: z.number().int(),
  revokeReceiptDatetime: z.string(),
  revokeTypeCd,
  productSummary: z.string(),
  imageUrl: z.string(),
  refundTotal: won,
  recallFee: won,
  revokeProgressCd,
});
export type RevokeListRow = z.infer<typeof revokeListRow>;

export const revokeList = defineCall({
  operationId: 'revokeList',
  tag: 'revoke',
  method: 'POST',
  path: '/api/member-svc/revoke-list',
  summary: 'Cancel/return requests of a date range (default: the last 3 months), newest first',
  body: z.object({
    page: pageQuery.default(1),
    startDate: calendarDay.optional(),
    endDate: calendarDay.optional(),
  }),
  response: z.object({
    list: z.array(revokeListRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
