import { eq } from 'drizzle-orm';
import { AdminOrderErrorCode, AdminOrderMessage } from '@shop/contract/admin-orders.ts';
import type { Db } from '../../db/client.ts';
import { orderDeliveries } from '../../db/schema/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import { withdrawalExceptions } from '../../db/schema/revoke.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';

/**
 * Staff accept returns of a delivered order outside the withdrawal period (decision 0500): one
 * row per order, written with its audit row; a second grant keeps the first and writes nothing.
 */
export function grantWithdrawalException(
  db: Db,
  actor: AuditActor,
  orderId: number,
  reason: string,
): Promise<{ orderId: number; reason: string; grantedAt: string }> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ orderId: orders.orderId, deliveredAt: orderDeliveries.deliveredAt })
      .from(orders)
      .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.orderId))
      .where(eq(orders.orderId, orderId))
      .for('update', { of: orders });
    if (!order) throw notFound(AdminOrderMessage.notFound);
    if (!order.deliveredAt) {
      throw new AppError(
        409,
        AdminOrderErrorCode.wrongStep,
        AdminOrderMessage.exceptionNotDelivered,
      );
    }
    const [added] = await tx
      .insert(withdrawalExceptions)
      .values({ orderId, reason, staffId: actor.staffId })
      .onConflictDoNothing()
      .returning();
    if (added) {
      await withAudit(
        tx,
        actor,
        'order.withdrawalException',
        { type: 'order', id: orderId },
        null,
        {
          reason,
        },
      );
    }
    const [kept] = added
      ? [added]
      : await tx
          .select()
          .from(withdrawalExceptions)
          .where(eq(withdrawalExceptions.orderId, orderId));
    return { orderId, reason: kept!.reason, grantedAt: kept!.grantedAt.toISOString() };
  });
}
