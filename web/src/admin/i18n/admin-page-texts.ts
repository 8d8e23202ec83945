import {
  CODED_PAYMENT_TYPES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_ATTEMPT_STATUSES,
  REFUND_TYPES,
} from '@shop/contract/status-codes.ts';
import { recallReasonCd } from '@shop/contract/revoke.ts';
import { textNamespace } from '../../i18n/text-namespace.ts';
import { adminContentEn } from './admin-content-en.ts';
import { adminContentKo } from './admin-content-ko.ts';
import { adminFeesEn } from './admin-fees-en.ts';
import { adminHomeContentEn } from './admin-home-content-en.ts';
import { adminHomeContentKo } from './admin-home-content-ko.ts';
import { adminFeesKo } from './admin-fees-ko.ts';
import { adminOrdersEn } from './admin-orders-en.ts';
import { adminOrdersKo } from './admin-orders-ko.ts';
import { adminPaymentsEn } from './admin-payments-en.ts';
import { adminProductsEn } from './admin-products-en.ts';
import { adminProductsKo } from './admin-products-ko.ts';
import { adminPaymentsKo } from './admin-payments-ko.ts';
import { adminReportsEn } from './admin-reports-en.ts';
import { adminReportsKo } from './admin-reports-ko.ts';
import { adminRecordsEn } from './admin-records-en.ts';
import { adminRecordsKo } from './admin-records-ko.ts';
import { adminReturnsEn } from './admin-returns-en.ts';
import { adminReturnsKo } from './admin-returns-ko.ts';
import { i18n } from '../../i18n/i18n.ts';
import { paymentTypeWord } from '../../i18n/progress-labels.ts';

/** Texts of the order, payment, return, product, fee and content pages: namespaces of their own beside admin-ko/en. */
const orders = textNamespace('adminOrders', adminOrdersKo, adminOrdersEn);
const payments = textNamespace('adminPayments', adminPaymentsKo, adminPaymentsEn);
const returns = textNamespace('adminReturns', adminReturnsKo, adminReturnsEn);
const products = textNamespace('adminProducts', adminProductsKo, adminProductsEn);
const fees = textNamespace('adminFees', adminFeesKo, adminFeesEn);
const content = textNamespace('adminContent', adminContentKo, adminContentEn);
const homeContent = textNamespace('adminHomeContent', adminHomeContentKo, adminHomeContentEn);
const reports = textNamespace('adminReports', adminReportsKo, adminReportsEn);
const records = textNamespace('adminRecords', adminRecordsKo, adminRecordsEn);

export const useOrdersText = () => orders.useTexts();
export const usePaymentsText = () => payments.useTexts();
export const useReturnsText = () => returns.useTexts();
export const useProductsText = () => products.useTexts();
export const useFeesText = () => fees.useTexts();
export const useContentText = () => content.useTexts();
export const useReportsText = () => reports.useTexts();
export const useRecordsText = () => records.useTexts();
export const useHomeContentText = () => homeContent.useTexts();

type ReturnsT = ReturnType<typeof useReturnsText>['t'];
type OrdersT = ReturnType<typeof useOrdersText>['t'];

/** The label of a code this build knows; any other code as it is. */
function labelOf<C extends string>(codes: readonly C[], code: string, label: (known: C) => string) {
  const known = codes.find((c) => c === code);
  return known ? label(known) : code;
}

/** The label of a revoke's refund type code ('Card', 'Bank', 'None'). */
export const refundTypeLabel = (t: ReturnsT, code: string): string =>
  labelOf(REFUND_TYPES, code, (known) => t(`refundTypes.${known}`));

/** The label of a return's reason code ('상품불량' reads '상품 불량/파손'). */
export const recallReasonLabel = (t: ReturnsT, code: string): string =>
  labelOf(recallReasonCd.options, code, (known) => t(`recallReasons.${known}`));

/** The label of a refund attempt's status ('requesting', 'done', 'failed'). */
export const refundAttemptStatusLabel = (t: ReturnsT, status: string): string =>
  labelOf(REFUND_ATTEMPT_STATUSES, status, (known) => t(`refundAttemptStatus.${known}`));

/** The label of an order's status ('awaiting_payment', 'paid', …). */
export const orderStatusLabel = (t: OrdersT, status: string): string =>
  labelOf(ORDER_STATUSES, status, (known) => t(`orderStatus.${known}`));

/** The label of a payment attempt's status ('requested', 'approved', …). */
export const paymentStatusLabel = (t: OrdersT, status: string): string =>
  labelOf(PAYMENT_STATUSES, status, (known) => t(`paymentStatus.${known}`));

/** A payment type as staff read it: the Korean ones as they are, 'ZERO' by its label. */
export const paymentTypeLabel = (t: OrdersT, type: string | null): string =>
  type === null
    ? '-'
    : CODED_PAYMENT_TYPES.some((c) => c === type)
      ? labelOf(CODED_PAYMENT_TYPES, type, (known) => t(`paymentType.${known}`))
      : paymentTypeWord(type, i18n.language);
