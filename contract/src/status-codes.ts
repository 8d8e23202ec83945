/**
 * The status codes the server keeps and answers as they are (the database's checks hold the same
 * lists). Screens never show them: each has its label in the web's texts, typed by these lists,
 * and the journey e2e/raw-codes.spec.ts looks for their spellings on the main pages.
 */

/** An order's money state (docs/state-machines.md); the member sees orderProgressCd instead. */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'dropped', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One payment attempt of an order (the gateway's answer). */
export const PAYMENT_STATUSES = [
  'requested',
  'approved',
  'waiting_deposit',
  'failed',
  'expired',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a revoke's money goes back, and one refund attempt's state. */
export const REFUND_TYPES = ['Card', 'Bank', 'None'] as const;
export const REFUND_ATTEMPT_STATUSES = ['requesting', 'done', 'failed'] as const;

/** Payment types that are codes rather than words a member reads ('ARS' is what shops call it). */
export const CODED_PAYMENT_TYPES = ['ZERO'] as const;
