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

const REFUND_TYPES = ['Card', 'Bank', 'None'] as const;

/** The label of a revoke's refund type code ('Card', 'Bank', 'None'); an unknown code as it is. */
export function refundTypeLabel(t: ReturnType<typeof useReturnsText>['t'], code: string): string {
  const known = REFUND_TYPES.find((c) => c === code);
  return known ? t(`refundTypes.${known}`) : code;
}
