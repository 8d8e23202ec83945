import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import { RevokeProgress } from '@shop/contract/revoke.ts';
import type { Db } from '../../db/client.ts';
import { orderDeliveries } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { revokes } from '../../db/schema/revoke.ts';
import type { Tx } from './revoke-repository.ts';

/** The staff steps' writes (revoke-staff-service.ts); each answers whether a row moved. */

const recalling = (revokeId: number) =>
  and(eq(revokes.revokeId, revokeId), eq(revokes.revokeProgressCd, RevokeProgress.recalling));

/** The collection's courier and invoice on a return still in 환불대기. */
export async function setPickup(
  tx: Tx,
  revokeId: number,
  pickup: { recallLogisticCd: string; recallInvoiceNumber: string },
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(revokes)
    .set({ ...pickup, pickedUpAt: now, updatedAt: now })
    .where(and(recalling(revokeId), eq(revokes.revokeTypeCd, '반품')))
    .returning({ id: revokes.revokeId });
  return moved.length > 0;
}

/** 환불대기 → 환불지시: inspected (and picked up, if no pickup was recorded). */
export async function setInspected(tx: Tx, revokeId: number, now: Date): Promise<boolean> {
  const moved = await tx
    .update(revokes)
    .set({
      revokeProgressCd: RevokeProgress.instructed,
      inspectedAt: now,
      pickedUpAt: sql`coalesce(${revokes.pickedUpAt}, ${now})`,
      updatedAt: now,
    })
    .where(recalling(revokeId))
    .returning({ id: revokes.revokeId });
  return moved.length > 0;
}

export async function setRejected(tx: Tx, revokeId: number, reason: string): Promise<void> {
  await tx
    .update(revokes)
    .set({ revokeProgressCd: RevokeProgress.rejected, rejectReason: reason, updatedAt: new Date() })
    .where(eq(revokes.revokeId, revokeId));
}

/** How a request is paid back: its progress, refund type and the order's payment type. */
export async function refundWayOf(db: Db, revokeId: number) {
  const [row] = await db
    .select({
      progress: revokes.revokeProgressCd,
      refundTypeCd: revokes.refundTypeCd,
      paymentTypeCd: orders.paymentTypeCd,
    })
    .from(revokes)
    .innerJoin(orders, eq(orders.orderId, revokes.orderId))
    .where(eq(revokes.revokeId, revokeId));
  return row;
}

/** The order's status, its row locked. */
export async function lockOrderStatus(tx: Tx, orderId: number): Promise<string | undefined> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for('update');
  return order?.status;
}

/** The order leaves the warehouse: courier and invoice on its delivery, the order and items 배송중. */
export async function writeShipment(
  tx: Tx,
  orderId: number,
  shipment: { logisticCd: string; invoiceNo: string; shippedAt: Date; delivered?: boolean },
): Promise<boolean> {
  const { delivered, ...shipped } = shipment;
  const progress = delivered ? OrderProgress.delivered : OrderProgress.shipping;
  const moved = await tx
    .update(orderDeliveries)
    .set({ ...shipped, ...(delivered ? { deliveredAt: shipped.shippedAt } : {}) })
    .where(and(eq(orderDeliveries.orderId, orderId), eq(orderDeliveries.hasDeliveryInfo, true)))
    .returning({ id: orderDeliveries.orderId });
  if (moved.length === 0) return false;
  await tx
    .update(orders)
    .set({ orderProgressCd: progress })
    .where(
      and(
        eq(orders.orderId, orderId),
        inArray(orders.orderProgressCd, [OrderProgress.paid, OrderProgress.preparing]),
      ),
    );
  await tx
    .update(orderItems)
    .set({ orderItemProgressCd: progress })
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.qtyEffected} > 0`));
  return true;
}

/** The test clock (DEV_TOOLS=on): the order, its delivery and payments `days` earlier. */
export async function shiftOrderBack(db: Db, orderId: number, days: number) {
  const shift = sql`make_interval(days => ${days})`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        orderedAt: sql`${orders.orderedAt} - ${shift}`,
        paidAt: sql`${orders.paidAt} - ${shift}`,
      })
      .where(eq(orders.orderId, orderId))
      .returning({ paidAt: orders.paidAt });
    await tx.execute(
      sql`update order_deliveries set shipped_at = shipped_at - ${shift},
        delivered_at = delivered_at - ${shift} where order_id = ${orderId}`,
    );
    await tx.execute(
      sql`update payments set requested_at = requested_at - ${shift}, approved_at = approved_at - ${shift}
        where order_id = ${orderId}`,
    );
    // its requests and refunds too, so that a day of the sales report can be made whole
    await tx.execute(
      sql`update revokes set requested_at = requested_at - ${shift},
        picked_up_at = picked_up_at - ${shift}, inspected_at = inspected_at - ${shift},
        refunded_at = refunded_at - ${shift} where order_id = ${orderId}`,
    );
    await tx.execute(
      sql`update refunds set requested_at = requested_at - ${shift}, done_at = done_at - ${shift}
        where order_id = ${orderId}`,
    );
    return rows[0];
  });
}
