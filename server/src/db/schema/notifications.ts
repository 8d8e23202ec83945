import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The notification outbox (decision 0502): one row per event the member is told about, written in
 * the transaction of the event itself, so a message exists exactly when its event committed.
 * `eventKey` (kind and what it is about) makes a replayed event write nothing; the sender job
 * claims rows with a lease and records each channel's result as soon as it has one, so a retry
 * never sends a channel twice (and the provider drops a repeated message key).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    outboxId: serial('outbox_id').primaryKey(),
    eventKey: text('event_key').notNull(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.orderId),
    memberId: integer('member_id'),
    /** What only the event knows (a refund's amount, an inquiry's title). */
    vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The text as sent (filled at the first attempt, then kept for retries and the order page). */
    title: text('title'),
    body: text('body'),
    /** 'alimtalk' | 'sms' once the phone message left; 'none' when there is no phone. */
    phoneChannel: text('phone_channel'),
    phoneSentAt: timestamp('phone_sent_at', { withTimezone: true }),
    /** 'email' once the e-mail left; 'none' when there is no address. */
    emailChannel: text('email_channel'),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_outbox_event_key').on(t.eventKey),
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_outbox_order_idx').on(t.orderId, t.outboxId),
    check('notification_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
