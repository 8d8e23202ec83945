/**
 * 구매안전서비스 (escrow) at the payment gateway (INTEGRATIONS.md §7, modelled on the gateway's
 * escrow service). A virtual-account payment whose window asked for escrow (PaymentRequest.escrow)
 * stays with the gateway until the buyer decides:
 * - `registerDelivery`: after shipping, the carrier, invoice and day (`/v2/pg/escrow` type
 *   escrowDelivery, signed as the rest of the merchant API); a second call corrects the invoice;
 * - `decisionPageUrl`: the gateway's own page where the buyer confirms (구매확정) or rejects
 *   (구매거절), a link the shop signs with its sign key
 *   (`hashData = sha256("mid=…&returnUrl=…&signKey=…&tid=…&timestamp=…")`, one hour);
 * - the decision comes back as a signed notification to the shop's escrow URL (`type_msg`
 *   ESCROW, `no_tid`, `no_oid`, `escrow_status` confirm | reject, `decided_by` buyer | auto,
 *   `dt_decide`, `reject_reason`, `noti_sign` as the deposit notification), repeated until `OK`;
 * - `inquire` (escrowInquiry): the escrow's state; a buyer silent for the gateway's period after
 *   the registration counts as having confirmed (decided_by auto).
 * Until a confirmation the gateway refunds the payment whole only (partial refund R402).
 * Refusals are GatewayRefused (E101 not escrow, E102 not paid, E103 decided, E104 cancelled,
 * E105 bad delivery); no answer is GatewayTimeout / GatewayUnavailable.
 */

export type EscrowGatewayState = 'waiting' | 'registered' | 'confirmed' | 'rejected';

export interface EscrowDelivery {
  tid: string;
  /** The shop's courier code (contract/src/couriers.ts). */
  carrier: string;
  invoice: string;
  /** YYYY-MM-DD (Seoul). */
  shippedOn: string;
}

export interface EscrowStatus {
  tid: string;
  state: EscrowGatewayState;
  registeredAt: Date | null;
  decidedBy: 'buyer' | 'auto' | null;
  decidedAt: Date | null;
  rejectReason: string;
}

export interface EscrowDecision {
  tid: string;
  orderNumber: string;
  decision: 'confirm' | 'reject';
  decidedBy: 'buyer' | 'auto';
  decidedAt: Date;
  rejectReason: string;
}

export interface EscrowGateway {
  registerDelivery(delivery: EscrowDelivery): Promise<{ registeredAt: Date }>;
  inquire(tid: string): Promise<EscrowStatus>;
  /** The signed page of the gateway where the buyer decides; it returns to `returnUrl`. */
  decisionPageUrl(request: { tid: string; returnUrl: string }): string;
  /** Verifies and reads a decision notification; throws NotificationRefused. */
  readDecision(posted: Record<string, unknown>): EscrowDecision;
}
