import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * Every change made by staff (issue 9 §6), written in the same transaction as the change by
 * `withAudit` (server/src/modules/admin/audit-log.ts). Append-only: no code path updates or
 * deletes a row. `before`/`after` are stored in full; lists mask personal data when they answer.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    auditLogId: bigserial('audit_log_id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt.desc(), t.auditLogId.desc()),
    index('audit_logs_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('audit_logs_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
  ],
);
