import { z } from 'zod';
import { KOREAN_MOBILE } from './common.ts';

/**
 * Cash receipts (현금영수증, decision 0464): a cash sale (virtual-account deposit) gets a receipt
 * issued through the gateway when the money arrives. The pay page asks, for a virtual-account
 * order, for the use and its number: 소득공제용 (a mobile number), 지출증빙용 (a business number
 * whose check digit is right), or 신청 안 함. A cash sale of `SELF_ISSUE_FROM` won or more without a
 * request is issued to the tax office's self-issue number (자진발급: 법인세법 §117조의2 ④ for a
 * corporation, 소득세법 §162조의3 ④ for a sole trader; checked from memory, decision 0464).
 * One rule for the form and the server.
 */
export const CASH_RECEIPT_KINDS = ['income', 'expense', 'none'] as const;
export const cashReceiptKind = z.enum(CASH_RECEIPT_KINDS);
export type CashReceiptKind = z.infer<typeof cashReceiptKind>;

/** 국세청 자진발급 번호 (010-000-1234), digits only as the gateway takes it. */
export const SELF_ISSUE_NUMBER = '0100001234';
/** A cash sale of this much or more is issued even without a request (VAT included). */
export const SELF_ISSUE_FROM = 100_000;

export const CashReceiptMessage = {
  chooseKind: '현금영수증 발급 여부를 선택하세요',
  phone: '소득공제용 현금영수증을 받을 휴대폰 번호를 입력하세요',
  phoneFormat: '소득공제용 번호는 휴대폰 번호(예: 010-1234-5678)로 입력하세요',
  businessNumber: '지출증빙용 현금영수증을 받을 사업자등록번호를 입력하세요',
  businessNumberFormat: '사업자등록번호 10자리(예: 123-45-67890)를 정확히 입력하세요',
  notVirtualAccount: '현금영수증은 가상계좌(무통장입금) 결제에서만 신청할 수 있습니다',
} as const;

/** The labels the pay page and the order detail show for each use. */
export const CASH_RECEIPT_LABELS: Record<CashReceiptKind | 'self', string> = {
  income: '소득공제용',
  expense: '지출증빙용',
  none: '신청 안 함',
  self: '자진발급',
};

/** A business registration number (10 digits) whose last digit is its check digit. */
export function businessNumberValid(value: string): boolean {
  const digits = value.replaceAll('-', '');
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i]! * weights[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/**
 * The pay page's choice as typed and as the order call sends it: the use and its number (the
 * number is ignored for 신청 안 함). Refusals name the field `identifier`.
 */
export const cashReceiptChoice = z
  .object({ kind: cashReceiptKind, identifier: z.string().max(20) })
  .superRefine((c, ctx) => {
    const refuse = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['identifier'], message });
    const value = c.identifier.trim();
    if (c.kind === 'income') {
      if (!value) return refuse(CashReceiptMessage.phone);
      if (!KOREAN_MOBILE.test(value)) return refuse(CashReceiptMessage.phoneFormat);
    }
    if (c.kind === 'expense') {
      if (!value) return refuse(CashReceiptMessage.businessNumber);
      if (!businessNumberValid(value)) return refuse(CashReceiptMessage.businessNumberFormat);
    }
  });
export type CashReceiptChoice = z.input<typeof cashReceiptChoice>;

/** What the order stores: the use and the number in digits (null for 신청 안 함). */
export function storedRequest(choice: CashReceiptChoice): {
  kind: CashReceiptKind;
  identifier: string | null;
} {
  return choice.kind === 'none'
    ? { kind: 'none', identifier: null }
    : { kind: choice.kind, identifier: choice.identifier.replaceAll('-', '').trim() };
}

/**
 * To whom a deposit's receipt is issued: the member's request, or the self-issue number for a sale
 * of `SELF_ISSUE_FROM` won or more without one, or nobody (a smaller sale without a request).
 */
export function receiptTarget(
  request: { kind: CashReceiptKind; identifier: string | null } | null,
  amount: number,
): { use: 'income' | 'expense'; identifier: string; self: boolean } | null {
  if (request && request.kind !== 'none' && request.identifier) {
    return { use: request.kind, identifier: request.identifier, self: false };
  }
  if (amount >= SELF_ISSUE_FROM)
    return { use: 'income', identifier: SELF_ISSUE_NUMBER, self: true };
  return null;
}
