import type { Won } from '@shop/contract/common.ts';
import type { TaxSplit } from '@shop/contract/tax-split.ts';
import { OutsideRefusal, OutsideUnavailable } from '../outside-errors.ts';

/**
 * ARS phone payment (INTEGRATIONS.md §5), modelled on the Korean ARS card-payment services.
 *
 * Every call is a form post to `<ARS>/api/v1/ars/<call>` carrying `shop_id`, a `timestamp`
 * (YYYYMMDDhhmmss, Seoul; the service accepts ±10 minutes) and `sign` = HMAC-SHA256 with the
 * shared ARS secret over every other field sorted by name as `name=value&…` (ars-signing.ts).
 * Answers are JSON with `result_code` `0000` for success.
 * - `request` (order_no, amount, tax_free_amount, vat, phone, product_name, buyer_name,
 *   noti_url): the service texts the phone a one-time pay code, valid 10 days. The amount's
 *   복합과세 split (the tax-free part and the VAT of the rest, decision 0461) must add up. A new request for the same order replaces the
 *   pending one (its code stops working).
 * - `status` (order_no): the order's latest request: pending, approved, cancelled or expired.
 * - `cancel` (order_no, cancel_amount optional, reason): a pending request is withdrawn; an
 *   approved payment is cancelled in full or in part (never more than remains); a part names its
 *   split (tax_free_amount, vat), within what remains of each part.
 * The person calls, enters the code and a card; on approval the service posts a signed form to
 * `noti_url` (status APPROVED, order_no, amount, tid, approval_no, approved_at, card_name, …) and
 * repeats it until the shop answers plain `OK`. If the shop never confirms, the service cancels
 * the approval and posts status CANCELLED (cancel_reason `not-confirmed`). The shop verifies
 * every notification (`readNotification`), applies it once per tid and status, and checks the
 * amount against the order.
 */

export interface ArsPaymentRequest {
  orderNumber: string;
  amount: Won;
  /** The taxable and tax-free parts of `amount` (decision 0461); they add up to it. */
  split: TaxSplit;
  /** The phone that receives the text message (010-1234-5678 or digits). */
  phone: string;
  productName: string;
  buyerName: string;
  /** Where the service posts approvals and cancellations. */
  notiUrl: string;
}

export interface ArsReceipt {
  requestId: string;
  /** The number the person calls. */
  arsNumber: string;
  expiresAt: Date;
}

export type ArsState = 'pending' | 'approved' | 'cancelled' | 'expired';

export interface ArsStatus {
  requestId: string;
  orderNumber: string;
  state: ArsState;
  amount: Won;
  /** What is still charged (0 unless approved). */
  remaining: Won;
  tid: string | null;
  approvalNumber: string | null;
  approvedAt: Date | null;
  cardName: string | null;
  expiresAt: Date;
  /** 'shop', 'replaced' or 'not-confirmed' once cancelled. */
  cancelReason: string | null;
}

export interface ArsNotification {
  status: 'APPROVED' | 'CANCELLED';
  requestId: string;
  orderNumber: string;
  amount: Won;
  tid: string;
  approvalNumber: string;
  approvedAt: Date;
  cardName: string;
  maskedCardNumber: string;
  installmentMonths: number;
  cancelReason: string | null;
  notifiedAt: Date;
}

export interface ArsService {
  requestPayment(request: ArsPaymentRequest): Promise<ArsReceipt>;
  /** The latest request of an order; null when the service has none. */
  status(orderNumber: string): Promise<ArsStatus | null>;
  /** Withdraws a pending request or cancels (part of) an approved payment. */
  cancel(request: {
    orderNumber: string;
    /** With `split` (its taxable and tax-free parts): a partial cancel; without: all that remains. */
    part?: { amount: Won; split: TaxSplit };
    reason: string;
  }): Promise<ArsStatus & { cancelledAmount: Won }>;
  /** Verifies the signature and shop id of a posted notification; throws ArsNotificationRefused. */
  readNotification(posted: Record<string, unknown>): ArsNotification;
}

/** The service answered with a result code other than success. */
export class ArsRefused extends OutsideRefusal {
  constructor(
    readonly code: string,
    readonly serviceMessage: string,
  ) {
    super(`ARS refused [${code}] ${serviceMessage}`);
  }
}

/** The service could not be reached, answered an HTTP error or nonsense. */
export class ArsUnavailable extends OutsideUnavailable {}

/** No answer in time: the call may or may not have been applied (ask `status`). */
export class ArsTimeout extends ArsUnavailable {}

/** A notification that must change nothing. */
export class ArsNotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(`ARS notification refused: ${reason}`);
  }
}
