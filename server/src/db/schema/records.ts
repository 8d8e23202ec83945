import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * Records kept by law (issue 21 item 6, decisions 0506–0509): each kind's period, the purge runs
 * (a dry run lists, a purge carries a dry run out), what each purge destroyed, and the members
 * whose personal data was erased.
 */

/** One row per kind (contracts, withdrawals, payments, deliveries, complaints); seeded by the migration. */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    kind: text('kind').primaryKey(),
    years: smallint('years').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('retention_settings_years_check', sql`${t.years} between 1 and 10`)],
);

/**
 * A run of the purge. `dry`: what was past its period then, by kind (`candidates`: kind → ids);
 * `purge`: the dry run it carried out and what it destroyed. `staffId` null: the periodic job.
 * Append-only but for a dry run's `carriedOutAt`.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    runId: serial('run_id').primaryKey(),
    mode: text('mode').$type<'dry' | 'purge'>().notNull(),
    staffId: integer('staff_id').references(() => staff.staffId),
    dryRunId: integer('dry_run_id'),
    /** Kind → [id, last event day, day the period ended] of each record found past its time. */
    candidates: jsonb('candidates').$type<Record<string, [number, string, string][]>>().notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    carriedOutAt: timestamp('carried_out_at', { withTimezone: true }),
  },
  (t) => [
    index('retention_runs_mode_idx').on(t.mode, t.runId),
    check('retention_runs_mode_check', sql`${t.mode} in ('dry', 'purge')`),
  ],
);

/**
 * What was destroyed: one row per kind and order (or inquiry, for complaints), the proof of
 * destruction 개인정보 보호법 §21 asks to keep (표준 개인정보 보호지침 §10). `runId` null: at a
 * member's erasure (an unpaid order, never a contract).
 */
export const recordPurges = pgTable(
  'record_purges',
  {
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    runId: integer('run_id'),
    purgedAt: timestamp('purged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

/** A member whose personal data the shop erased (on the member's request through staff). */
export const memberErasures = pgTable('member_erasures', {
  memberId: integer('member_id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.staffId),
  reason: text('reason').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
