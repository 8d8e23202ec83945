import { z } from 'zod';
import { defineCall } from './call.ts';
import { won } from './common.ts';
import { revokeView } from './revoke.ts';

/**
 * Cancel and return processing in the back office (issue 9 §4): the queue by progress, a
 * request's detail, and the staff steps of the revoke module (pickup, inspection, refund, retry,
 * reject, refund override), each audited in the transaction that makes the change.
 */

const id = z.number().int().min(1).max(2_147_483_647);

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
  query: z.object({ revokeId: z.coerce.number().int().min(1).max(2_147_483_647) }),
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
  body: z.object({
    revokeId: id,
    recallLogisticCd: z.string().trim().min(1).max(40),
    recallInvoiceNumber: z.string().trim().min(1).max(40),
  }),
  response: stepResult,
});

export const revokeInspect = defineCall({
  operationId: 'revokeInspect',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-inspect',
  summary: 'A return: goods received and inspected, 환불대기 → 환불지시',
  body: z.object({ revokeId: id }),
  response: stepResult,
});

export const revokeRefund = defineCall({
  operationId: 'revokeRefund',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-refund',
  summary:
    '환불지시 → 환불완료: card refund through the gateway, or the bank transfer finance made, recorded',
  body: z.object({ revokeId: id, retry: z.boolean().default(false) }),
  response: stepResult,
});

export const revokeReject = defineCall({
  operationId: 'revokeReject',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-reject',
  summary: 'Refuses a request with the reason the member reads (nothing refunded yet)',
  body: z.object({ revokeId: id, rejectReason: z.string().trim().min(1).max(500) }),
  response: stepResult,
});

/** The most a refund can be set to by hand (the order's paid total bounds it further). */
export const RefundOverrideLimits = { maxAmount: 100_000_000, reasonMax: 500 } as const;
export const RefundOverrideMessage = {
  amountInvalid: '0원 이상의 금액을 숫자로 입력해 주세요.',
  reasonRequired: '환불 금액 변경 사유를 입력해 주세요.',
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
  .max(RefundOverrideLimits.reasonMax);

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

export const revokeRefundOverride = defineCall({
  operationId: 'revokeRefundOverride',
  tag: 'admin-revokes',
  method: 'POST',
  path: '/api/admin/revoke-refund-override',
  summary:
    'Sets the refund of a request not yet refunded (환불대기, 환불지시) to another amount, with a reason',
  body: z.object({
    revokeId: id,
    /** 0 up to what the order was paid minus what is refunded or promised by its other requests. */
    refundTotal: overrideAmount,
    reason: overrideReason,
  }),
  response: stepResult,
});
