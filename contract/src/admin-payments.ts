import { z } from 'zod';
import { defineCall } from './call.ts';
import { rowId, won } from './common.ts';
import { calendarDay } from './orders.ts';

/**
 * Payments in the back office (issue 9 §3): virtual accounts waiting for their deposit and the
 * expired ones, the manual deposit confirmation for a notification the gateway never delivered
 * (through the notification's own once-only path), and the daily reconciliation of the shop's
 * payments and refunds with the gateway's settlement report.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const AdminPaymentMessage = {
  reasonRequired: '입금 확인 사유를 입력해 주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해 주세요.',
  notWaiting: '입금을 기다리는 가상계좌가 아닙니다. 이미 입금되었거나 취소·만료되었습니다.',
  alreadyDeposited: '이미 입금이 기록된 결제입니다.',
  notFound: '결제를 찾을 수 없습니다.',
  periodOrder: '종료일이 시작일보다 이전일 수 없습니다.',
  periodTooLong: '대사는 한 번에 31일까지 조회할 수 있습니다.',
} as const;

export const AdminPaymentErrorCode = { notWaiting: 'DEPOSIT-NOT-WAITING' } as const;

export const AdminPaymentLimits = { pageSize: 20, reasonMin: 2, reasonMax: 500, reconcileDays: 31 };

export const DEPOSIT_LIST_STATES = ['waiting', 'expired'] as const;

export const depositRow = z.object({
  paymentId: z.number().int(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  buyerName: z.string().nullable(),
  amount: won,
  bankName: z.string().nullable(),
  /** Masked in the list. */
  accountNumber: z.string().nullable(),
  holder: z.string().nullable(),
  pgTransactionId: z.string().nullable(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  status: z.string(),
  orderProgressCd: z.string(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const depositList = defineCall({
  operationId: 'depositList',
  tag: 'admin-payments',
  method: 'GET',
  path: '/api/admin/deposits',
  summary:
    'Virtual accounts waiting for their deposit (soonest due first) or expired (latest first)',
  query: z.object({
    state: z.enum(DEPOSIT_LIST_STATES).default('waiting'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(depositRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** The reason finance gives in the deposit confirmation drawer, and what depositConfirm sends. */
export const depositConfirmForm = z.object({
  reason: z
    .string({ error: AdminPaymentMessage.reasonRequired })
    .trim()
    .min(AdminPaymentLimits.reasonMin, AdminPaymentMessage.reasonRequired)
    .max(AdminPaymentLimits.reasonMax, AdminPaymentMessage.reasonTooLong),
});

export const depositConfirm = defineCall({
  operationId: 'depositConfirm',
  tag: 'admin-payments',
  method: 'POST',
  path: '/api/admin/deposit-confirm',
  summary:
    'Records a deposit the gateway did not notify (finance, with a reason); once-only like the notification',
  body: depositConfirmForm.extend({ paymentId: rowId }),
  response: z.object({
    data: z.object({
      paymentId: z.number().int(),
      orderId: z.number().int(),
      orderProgressCd: z.string(),
    }),
  }),
});

export const RECONCILIATION_KINDS = ['payment', 'refund'] as const;
/**
 * onlyShop: recorded by the shop, not in the gateway's report; onlyGateway: the other way;
 * amount: both, other amounts; day: both, on other days (Asia/Seoul).
 */
export const MISMATCH_REASONS = ['onlyShop', 'onlyGateway', 'amount', 'day'] as const;

export const reconciliationMismatch = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  reason: z.enum(MISMATCH_REASONS),
  tid: z.string(),
  orderNumber: z.string().nullable(),
  orderId: z.number().int().nullable(),
  shopAmount: won.nullable(),
  gatewayAmount: won.nullable(),
  shopDay: day.nullable(),
  gatewayDay: day.nullable(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatch>;

const total = z.object({ count: z.number().int(), amount: won });

export const reconciliationDay = z.object({
  day,
  shopPayments: total,
  gatewayPayments: total,
  shopRefunds: total,
  gatewayRefunds: total,
  /** Card approvals the shop undid at once (not money in or out, for information). */
  gatewayNetCancels: total,
  /** False when the gateway's report could not be read; the day is then not reconciled. */
  gatewayAnswered: z.boolean(),
  mismatches: z.array(reconciliationMismatch),
});
export type ReconciliationDay = z.infer<typeof reconciliationDay>;

export const reconciliation = defineCall({
  operationId: 'reconciliation',
  tag: 'admin-payments',
  method: 'GET',
  path: '/api/admin/reconciliation',
  summary: "Per day: the shop's payments and refunds beside the gateway's settlement report",
  query: z.object({ from: calendarDay, to: calendarDay }),
  response: z.object({ days: z.array(reconciliationDay) }),
});
