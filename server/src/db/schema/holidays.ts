import { date, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Public holidays (decision 0504): Korean public and substitute holidays and any day staff add
 * (an election day). Seeded with 2026–2027 by the migration; edited in the back office. Weekends
 * are not rows: the business-day rule (contract/src/business-days.ts) skips them itself.
 */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
