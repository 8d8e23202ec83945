import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@shop/contract/admin-audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/audit.ts';
import { staff } from '../../db/schema/staff.ts';

export interface AuditFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive start and exclusive end of the period. */
  from?: Date | undefined;
  until?: Date | undefined;
}

const columns = {
  auditLogId: auditLogs.auditLogId,
  createdAt: auditLogs.createdAt,
  staffId: auditLogs.staffId,
  staffLoginId: staff.loginId,
  staffName: staff.name,
  action: auditLogs.action,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  before: auditLogs.before,
  after: auditLogs.after,
  ip: auditLogs.ip,
};

function toWire(row: Omit<AuditEntry, 'createdAt'> & { createdAt: Date }): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.staffId !== undefined ? eq(auditLogs.staffId, filter.staffId) : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.entityType ? eq(auditLogs.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLogs.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLogs.createdAt, filter.until) : undefined,
  );
}

/** One page, newest first, and the total in one statement. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  size: number,
): Promise<{ list: AuditEntry[]; totalCount: number }> {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(auditLogs)
    .innerJoin(staff, eq(staff.staffId, auditLogs.staffId))
    .where(whereOf(filter))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.auditLogId))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length === 0 && page > 1) {
    const [total] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLogs)
      .where(whereOf(filter));
    return { list: [], totalCount: total?.n ?? 0 };
  }
  return {
    list: rows.map(({ total: _total, ...row }) => toWire(row)),
    totalCount: rows[0]?.total ?? 0,
  };
}

export async function findAudit(db: Db, auditLogId: number): Promise<AuditEntry | undefined> {
  const [row] = await db
    .select(columns)
    .from(auditLogs)
    .innerJoin(staff, eq(staff.staffId, auditLogs.staffId))
    .where(eq(auditLogs.auditLogId, auditLogId));
  return row ? toWire(row) : undefined;
}

export async function insertAuditRows(
  tx: Db,
  rows: (typeof auditLogs.$inferInsert)[],
): Promise<void> {
  await tx.insert(auditLogs).values(rows);
}
