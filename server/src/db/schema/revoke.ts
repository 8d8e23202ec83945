import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders, payments } from './orders.ts';
import { staff } from './staff.ts';

/**
 * Cancel and return requests (spec 3 §3 'Revoke'), their items, the refunds that carry them out
 * and the return fees members pay. The state machine is in docs/state-machines.md:
 *
 * revoke_progress_cd: 반품비결제대기 → 환불대기 | 철회;  환불대기 → 환불지시 | 반려;
 *   취소 by card → 환불자동 (or 환불지시 with refund_failed);  by virtual account → 환불지시;
 *   환불지시 → 환불완료 (or 환불지시 with refund_failed until a retry succeeds).
 *
 * The requested quantities leave order_items.qty_effected when the request is created and come
 * back when it is rejected or withdrawn.
 */
export const revokes = pgTable(
  'revokes',
  {
    revokeId: serial('revoke_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    /** The member that made the request. */
    memberId: integer('member_id').notNull(),
    /** 취소 (nothing shipped) or 반품 (return of shipped goods). */
    revokeTypeCd: text('revoke_type_cd').notNull(),
    revokeProgressCd: text('revoke_progress_cd').notNull(),
    refundForProducts: integer('refund_for_products').notNull(),
    refundForDelivery: integer('refund_for_delivery').notNull().default(0),
    refundTotal: integer('refund_total').notNull(),
    /**
     * Staff's override of the calculated refund (negative: less, positive: more); the refund is
     * refund_for_products + refund_for_delivery + this, never below 0.
     */
    refundAdjustment: integer('refund_adjustment').notNull().default(0),
    recallFee: integer('recall_fee').notNull().default(0),
    recallReasonCd: text('recall_reason_cd'),
    /** The order's free-delivery benefit was released by this request. */
    benefitReturned: boolean('benefit_returned').notNull().default(false),
    /** Card (gateway refund), Bank (transfer to the account below) or None (nothing to pay back). */
    refundTypeCd: text('refund_type_cd').notNull(),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    bankAccountName: text('bank_account_name'),
    /** The recall address as it was when requested (re-read from the address book). */
    deliveryId: integer('delivery_id'),
    recallName: text('recall_name'),
    recallEmail: text('recall_email'),
    recallMobile: text('recall_mobile'),
    recallMobile2: text('recall_mobile2'),
    recallTel: text('recall_tel'),
    recallZipcode: text('recall_zipcode'),
    recallAddr1: text('recall_addr1'),
    recallAddr2: text('recall_addr2'),
    deliveryNote: text('delivery_note'),
    recallLogisticCd: text('recall_logistic_cd'),
    recallInvoiceNumber: text('recall_invoice_number'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The last refund call failed; the request waits in 환불지시 for a retry. */
    refundFailed: boolean('refund_failed').notNull().default(false),
    feePaidAt: timestamp('fee_paid_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('revokes_member_requested_idx').on(t.memberId, t.requestedAt),
    index('revokes_order_idx').on(t.orderId),
    index('revokes_progress_idx').on(t.revokeProgressCd, t.requestedAt),
    check('revokes_type_check', sql`${t.revokeTypeCd} in ('취소', '반품')`),
    check(
      'revokes_progress_check',
      sql`${t.revokeProgressCd} in ('반품비결제대기', '환불대기', '환불자동', '환불지시', '환불완료', '반려', '철회')`,
    ),
    check('revokes_refund_type_check', sql`${t.refundTypeCd} in ('Card', 'Bank', 'None')`),
    check(
      'revokes_amounts_check',
      sql`${t.refundForProducts} >= 0 and ${t.refundForDelivery} >= 0 and ${t.recallFee} >= 0
        and ${t.refundTotal} >= 0
        and ${t.refundTotal} = ${t.refundForProducts} + ${t.refundForDelivery} + ${t.refundAdjustment}`,
    ),
  ],
);

/** One order item of a request: how many, at what price, and what it refunds. */
export const revokeItems = pgTable(
  'revoke_items',
  {
    revokeItemId: serial('revoke_item_id').primaryKey(),
    revokeId: integer('revoke_id')
      .notNull()
      .references(() => revokes.revokeId),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.orderItemId),
    revokeQty: integer('revoke_qty').notNull(),
    sellPrice: integer('sell_price').notNull(),
    /** At most what was paid for these pieces (sell price minus the class discount). */
    refundAmount: integer('refund_amount').notNull(),
  },
  (t) => [
    index('revoke_items_revoke_idx').on(t.revokeId),
    index('revoke_items_order_item_idx').on(t.orderItemId),
    unique('revoke_items_revoke_order_item_unique').on(t.revokeId, t.orderItemId),
    check('revoke_items_qty_check', sql`${t.revokeQty} between 1 and 20`),
    check('revoke_items_amount_check', sql`${t.refundAmount} >= 0`),
  ],
);

/**
 * Money going back for a request. Card: a (partial) refund at the gateway of the order's
 * payment; `attemptKey` names the attempt and `remainingAfter` is what the gateway must hold
 * after it (its confirmPrice check makes a repeated call fail instead of refunding twice).
 * Bank: a transfer to the request's account, recorded by finance. status: requesting → done |
 * failed; a failed attempt stays as history and a retry is a new row.
 */
export const refunds = pgTable(
  'refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    revokeId: integer('revoke_id')
      .notNull()
      .references(() => revokes.revokeId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    paymentId: integer('payment_id').references(() => payments.paymentId),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    /** The tax-free part of the amount sent to the gateway (decision 0461); the rest is taxable. */
    taxFree: integer('tax_free').notNull().default(0),
    attemptKey: text('attempt_key').notNull(),
    remainingBefore: integer('remaining_before'),
    remainingAfter: integer('remaining_after'),
    pgRefundTid: text('pg_refund_tid'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    bankAccountName: text('bank_account_name'),
    failureMessage: text('failure_message'),
    /** Staff member that recorded a bank transfer or ordered the retry. */
    staffId: integer('staff_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('refunds_attempt_key_unique').on(t.attemptKey),
    index('refunds_revoke_idx').on(t.revokeId),
    index('refunds_order_idx').on(t.orderId),
    // the back office's daily reconciliation
    index('refunds_done_idx').on(t.doneAt),
    // one refund in flight per payment: two calls never race for the gateway's remainder
    uniqueIndex('refunds_one_in_flight_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'requesting'`),
    // a request is paid back once
    uniqueIndex('refunds_one_done_per_revoke_idx')
      .on(t.revokeId)
      .where(sql`${t.status} in ('requesting', 'done')`),
    check('refunds_method_check', sql`${t.method} in ('Card', 'Bank')`),
    check('refunds_status_check', sql`${t.status} in ('requesting', 'done', 'failed')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The return fee of a request paid in the gateway's window (card, or virtual account then the
 * deposit). status: requested → approved | waiting_deposit | failed; waiting_deposit → approved
 * | expired.
 */
export const revokeFeePayments = pgTable(
  'revoke_fee_payments',
  {
    feePaymentId: serial('fee_payment_id').primaryKey(),
    revokeId: integer('revoke_id')
      .notNull()
      .references(() => revokes.revokeId),
    paymentTypeCd: text('payment_type_cd').notNull(),
    status: text('status').notNull().default('requested'),
    amount: integer('amount').notNull(),
    /** The gateway's oid (`R<revokeId>F<feePaymentId>`). */
    orderNumber: text('order_number').notNull(),
    channel: text('channel').notNull(),
    pgTransactionId: text('pg_transaction_id'),
    vbankName: text('vbank_name'),
    vbankAccount: text('vbank_account'),
    vbankHolder: text('vbank_holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    resultMessage: text('result_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    unique('revoke_fee_payments_oid_unique').on(t.orderNumber),
    unique('revoke_fee_payments_tid_unique').on(t.pgTransactionId),
    index('revoke_fee_payments_revoke_idx').on(t.revokeId),
    check(
      'revoke_fee_payments_status_check',
      sql`${t.status} in ('requested', 'approved', 'waiting_deposit', 'failed', 'expired')`,
    ),
    check('revoke_fee_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * An order staff opened for returns outside the withdrawal period (decision 0500): while the row
 * exists the member's return requests skip the period check; every other rule still applies.
 * Granted with a reason and audited (`order.withdrawalException`).
 */
export const withdrawalExceptions = pgTable('withdrawal_exceptions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId),
  reason: text('reason').notNull(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.staffId),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
