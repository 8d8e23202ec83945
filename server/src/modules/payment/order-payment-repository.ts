import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { paymentGatewayRecords } from '../../db/schema/checkout.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { markOrderPaid } from './payment-repository.ts';

/** The reads and writes of the payment services beside the transitions of payment-repository.ts. */

/** The member's own order, or undefined (another member's reads as none). */
export async function memberOrder(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.memberId, memberId)));
  return order;
}

/** The display names of the order's products, in item order. */
export async function itemNames(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ name: products.displayName })
    .from(orderItems)
    .innerJoin(products, eq(products.productId, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.orderItemId));
  return rows.map((r) => r.name);
}

/** An unpaid zero-total order paid as ZERO, in one transaction; nothing when it is no longer unpaid. */
export async function payZeroOrder(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ paymentTypeCd: 'ZERO' })
      .where(and(eq(orders.orderId, orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ orderId: orders.orderId });
    if (moved.length === 0) return;
    await tx
      .insert(payments)
      .values({ orderId, paymentTypeCd: 'ZERO', status: 'approved', amount: 0, approvedAt: now });
    await markOrderPaid(tx, orderId, 0, now);
  });
}

/** Requested payments with a kept auth result (the crash recovery's work). */
export function pendingAuths(db: Db) {
  return db
    .select({
      orderNumber: paymentGatewayRecords.orderNumber,
      pendingAuth: paymentGatewayRecords.pendingAuth,
    })
    .from(paymentGatewayRecords)
    .innerJoin(payments, eq(payments.paymentId, paymentGatewayRecords.paymentId))
    .where(and(isNotNull(paymentGatewayRecords.pendingAuth), eq(payments.status, 'requested')));
}

/** The ARS number the call centre gave the attempt, the phone it calls and until when. */
export async function saveArsReceipt(
  db: Db,
  paymentId: number,
  receipt: { arsNumber: string; arsPhone: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(paymentGatewayRecords)
    .set(receipt)
    .where(eq(paymentGatewayRecords.paymentId, paymentId));
}

/** Unpaid attempts of unpaid orders past their due moment (at most 100 a run). */
export function overdueAttempts(db: Db, now: Date) {
  return db
    .select({
      orderId: payments.orderId,
      tid: payments.pgTransactionId,
      type: payments.paymentTypeCd,
    })
    .from(payments)
    .innerJoin(paymentGatewayRecords, eq(paymentGatewayRecords.paymentId, payments.paymentId))
    .innerJoin(orders, eq(orders.orderId, payments.orderId))
    .where(
      and(
        lt(paymentGatewayRecords.expiresAt, now),
        sql`${payments.status} in ('requested', 'waiting_deposit')`,
        eq(orders.status, 'awaiting_payment'),
      ),
    )
    .limit(100);
}
