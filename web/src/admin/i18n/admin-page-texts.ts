import { textNamespace } from '../../i18n/text-namespace.ts';
import { adminContentEn } from './admin-content-en.ts';
import { adminContentKo } from './admin-content-ko.ts';
import { adminFeesEn } from './admin-fees-en.ts';
import { adminFeesKo } from './admin-fees-ko.ts';
import { adminOrdersEn } from './admin-orders-en.ts';
import { adminOrdersKo } from './admin-orders-ko.ts';
import { adminPaymentsEn } from './admin-payments-en.ts';
import { adminProductsEn } from './admin-products-en.ts';
import { adminProductsKo } from './admin-products-ko.ts';
import { adminPaymentsKo } from './admin-payments-ko.ts';
import { adminReturnsEn } from './admin-returns-en.ts';
import { adminReturnsKo } from './admin-returns-ko.ts';

/** Texts of the order, payment, return, product, fee and content pages: namespaces of their own beside admin-ko/en. */
const orders = textNamespace('adminOrders', adminOrdersKo, adminOrdersEn);
const payments = textNamespace('adminPayments', adminPaymentsKo, adminPaymentsEn);
const returns = textNamespace('adminReturns', adminReturnsKo, adminReturnsEn);
const products = textNamespace('adminProducts', adminProductsKo, adminProductsEn);
const fees = textNamespace('adminFees', adminFeesKo, adminFeesEn);
const content = textNamespace('adminContent', adminContentKo, adminContentEn);

export const useOrdersText = () => orders.useTexts();
export const usePaymentsText = () => payments.useTexts();
export const useReturnsText = () => returns.useTexts();
export const useProductsText = () => products.useTexts();
export const useFeesText = () => fees.useTexts();
export const useContentText = () => content.useTexts();

type ReturnsT = ReturnType<typeof useReturnsText>['t'];
const REFUND_TYPES = ['Card', 'Bank', 'None'] as const;
const REFUND_ATTEMPT_STATUSES = ['requesting', 'done', 'failed'] as const;

/** The label of a code this build knows; any other code as it is. */
function labelOf<C extends string>(codes: readonly C[], code: string, label: (known: C) => string) {
  const known = codes.find((c) => c === code);
  return known ? label(known) : code;
}

/** The label of a revoke's refund type code ('Card', 'Bank', 'None'). */
export const refundTypeLabel = (t: ReturnsT, code: string): string =>
  labelOf(REFUND_TYPES, code, (known) => t(`refundTypes.${known}`));

/** The label of a refund attempt's status ('requesting', 'done', 'failed'). */
export const refundAttemptStatusLabel = (t: ReturnsT, status: string): string =>
  labelOf(REFUND_ATTEMPT_STATUSES, status, (known) => t(`refundAttemptStatus.${known}`));
