import { textNamespace } from '../../i18n/text-namespace.ts';
import { adminOrdersEn } from './admin-orders-en.ts';
import { adminOrdersKo } from './admin-orders-ko.ts';
import { adminPaymentsEn } from './admin-payments-en.ts';
import { adminPaymentsKo } from './admin-payments-ko.ts';
import { adminReturnsEn } from './admin-returns-en.ts';
import { adminReturnsKo } from './admin-returns-ko.ts';

/** Texts of the order, payment and return pages: namespaces of their own beside admin-ko/en. */
const orders = textNamespace('adminOrders', adminOrdersKo, adminOrdersEn);
const payments = textNamespace('adminPayments', adminPaymentsKo, adminPaymentsEn);
const returns = textNamespace('adminReturns', adminReturnsKo, adminReturnsEn);

export const useOrdersText = () => orders.useTexts();
export const usePaymentsText = () => payments.useTexts();
export const useReturnsText = () => returns.useTexts();

type ReturnsT = ReturnType<typeof useReturnsText>['t'];
const REFUND_TYPES = ['Card', 'Bank', 'None'] as const;
const REFUND_ATTEMPT_STATUSES = ['requesting', 'done', 'failed'] as const;

/** The label of a revoke's refund type code ('Card', 'Bank', 'None'); an unknown code as it is. */
export function refundTypeLabel(t: ReturnsT, code: string): string {
  const known = REFUND_TYPES.find((c) => c === code);
  return known ? t(`refundTypes.${known}`) : code;
}

/** The label of a refund attempt's status ('requesting', 'done', 'failed'); an unknown one as it is. */
export function refundAttemptStatusLabel(t: ReturnsT, status: string): string {
  const known = REFUND_ATTEMPT_STATUSES.find((s) => s === status);
  return known ? t(`refundAttemptStatus.${known}`) : status;
}
