import { AdminContentMessage } from './admin-content.ts';
import { AdminDocumentMessage } from './admin-documents.ts';
import { AdminFaqMessage } from './admin-faq.ts';
import { AdminSectionMessage } from './admin-sections.ts';
import { AdminSearchMessage } from './admin-search.ts';
import { AdminCategoryMessage } from './admin-categories.ts';
import { AdminImageMessage } from './admin-images.ts';
import { AdminFeeMessage } from './admin-fees.ts';
import { AdminEmsFeeMessage } from './admin-ems-fees.ts';
import { InquiryAdminMessage } from './admin-inquiries.ts';
import { AdminOrderMessage } from './admin-orders.ts';
import { AdminProductCsvMessage } from './admin-product-csv.ts';
import { AdminProductMessage } from './admin-products.ts';
import { AdminPaymentMessage } from './admin-payments.ts';
import { AdminReportMessage } from './admin-reports.ts';
import { RefundOverrideMessage, RevokeStaffMessage } from './admin-revokes.ts';
import { StaffMessage } from './admin-auth.ts';
import { StaffAdminMessage } from './admin-staff.ts';
import { AuthMessage } from './auth-messages.ts';
import { BusinessIdentityMessage } from './business-identity.ts';
import { PriceMessage } from './billing.ts';
import { CartMessage, OrderRuleMessage } from './cart.ts';
import { CatalogMessage } from './catalog-messages.ts';
import { CheckoutMessage } from './checkout-messages.ts';
import { CommonMessage } from './common-messages.ts';
import { ClaimMessage } from './claim.ts';
import { FaqMessage } from './faq.ts';
import { HolidayMessage } from './holidays.ts';
import { OrderMessage } from './orders.ts';
import { RefundMessage, RevokeMessage } from './revoke.ts';
import { CsvFileMessage } from './csv-file.ts';
import { fillMessage, type CodedMessage, type MessageParams } from './message-template.ts';

/**
 * Every message catalogue of the contract by domain. A message's code is its dotted path here
 * ('checkout.oversea.missing.name'): the server sends it beside the Korean text of a refusal
 * (`error.messageCode`), and the web shows its English text for the code when English is chosen
 * (docs/decisions/0301-refusals-carry-a-message-code.md). A message built from values is a
 * template here (`'[{name}] …'`), sent with its values (`codedMessage`, decision 0305).
 */
const CATALOGUES = {
  common: CommonMessage,
  auth: AuthMessage,
  catalog: CatalogMessage,
  cart: CartMessage,
  orderRules: OrderRuleMessage,
  billing: PriceMessage,
  checkout: CheckoutMessage,
  orders: OrderMessage,
  revoke: RevokeMessage,
  refund: RefundMessage,
  claim: ClaimMessage,
  faq: FaqMessage,
  staff: StaffMessage,
  staffAdmin: StaffAdminMessage,
  adminInquiries: InquiryAdminMessage,
  adminOrders: AdminOrderMessage,
  adminProducts: AdminProductMessage,
  adminProductCsv: AdminProductCsvMessage,
  adminPayments: AdminPaymentMessage,
  adminReports: AdminReportMessage,
  refundOverride: RefundOverrideMessage,
  revokeStaff: RevokeStaffMessage,
  adminFees: AdminFeeMessage,
  adminEmsFees: AdminEmsFeeMessage,
  adminSearch: AdminSearchMessage,
  adminContent: AdminContentMessage,
  adminFaq: AdminFaqMessage,
  adminSections: AdminSectionMessage,
  adminCategories: AdminCategoryMessage,
  adminImages: AdminImageMessage,
  adminDocuments: AdminDocumentMessage,
  siteIdentity: BusinessIdentityMessage,
  holidays: HolidayMessage,
  csvFile: CsvFileMessage,
} as const;

/** The dotted paths of a catalogue that lead to a text (not to a function). */
type TextPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageCode = {
  [D in keyof typeof CATALOGUES]: TextPaths<(typeof CATALOGUES)[D], `${D}.`>;
}[keyof typeof CATALOGUES];

function collect(node: object, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      // the first domain to say a text names it (the same words mean the same thing)
      if (!into.has(value)) into.set(value, `${prefix}${key}`);
    } else if (value && typeof value === 'object') {
      collect(value as object, `${prefix}${key}.`, into);
    }
  }
}

const CODE_OF_TEXT = new Map<string, string>();
collect(CATALOGUES, '', CODE_OF_TEXT);

/** The code of a contract message (by its exact Korean text), or undefined for any other text. */
export function messageCodeOf(message: string): MessageCode | undefined {
  return CODE_OF_TEXT.get(message) as MessageCode | undefined;
}

/** Every code, for the test that each has its English text. */
export const MESSAGE_CODES = [...new Set(CODE_OF_TEXT.values())] as MessageCode[];

/**
 * A contract message as sent: its Korean text with the values in place, its code and the values
 * (another language fills its own template with them). A text that is no catalogue's goes as it is.
 */
export function codedMessage(template: string, params?: MessageParams): CodedMessage {
  const messageCode = messageCodeOf(template);
  const message = params ? fillMessage(template, params) : template;
  if (!messageCode) return { message };
  return params ? { message, messageCode, messageParams: params } : { message, messageCode };
}
