import type { OrderProgress } from '@shop/contract/orders.ts';
import type { RevokeProgress, RevokeType } from '@shop/contract/revoke.ts';
import { useTranslation } from './i18n.ts';

type Words<T> = T[keyof T];
type ProgressCode = Words<typeof OrderProgress> | Words<typeof RevokeProgress>;
type RevokeTypeCode = Words<typeof RevokeType>;

/**
 * The English of the spec's progress words: an order's orderProgressCd (spec 2 §4.1) and a
 * cancel/return request's revokeProgressCd (spec 3 §4, decision 0304). In Korean the word is the
 * code itself. One map for the shop and the back office: a new progress word fails to compile
 * here until it has its English.
 */
const PROGRESS_EN: Record<ProgressCode, string> = {
  결제대기: 'Awaiting payment',
  입금대기: 'Awaiting deposit',
  결제완료: 'Paid',
  배송준비중: 'Preparing',
  배송중: 'Shipping',
  배송완료: 'Delivered',
  입금취소: 'Deposit cancelled',
  주문취소: 'Cancelled',
  환불완료: 'Refunded',
  반품비결제대기: 'Awaiting return fee',
  환불대기: 'Awaiting return',
  환불자동: 'Refunding by card',
  환불지시: 'Refund to make',
  반려: 'Rejected',
  철회: 'Withdrawn',
};

const REVOKE_TYPE_EN: Record<RevokeTypeCode, string> = { 취소: 'Cancel', 반품: 'Return' };

/** paymentTypeCd's words (spec 2 §2; ZERO has its own label where it is shown). */
const PAYMENT_TYPE_EN: Record<string, string> = {
  신용카드: 'Card',
  가상계좌: 'Virtual account',
  ARS: 'ARS phone payment',
};

const isEnglish = (language: string) => language.startsWith('en');

/** A progress word in this language: its English with English chosen, else the word as it came. */
export function progressLabel(code: string, language: string): string {
  return isEnglish(language) ? (PROGRESS_EN[code as ProgressCode] ?? code) : code;
}

/** A cancel/return request's type (취소, 반품) in this language. */
export function revokeTypeLabel(code: string, language: string): string {
  return isEnglish(language) ? (REVOKE_TYPE_EN[code as RevokeTypeCode] ?? code) : code;
}

/** A payment type (신용카드, 가상계좌, ARS) in this language. */
export function paymentTypeWord(code: string, language: string): string {
  return isEnglish(language) ? (PAYMENT_TYPE_EN[code] ?? code) : code;
}

/** Both labels in the current language; re-renders when the language changes. */
export function useProgressLabels() {
  const { language } = useTranslation();
  return {
    progress: (code: string) => progressLabel(code, language),
    revokeType: (code: string) => revokeTypeLabel(code, language),
  };
}
