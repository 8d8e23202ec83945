import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@shop/contract/admin-audit.ts';
import { roleAllows } from '@shop/contract/admin-permissions.ts';
import {
  adminRevokeDetail,
  adminRevokeQueue,
  revokeInspect,
  revokePickup,
  revokeRefund,
  revokeReject,
} from '@shop/contract/admin-revokes.ts';
import { queryRows } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { auditActorOf, inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { maskPersonalData } from '../admin/personal-data-mask.ts';
import { staffOf } from '../admin/staff-session-hook.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { STAFF_VISIBILITY } from '../orders/order-visibility.ts';
import { revokeDetail } from '../revoke/revoke-queries.ts';
import { revokeRow } from '../revoke/revoke-repository.ts';
import { revokeQueue } from './revoke-queue.ts';

type RevokeState = NonNullable<Awaited<ReturnType<typeof revokeRow>>>;

/** What the audit log keeps of a request (no account number: it is in the request itself). */
const audited = (r: RevokeState) => ({
  revokeProgressCd: r.revokeProgressCd,
  refundFailed: r.refundFailed,
  refundTotal: r.refundTotal,
  recallLogisticCd: r.recallLogisticCd,
  recallInvoiceNumber: r.recallInvoiceNumber,
  rejectReason: r.rejectReason,
});

/**
 * Cancel/return processing (issue 9 §4): the queue by progress, the detail (a logged view), and
 * the revoke module's staff steps (`app.revokeStaff`). The steps run in the revoke module's own
 * transactions (a card refund calls the gateway between them), so the audit row is written right
 * after the step, with the state read before and after it.
 */
export function adminRevokeRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  async function step(
    actor: AuditActor,
    revokeId: number,
    action: AuditAction,
    run: () => Promise<string | null>,
    extra: Record<string, unknown> = {},
  ) {
    const before = await revokeRow(db, revokeId);
    if (!before) throw notFound();
    const message = await run();
    return inTransaction(db, async (tx) => {
      const after = (await revokeRow(tx, revokeId))!;
      await withAudit(tx, actor, action, { type: 'revoke', id: revokeId }, audited(before), {
        ...audited(after),
        ...extra,
        ...(message ? { message } : {}),
      });
      return {
        data: {
          revokeId,
          revokeProgressCd: after.revokeProgressCd,
          refundFailed: after.refundFailed,
          message,
        },
      };
    });
  }

  staffRoute(app, adminRevokeQueue, 'revokes.read', async ({ query }) =>
    revokeQueue(db, query.progress, query.page),
  );

  staffRoute(app, adminRevokeDetail, 'revokes.read', async ({ query, request }) => {
    const revoke = await revokeDetail(db, STAFF_VISIBILITY, query.revokeId);
    const refunds = await queryRows<{
      refund_id: number;
      method: string;
      status: string;
      amount: number;
      failure_message: string | null;
      requested_at: string | Date;
      done_at: string | Date | null;
    }>(
      db,
      sql`select refund_id, method, status, amount, failure_message, requested_at, done_at
        from refunds where revoke_id = ${query.revokeId} order by refund_id`,
    );
    const row = await revokeRow(db, query.revokeId);
    const account = row?.bankAccount
      ? {
          bankName: row.bankName,
          bankAccount: row.bankAccount,
          bankAccountName: row.bankAccountName,
        }
      : null;
    const shown = roleAllows(staffOf(request).role, 'personalData.view');
    if (shown) {
      await inTransaction(db, (tx) =>
        withAudit(
          tx,
          auditActorOf(request),
          'personalData.view',
          { type: 'revoke', id: query.revokeId },
          null,
          { viewed: 'revoke', memberId: revoke.memberId },
        ),
      );
    }
    return {
      data: {
        revoke: shown ? revoke : (maskPersonalData(revoke) as typeof revoke),
        refundAccount: shown ? account : (maskPersonalData(account) as typeof account),
        refunds: refunds.map((f) => ({
          refundId: f.refund_id,
          method: f.method,
          status: f.status,
          amount: f.amount,
          failureMessage: f.failure_message,
          requestedAt: new Date(f.requested_at).toISOString(),
          doneAt: f.done_at ? new Date(f.done_at).toISOString() : null,
        })),
      },
    };
  });

  staffRoute(app, revokePickup, 'recalls.process', async ({ body, request }) =>
    step(auditActorOf(request), body.revokeId, 'revoke.pickup', async () => {
      await app.revokeStaff.recordPickup(body.revokeId, body);
      return null;
    }),
  );

  staffRoute(app, revokeInspect, 'recalls.process', async ({ body, request }) =>
    step(auditActorOf(request), body.revokeId, 'revoke.inspect', async () => {
      await app.revokeStaff.approveInspection(body.revokeId);
      return null;
    }),
  );

  staffRoute(app, revokeRefund, 'refunds.execute', async ({ body, request }) => {
    const actor = auditActorOf(request);
    return step(
      actor,
      body.revokeId,
      body.retry ? 'revoke.refundRetry' : 'revoke.refund',
      async () => {
        const outcome = body.retry
          ? await app.revokeStaff.retryRefund(body.revokeId, actor.staffId)
          : await app.revokeStaff.executeRefund(body.revokeId, actor.staffId);
        return outcome.ok ? null : outcome.message;
      },
    );
  });

  staffRoute(app, revokeReject, 'recalls.process', async ({ body, request }) =>
    step(auditActorOf(request), body.revokeId, 'revoke.reject', async () => {
      await app.revokeStaff.reject(body.revokeId, body.rejectReason);
      return null;
    }),
  );
}
