import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The periods in which a periodic job has run (decision 0367): the instance whose insert of
 * (job, period) succeeds runs it, the others skip that period.
 */
export const jobPeriods = pgTable(
  'job_periods',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);
