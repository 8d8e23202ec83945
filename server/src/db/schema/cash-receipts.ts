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
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Cash receipts (현금영수증, decision 0464), one row per receipt the shop issues or issued through
 * the gateway for an order's cash payment. A deposit writes its row `pending` in the deposit's own
 * transaction; the receipt job issues it after that commit (and again after a failure: the
 * gateway may be down). A refund marks the issued receipt `cancelling` and, when money remains,
 * writes one `pending` for the remainder that waits (`replaces`) until the old one is cancelled.
 *
 * status: pending → issued | refused;  issued → cancelling → cancelled.
 */
export const CASH_RECEIPT_STATUSES = [
  'pending',
  'issued',
  'refused',
  'cancelling',
  'cancelled',
] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];

export const cashReceipts = pgTable(
  'cash_receipts',
  {
    receiptId: serial('receipt_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    /** What made the receipt: 'deposit:<tid>' or 'refund:<refund id>'; once per order. */
    cause: text('cause').notNull(),
    /** The gateway's order number of the payment (its receipt call names it). */
    orderNumber: text('order_number').notNull(),
    /** income (소득공제) or expense (지출증빙). */
    kind: text('kind').$type<'income' | 'expense'>().notNull(),
    /** Digits: the member's phone or business number, or the self-issue number. */
    identifier: text('identifier').notNull(),
    /** Issued to the self-issue number without a request (자진발급). */
    selfIssued: boolean('self_issued').notNull().default(false),
    amount: integer('amount').notNull(),
    taxFree: integer('tax_free').notNull(),
    status: text('status').$type<CashReceiptStatus>().notNull().default('pending'),
    /** The receipt this one replaces: issued only once that one is cancelled. */
    replaces: integer('replaces'),
    receiptTid: text('receipt_tid'),
    approvalNumber: text('approval_number'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may try again (a failed call waits); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A run holds the row until then (another instance leaves it alone). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('cash_receipts_cause_unique').on(t.orderId, t.cause),
    index('cash_receipts_order_idx').on(t.orderId),
    index('cash_receipts_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'cancelling')`),
    check(
      'cash_receipts_status_check',
      sql`${t.status} in ('pending', 'issued', 'refused', 'cancelling', 'cancelled')`,
    ),
    check(
      'cash_receipts_amounts_check',
      sql`${t.amount} > 0 and ${t.taxFree} between 0 and ${t.amount}`,
    ),
  ],
);
