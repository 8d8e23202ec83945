import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * 구매안전서비스 (escrow) deliveries and decisions (decisions 0465–0468), one row per escrow order
 * once it ships: the shipping step writes it `pending` in its own transaction and the escrow job
 * registers the delivery with the gateway after that commit (again after a failure: the gateway
 * may be down; a refusal is kept). The buyer's decision comes back from the gateway (its
 * notification, or its inquiry once the confirmation period is over).
 *
 * registration: pending → registered | refused;  decision: null → confirm | reject (once).
 */
export const escrows = pgTable(
  'escrows',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId),
    /** The payment's gateway transaction (what every escrow call names). */
    tid: text('tid').notNull(),
    logisticCd: text('logistic_cd').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    registration: text('registration')
      .$type<'pending' | 'registered' | 'refused'>()
      .notNull()
      .default('pending'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may try again (a failed call waits); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A run holds the row until then (another instance leaves it alone). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    decision: text('decision').$type<'confirm' | 'reject'>(),
    /** buyer (on the gateway's page) or auto (the period ran out). */
    decidedBy: text('decided_by').$type<'buyer' | 'auto'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    // the gateway's decisions name the transaction
    unique('escrows_tid_unique').on(t.tid),
    index('escrows_open_idx')
      .on(t.registration, t.registeredAt)
      .where(sql`${t.decision} is null`),
    check(
      'escrows_registration_check',
      sql`${t.registration} in ('pending', 'registered', 'refused')`,
    ),
    check(
      'escrows_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('confirm', 'reject')`,
    ),
  ],
);
