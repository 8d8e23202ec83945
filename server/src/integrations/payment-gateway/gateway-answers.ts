import { z } from 'zod';
import { fromSeoulCompactTime } from '../../lib/seoul-time.ts';
import {
  GatewayRefused,
  GatewayUnavailable,
  type Approval,
  type IssuedCashReceipt,
  type PayMethod,
  type RefundResult,
  type SettlementReport,
  type TransactionStatus,
} from './payment-gateway.ts';

/** Reads the gateway's answers into the adapter's types; a refusal becomes GatewayRefused. */

/** Card company codes of the standard-payment protocol. */
const CARD_COMPANIES: Record<string, string> = {
  '01': '하나(외환)카드',
  '03': '롯데카드',
  '04': '현대카드',
  '06': 'KB국민카드',
  '11': 'BC카드',
  '12': '삼성카드',
  '14': '신한카드',
  '16': 'NH농협카드',
  '34': '하나카드',
  '41': 'NH농협카드',
  '44': '우리카드',
};

/** YYYYMMDDhhmmss (or YYYYMMDD + hhmmss) in Seoul → instant. */
export function seoulInstant(compact: string): Date {
  const at = fromSeoulCompactTime(compact);
  if (!at) throw new GatewayUnavailable(`gateway: bad time ${compact}`);
  return at;
}

function parse<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer);
  if (!result.success) {
    throw new GatewayUnavailable(`gateway: unexpected ${what} answer (${result.error.message})`);
  }
  return result.data;
}

const amount = z.coerce.number().int().nonnegative();
const payMethod = z.enum(['Card', 'VBank']);

export function refusedUnless(answer: Record<string, unknown>, success: string): void {
  const code = String(answer.resultCode ?? '');
  if (code !== success) {
    throw new GatewayRefused(code || '?', String(answer.resultMsg ?? 'no message'));
  }
}

const pcApproval = z.object({
  tid: z.string().min(1),
  MOID: z.string(),
  TotPrice: amount,
  payMethod,
  applDate: z.string().regex(/^\d{8}$/),
  applTime: z.string().regex(/^\d{6}$/),
  applNum: z.string().optional(),
  merchantData: z.string().optional(),
  CARD_Num: z.string().optional(),
  CARD_Code: z.string().optional(),
  CARD_Quota: z.string().optional(),
  VACT_Num: z.string().optional(),
  VACT_BankCode: z.string().optional(),
  vactBankName: z.string().optional(),
  VACT_Name: z.string().optional(),
  VACT_InputName: z.string().optional(),
  VACT_Date: z.string().optional(),
  VACT_Time: z.string().optional(),
});

export function pcApprovalOf(answer: Record<string, unknown>): Approval {
  refusedUnless(answer, '0000');
  const a = parse(pcApproval, answer, 'approval');
  return {
    tid: a.tid,
    orderNumber: a.MOID,
    price: a.TotPrice,
    payMethod: a.payMethod,
    approvedAt: seoulInstant(`${a.applDate}${a.applTime}`),
    approvalNumber: a.payMethod === 'Card' ? (a.applNum ?? '') : null,
    card:
      a.payMethod === 'Card'
        ? {
            code: a.CARD_Code ?? '',
            name: CARD_COMPANIES[a.CARD_Code ?? ''] ?? '신용카드',
            maskedNumber: a.CARD_Num ?? '',
            installmentMonths: Number(a.CARD_Quota ?? 0) || 0,
          }
        : null,
    virtualAccount:
      a.payMethod === 'VBank'
        ? {
            bankCode: a.VACT_BankCode ?? '',
            bankName: a.vactBankName ?? '',
            accountNumber: a.VACT_Num ?? '',
            holder: a.VACT_Name ?? '',
            depositorName: a.VACT_InputName ?? '',
            dueAt: seoulInstant(`${a.VACT_Date ?? ''}${a.VACT_Time ?? '235959'}`),
          }
        : null,
    merchantData: a.merchantData ?? '',
  };
}

const mobileApproval = z.object({
  P_TID: z.string().min(1),
  P_TYPE: z.enum(['CARD', 'VBANK']),
  P_OID: z.string(),
  P_AMT: amount,
  P_AUTH_DT: z.string().regex(/^\d{14}$/),
  P_AUTH_NO: z.string().optional(),
  P_NOTI: z.string().optional(),
  P_FN_CD1: z.string().optional(),
  P_FN_NM: z.string().optional(),
  P_CARD_NUM: z.string().optional(),
  P_RMESG2: z.string().optional(),
  P_VACT_NUM: z.string().optional(),
  P_VACT_BANK_CODE: z.string().optional(),
  P_VACT_NAME: z.string().optional(),
  P_VACT_DATE: z.string().optional(),
  P_VACT_TIME: z.string().optional(),
  P_UNAME: z.string().optional(),
});

