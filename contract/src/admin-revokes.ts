import { z } from 'zod';
import { defineCall } from './call.ts';
import { rowId, rowIdParam, won } from './common.ts';
import { AdminOrderMessage, invoiceRefusal } from './admin-orders.ts';
import { COURIERS } from './couriers.ts';
import { revokeView } from './revoke-views.ts';

/**
 * Cancel and return processing in the back office (issue 9 §4): the queue by progress, a
 * request's detail, and the staff steps of the revoke module (pickup, inspection, refund, retry,
 * reject, refund override), each audited in the transaction that makes the change.
 */

export const REVOKE_QUEUE_PROGRESS = [
  '환불대기',
  '환불지시',
  '반품비결제대기',
  '환불자동',
  '환불완료',
  '반려',
  '철회',
] as const;

export const AdminRevokeLimits = { pageSize: 20 } as const;

export const adminRevokeRow = z.object({
  revokeId: z.number().int(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  revokeTypeCd: z.string(),
  revokeProgressCd: z.string(),
  refundTotal: won,
  refundTypeCd: z.string(),
  refundFailed: z.boolean(),
  /**
   * In doubt: a card refund whose outcome the gateway's inquiry could not tell yet (its attempt
   * still requesting); a retry asks the gateway again before refunding anything.
   */
  refundInDoubt: z.boolean(),
  requestedAt: z.string(),
  productSummary: z.string(),
});
export type AdminRevokeRow = z.infer<typeof adminRevokeRow>;

export const adminRevokeQueue = defineCall({
  operationId: 'adminRevokeQueue',
  tag: 'admin-revokes',
  method: 'GET',
  path: '/api/admin/revokes',
  summary: 'Cancel/return requests by progress, oldest first, with the count of each progress',
  query: z.object({
    progress: z.enum(REVOKE_QUEUE_PROGRESS).default('환불대기'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(adminRevokeRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    counts: z.record(z.string(), z.number().int()),
  }),
});

export const adminRevokeDetail = defineCall({
  operationId: 'adminRevokeDetail',
  tag: 'admin-revokes',
  method: 'GET',
  path: '/api/admin/revoke',
  summary: 'One request as its member sees it, with every refund attempt; the view is logged',
  query: z.object({ revokeId: rowIdParam }),
  response: z.object({
    data: z.object({
      revoke: revokeView,
      /** The member's refund account in full (the member's own view masks it); finance pays to it. */
      refundAccount: z
        .object({
          bankName: z.string().nullable(),
          bankAccount: z.string().nullable(),
          bankAccountName: z.string().nullable(),
        })
        .nullable(),
      refunds: z.array(
        z.object({
          refundId: z.number().int(),
          method: z.string(),
          status: z.string(),
          amount: won,
          failureMessage: z.string().nullable(),
          requestedAt: z.string(),
          doneAt: z.string().nullable(),
        }),
      ),
    }),
  }),
});

export const RevokeStaffLimits = { rejectReasonMax: 500 } as const;

/** The staff steps' own messages (ours: the spec does not show the back office). */
export const RevokeStaffMessage = {
  rejectReasonRequired: '반려 사유를 입력해 주세요.',
  rejectReasonTooLong: '반려 사유는 500자 이내로 입력해 주세요.',
  /** A step the request's progress no longer allows (another staff member was first, a double click). */
  wrongState: {
    pickup: '회수 송장 등록: 지금 상태에서는 할 수 없습니다.',
    inspect: '검수 완료: 지금 상태에서는 할 수 없습니다.',
    refundOverride: '환불 금액 변경: 지금 상태에서는 할 수 없습니다.',
    refund: '환불 실행: 지금 상태에서는 할 수 없습니다.',
    reject: '반려: 지금 상태에서는 할 수 없습니다.',
    ship: '배송 처리: 지금 상태에서는 할 수 없습니다.',
  },
} as const;

/** A return comes back by a domestic courier (an overseas order's return is a 1:1 inquiry). */
const recallCourier = z.enum(
  COURIERS.filter((c) => !c.overseas).map((c) => c.code) as [string, ...string[]],
  { error: AdminOrderMessage.courierUnknown },
);
const pickupFields = {
  recallLogisticCd: recallCourier,
  recallInvoiceNumber: z
    .string({ error: AdminOrderMessage.invoiceRequired })
    .trim()
    .min(1, AdminOrderMessage.invoiceRequired),
};
/** The invoice number in the courier's format: the shipment's rule (admin-orders.ts). */
const pickupInvoiceFormat = (
  p: { recallLogisticCd: string; recallInvoiceNumber: string },
  ctx: z.RefinementCtx,
) => {
  const message = invoiceRefusal(p.recallLogisticCd, p.recallInvoiceNumber);
  if (message) ctx.addIssue({ code: 'custom', path: ['recallInvoiceNumber'], message });
};

/**
 * The drawer's pickup form and the rules the server books a pickup by: a domestic courier from
 * the list, an invoice number in that courier's format (spaces and hyphens aside).
 */
export const revokePickupForm = z.object(pickupFields).superRefine(pickupInvoiceFormat);
export type RevokePickupForm = z.input<typeof revokePickupForm>;

const rejectFields = {
  rejectReason: z
    .string({ error: RevokeStaffMessage.rejectReasonRequired })
    .trim()
    .min(1, RevokeStaffMessage.rejectReasonRequired)
    .max(RevokeStaffLimits.rejectReasonMax, RevokeStaffMessage.rejectReasonTooLong),
};
/** The drawer's reject form: the reason the member reads, required. */
export const revokeRejectForm = z.object(rejectFields);

const stepResult = z.object({
  data: z.object({
    revokeId: z.number().int(),
    revokeProgressCd: z.string(),
    refundFailed: z.boolean(),
    /** The gateway's refusal when a refund failed (the request stays 환불지시 to retry). */
    message: z.string().nullable(),
  }),
});

export const revokePickup = defineCall({
  operationId: 'revokePickup',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-pickup',
  summary: 'A return: the courier and invoice of the collection (환불대기)',
  body: z.object({ revokeId: rowId, ...pickupFields }).superRefine(pickupInvoiceFormat),
  response: stepResult,
});

export const revokeInspect = defineCall({
  operationId: 'revokeInspect',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-inspect',
  summary: 'A return: goods received and inspected, 환불대기 → 환불지시',
  body: z.object({ revokeId: rowId }),
  response: stepResult,
});

export const revokeRefund = defineCall({
  operationId: 'revokeRefund',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-refund',
  summary:
    '환불지시 → 환불완료: card refund through the gateway, or the bank transfer finance made, recorded',
  body: z.object({ revokeId: rowId, retry: z.boolean().default(false) }),
  response: stepResult,
});

export const revokeReject = defineCall({
  operationId: 'revokeReject',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-reject',
  summary: 'Refuses a request with the reason the member reads (nothing refunded yet)',
  body: z.object({ revokeId: rowId, ...rejectFields }),
  response: stepResult,
});

/** The most a refund can be set to by hand (the order's paid total bounds it further). */
export const RefundOverrideLimits = { maxAmount: 100_000_000, reasonMax: 500 } as const;
export const RefundOverrideMessage = {
  amountInvalid: '0원 이상의 금액을 숫자로 입력해 주세요.',
  reasonRequired: '환불 금액 변경 사유를 입력해 주세요.',
  reasonTooLong: '환불 금액 변경 사유는 500자 이내로 입력해 주세요.',
  noRefundMethod: '환불 수단이 없는 신청입니다. 0원으로만 정할 수 있습니다.',
  range: (max: number) =>
    `환불 금액은 0원부터 ${max.toLocaleString('ko-KR')}원까지 정할 수 있습니다.`,
} as const;

const overrideAmount = z
  .number(RefundOverrideMessage.amountInvalid)
  .int(RefundOverrideMessage.amountInvalid)
  .min(0, RefundOverrideMessage.amountInvalid)
  .max(RefundOverrideLimits.maxAmount, RefundOverrideMessage.amountInvalid);
const overrideReason = z
  .string()
  .trim()
  .min(1, RefundOverrideMessage.reasonRequired)
  .max(RefundOverrideLimits.reasonMax, RefundOverrideMessage.reasonTooLong);

/**
 * The back office's override form as typed: the amount in digits (thousands separators allowed),
 * then the reason; what the call sends. The bound of the order's money is the server's.
 */
export const refundOverrideForm = z.object({
  refundTotal: z
    .string()
    .transform((typed) => typed.replaceAll(',', '').trim())
    .pipe(z.string().regex(/^\d{1,12}$/, RefundOverrideMessage.amountInvalid))
    .transform(Number)
    .pipe(overrideAmount),
  reason: overrideReason,
});

/** The override as the server takes it (the call's body without the request). */
export const refundOverrideChange = z.object({
  refundTotal: overrideAmount,
  reason: overrideReason,
});

export const revokeRefundOverride = defineCall({
  operationId: 'revokeRefundOverride',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-refund-override',
  summary:
    'Sets the refund of a request not yet refunded (환불대기, 환불지시) to another amount, with a reason',
  /** refundTotal: 0 up to what the order was paid minus what its other requests refund or promise. */
  body: z.object({ revokeId: rowId }).extend(refundOverrideChange.shape),
  response: stepResult,
});
