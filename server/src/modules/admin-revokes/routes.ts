import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@shop/contract/admin-audit.ts';
import {
  adminRevokeDetail,
  adminRevokeQueue,
  revokeInspect,
  revokePickup,
  revokeRefund,
  revokeRefundOverride,
  revokeReject,
} from '@shop/contract/admin-revokes.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { auditActorOf, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { staffOf } from '../admin/staff-session-hook.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { RevokeRow } from '../revoke/revoke-repository.ts';
import type { StepAudit } from '../revoke/staff-step-audit.ts';
import { revokeQueue } from './revoke-queue-queries.ts';
import { revokeForStaff } from './revoke-review.ts';

/** What the audit log keeps of a request (no account number: it is in the request itself). */
const audited = (r: RevokeRow) => ({
  revokeProgressCd: r.revokeProgressCd,
  refundFailed: r.refundFailed,
  refundTotal: r.refundTotal,
  recallLogisticCd: r.recallLogisticCd,
  recallInvoiceNumber: r.recallInvoiceNumber,
  rejectReason: r.rejectReason,
});

/**
 * The audit row of a staff step, written by the revoke module inside the transaction of the
 * change: so a step that fails or rolls back leaves none, and every change has one. A card
 * refund calls the gateway between two transactions: its attempt is `revoke.refundAttempt`,
 * its outcome `action`.
 */
function auditOf(actor: AuditActor, action: AuditAction): StepAudit {
  return (tx, change) =>
    withAudit(
      tx as unknown as Db,
      actor,
      change.phase === 'attempt' ? 'revoke.refundAttempt' : action,
      { type: 'revoke', id: change.after.revokeId },
      audited(change.before),
      { ...audited(change.after), ...change.detail },
    );
}

/**
 * Cancel/return processing (issue 9 §4): the queue by progress, the detail (a logged view), and
 * the revoke module's staff steps (`app.revokeStaff`), each handed an audit callback that it
 * runs in its own transaction (see `auditOf`).
 */
export function adminRevokeRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  /** The step's answer: the request as it is now (and the gateway's refusal, if any). */
  async function answer(revokeId: number, message: string | null = null) {
    const after = await app.revokeStaff.current(revokeId);
    if (!after) throw notFound();
    return {
      data: {
        revokeId,
        revokeProgressCd: after.revokeProgressCd,
        refundFailed: after.refundFailed,
        message,
      },
    };
  }

  staffRoute(app, adminRevokeQueue, 'revokes.read', async ({ query }) =>
    revokeQueue(db, query.progress, query.page),
  );

  staffRoute(app, adminRevokeDetail, 'revokes.read', async ({ query, request }) => ({
    data: await revokeForStaff(db, app.revokeStaff, query.revokeId, {
      actor: auditActorOf(request),
      role: staffOf(request).role,
    }),
  }));

  staffRoute(app, revokePickup, 'recalls.process', async ({ body, request }) => {
    await app.revokeStaff.recordPickup(
      body.revokeId,
      body,
      auditOf(auditActorOf(request), 'revoke.pickup'),
    );
    return answer(body.revokeId);
  });

  staffRoute(app, revokeInspect, 'recalls.process', async ({ body, request }) => {
    await app.revokeStaff.approveInspection(
      body.revokeId,
      auditOf(auditActorOf(request), 'revoke.inspect'),
    );
    return answer(body.revokeId);
  });

  staffRoute(app, revokeRefundOverride, 'refunds.execute', async ({ body, request }) => {
    await app.revokeStaff.overrideRefund(
      body.revokeId,
      body.refundTotal,
      body.reason,
      auditOf(auditActorOf(request), 'revoke.refundOverride'),
    );
    return answer(body.revokeId);
  });

  staffRoute(app, revokeRefund, 'refunds.execute', async ({ body, request }) => {
    const actor = auditActorOf(request);
    const audit = auditOf(actor, body.retry ? 'revoke.refundRetry' : 'revoke.refund');
    const outcome = body.retry
      ? await app.revokeStaff.retryRefund(body.revokeId, actor.staffId, audit)
      : await app.revokeStaff.executeRefund(body.revokeId, actor.staffId, audit);
    return answer(body.revokeId, outcome.ok ? null : outcome.message);
  });

  staffRoute(app, revokeReject, 'recalls.process', async ({ body, request }) => {
    await app.revokeStaff.reject(
      body.revokeId,
      body.rejectReason,
      auditOf(auditActorOf(request), 'revoke.reject'),
    );
    return answer(body.revokeId);
  });
}
