import type { FastifyInstance } from 'fastify';
import { AuditLimits, auditLogDetail, auditLogList } from '@shop/contract/admin-audit.ts';
import { notFound } from '../../http/errors.ts';
import { seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import { auditActorOf, inTransaction, withAudit } from './audit-log.ts';
import { findAudit, listAudit } from './audit-repository.ts';
import { maskPersonalData } from './personal-data-mask.ts';
import { staffRoute } from './staff-route.ts';

/** The audit log viewer: masked lists, full detail whose every opening is itself logged. */
export function auditRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  staffRoute(app, auditLogList, 'audit.read', async ({ query }) => {
    const size = AuditLimits.pageSize;
    const { list, totalCount } = await listAudit(
      db,
      {
        staffId: query.staffId,
        action: query.action,
        entityType: query.entityType,
        entityId: query.entityId,
        from: query.from ? seoulDayStart(query.from) : undefined,
        until: query.to ? seoulDayEnd(query.to) : undefined,
      },
      query.page,
      size,
    );
    return {
      list: list.map((entry) => ({
        ...entry,
        before: maskPersonalData(entry.before),
        after: maskPersonalData(entry.after),
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / size),
    };
  });

  staffRoute(app, auditLogDetail, 'audit.read', async ({ query, request }) => {
    const actor = auditActorOf(request);
    return inTransaction(db, async (tx) => {
      const entry = await findAudit(tx, query.auditLogId);
      if (!entry) throw notFound();
      await withAudit(
        tx,
        actor,
        'personalData.view',
        { type: 'audit_log', id: entry.auditLogId },
        null,
        {
          viewed: 'auditLog',
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
        },
      );
      return { data: entry };
    });
  });
}