export function mobileApprovalOf(answer: Record<string, unknown>): Approval {
  if (answer.P_STATUS !== '00') {
    const message = String(answer.P_RMESG1 ?? 'no message');
    const code = /^\[([^\]]+)\]/.exec(message)?.[1] ?? String(answer.P_STATUS ?? '?');
    throw new GatewayRefused(code, message.replace(/^\[[^\]]+\]\s*/, ''));
  }
  const a = parse(mobileApproval, answer, 'mobile approval');
  const isCard = a.P_TYPE === 'CARD';
  return {
    tid: a.P_TID,
    orderNumber: a.P_OID,
    price: a.P_AMT,
    payMethod: isCard ? 'Card' : 'VBank',
    approvedAt: seoulInstant(a.P_AUTH_DT),
    approvalNumber: isCard ? (a.P_AUTH_NO ?? '') : null,
    card: isCard
      ? {
          code: a.P_FN_CD1 ?? '',
          name: a.P_FN_NM || (CARD_COMPANIES[a.P_FN_CD1 ?? ''] ?? '신용카드'),
          maskedNumber: a.P_CARD_NUM ?? '',
          installmentMonths: Number(a.P_RMESG2 ?? 0) || 0,
        }
      : null,
    virtualAccount: isCard
      ? null
      : {
          bankCode: a.P_VACT_BANK_CODE ?? a.P_FN_CD1 ?? '',
          bankName: a.P_FN_NM ?? '',
          accountNumber: a.P_VACT_NUM ?? '',
          holder: a.P_VACT_NAME ?? '',
          depositorName: a.P_UNAME ?? '',
          dueAt: seoulInstant(`${a.P_VACT_DATE ?? ''}${a.P_VACT_TIME ?? '235959'}`),
        },
    merchantData: a.P_NOTI ?? '',
  };
}

const refundAnswer = z.object({
  tid: z.string().min(1),
  prtcTid: z.string().optional(),
  prtcPrice: amount.optional(),
  prtcRemains: amount.optional(),
  cancelDate: z.string().regex(/^\d{8}$/),
  cancelTime: z.string().regex(/^\d{6}$/),
});

export function refundOf(answer: Record<string, unknown>, tid: string): RefundResult {
  refusedUnless(answer, '00');
  const a = parse(refundAnswer, answer, 'refund');
  return {
    tid: a.prtcTid ?? tid,
    refundTid: a.tid,
    amount: a.prtcPrice ?? null,
    remaining: a.prtcRemains ?? null,
    refundedAt: seoulInstant(`${a.cancelDate}${a.cancelTime}`),
  };
}

const receiptAnswer = z.object({
  tid: z.string().min(1),
  applNum: z.string().min(1),
  applDate: z.string().regex(/^\d{8}$/),
  applTime: z.string().regex(/^\d{6}$/),
});

export function cashReceiptOf(answer: Record<string, unknown>): IssuedCashReceipt {
  refusedUnless(answer, '00');
  const a = parse(receiptAnswer, answer, 'cash receipt');
  return {
    receiptTid: a.tid,
    approvalNumber: a.applNum,
    issuedAt: seoulInstant(`${a.applDate}${a.applTime}`),
  };
}

const inquiryAnswer = z.object({
  tid: z.string(),
  oid: z.string(),
  payMethod,
  status: z.enum([
    'authenticated',
    'approved',
    'vbankIssued',
    'deposited',
    'netCancelled',
    'refunded',
  ]),
  price: amount,
  remains: amount,
  applDate: z.string().default(''),
  applNum: z.string().default(''),
  vactNum: z.string().default(''),
  vactBankCode: z.string().default(''),
  vactBankName: z.string().default(''),
  vactName: z.string().default(''),
  vactInputName: z.string().default(''),
  vactDate: z.string().default(''),
  vactTime: z.string().default(''),
});

export function inquiryOf(answer: Record<string, unknown>): TransactionStatus {
  refusedUnless(answer, '00');
  const a = parse(inquiryAnswer, answer, 'inquiry');
  return {
    tid: a.tid,
    orderNumber: a.oid,
    payMethod: a.payMethod as PayMethod,
    state: a.status,
    price: a.price,
    remaining: a.remains,
    approvedAt: a.applDate ? seoulInstant(a.applDate) : null,
    approvalNumber: a.applNum || null,
    virtualAccount: a.vactNum
      ? {
          bankCode: a.vactBankCode,
          bankName: a.vactBankName,
          accountNumber: a.vactNum,
          holder: a.vactName,
          depositorName: a.vactInputName,
          dueAt: seoulInstant(`${a.vactDate}${a.vactTime || '235959'}`),
        }
      : null,
  };
}

const at = z.iso.datetime().transform((s) => new Date(s));
const settlementAnswer = z.object({
  approvals: z.array(z.object({ tid: z.string(), oid: z.string(), payMethod, price: amount, at })),
  deposits: z.array(
    z.object({ tid: z.string(), oid: z.string(), price: amount, depositor: z.string(), at }),
  ),
  refunds: z.array(
    z.object({
      tid: z.string(),
      refundTid: z.string(),
      oid: z.string(),
      price: amount,
      partial: z.boolean(),
      at,
    }),
  ),
  netCancels: z.array(z.object({ tid: z.string(), oid: z.string(), price: amount, at })),
});

export function settlementOf(answer: Record<string, unknown>, date: string): SettlementReport {
  refusedUnless(answer, '00');
  const a = parse(settlementAnswer, answer, 'settlement');
  return {
    date,
    approvals: a.approvals.map((e) => ({
      tid: e.tid,
      orderNumber: e.oid,
      payMethod: e.payMethod,
      amount: e.price,
      at: e.at,
    })),
    deposits: a.deposits.map((e) => ({
      tid: e.tid,
      orderNumber: e.oid,
      amount: e.price,
      depositor: e.depositor,
      at: e.at,
    })),
    refunds: a.refunds.map((e) => ({
      tid: e.tid,
      refundTid: e.refundTid,
      orderNumber: e.oid,
      amount: e.price,
      partial: e.partial,
      at: e.at,
    })),
    netCancels: a.netCancels.map((e) => ({
      tid: e.tid,
      orderNumber: e.oid,
      amount: e.price,
      at: e.at,
    })),
  };
}
