import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntityType } from '@shop/contract/admin-audit.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditRows } from './audit-repository.ts';
import { staffOf } from './staff-session-hook.ts';

/** Who made a change, as the audit log records it. */
export interface AuditActor {
  staffId: number;
  ip: string | null;
}

export interface AuditEntity {
  type: AuditEntityType;
  id: string | number;
}

/** The signed-in staff member of a staff call, with the address the call came from. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { staffId: staffOf(request).staffId, ip: request.ip ?? null };
}

/**
 * Records one staff change in the transaction `tx` that makes it, so that the change and its
 * record commit or roll back together. Every back-office module uses it:
 *
 *   await db.transaction(async (tx) => {
 *     const before = await lockOrder(tx, orderId);
 *     const after = await markShipped(tx, orderId, invoice);
 *     await withAudit(tx, actor, 'order.ship', { type: 'order', id: orderId }, before, after);
 *   });
 *
 * `before`/`after` are the entity's relevant fields (null for a creation or a deletion); never
 * pass secrets (password hashes, tokens). Personal data is stored in full and masked on reading.
 */
export async function withAudit(
  tx: Db,
  actor: AuditActor,
  action: AuditAction,
  entity: AuditEntity,
  before: unknown,
  after: unknown,
): Promise<void> {
  await withAuditMany(tx, actor, action, [{ entity, before, after }]);
}

/** Runs `change` in a transaction (the `Db` type of both drivers), for `withAudit` inside it. */
export function inTransaction<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => change(tx as unknown as Db));
}

/** Records many changes of one action at once (a batch such as a courier CSV), like `withAudit`. */
export async function withAuditMany(
  tx: Db,
  actor: AuditActor,
  action: AuditAction,
  changes: { entity: AuditEntity; before: unknown; after: unknown }[],
): Promise<void> {
  if (changes.length === 0) return;
  await insertAuditRows(
    tx,
    changes.map((c) => ({
      staffId: actor.staffId,
      action,
      entityType: c.entity.type,
      entityId: String(c.entity.id),
      before: c.before ?? null,
      after: c.after ?? null,
      ip: actor.ip,
    })),
  );
}
