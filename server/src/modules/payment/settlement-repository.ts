import { and, eq, inArray } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { freeDeliveryBenefits } from '../../db/schema/billing.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { notify } from '../../db/notification-outbox.ts';
import { queueDepositReceipt } from './cash-receipt-queries.ts';
import {
  lockPayment,
  markOrderPaid,
  paymentOrderNumber,
  recordEventOnce,
  type Conn,
  type PaymentRow,
  type Tx,
} from './payment-repository.ts';

/**
 * Money that arrives after the order (a virtual-account deposit, an ARS approval) and its undoing,
 * once per event (docs/state-machines.md), as the transitions of payment-repository.ts.
 */

export interface SettlementEvent {
  kind: string;
  tid: string;
  amount: number;
  at: Date;
  payload?: unknown;
}

/** Rolls back a settlement that found its payment no longer waiting. */
class NotApplicable extends Error {}

/**
 * A deposit (virtual account) or an ARS approval applied once per kind and tid: the waiting
 * payment becomes approved and the order paid. 'replay' when already applied; 'refused' (nothing
 * recorded) when the payment no longer waits for it (dropped or expired meanwhile), so the
 * sender is not told `OK` and undoes the money itself (a closed account, an unconfirmed ARS
 * approval).
 */
export async function applySettlement(
  db: Db,
  payment: PaymentRow,
  event: SettlementEvent,
  from: 'waiting_deposit' | 'requested',
): Promise<'applied' | 'replay' | 'refused'> {
  try {
    return await db.transaction(async (tx) => {
      const { fresh, paid } = await settleInTransaction(tx, payment, event, from);
      if (!fresh) return 'replay';
      if (!paid) throw new NotApplicable();
      return 'applied';
    });
  } catch (err) {
    if (err instanceof NotApplicable) return 'refused';
    throw err;
  }
}

/**
 * The ARS service cancelled an approval the shop never confirmed (`not-confirmed`): the payment
 * is cancelled and the order dropped (주문취소) whether or not the shop had already marked it paid,
 * its items follow and its benefit is free again. Once per tid; false for a replay.
 */
export async function undoArsApproval(
  db: Db,
  payment: PaymentRow,
  event: { tid: string; amount: number; payload?: unknown },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPayment(tx, payment.paymentId);
    const fresh = await recordEventOnce(tx, {
      kind: 'ars-cancelled',
      tid: event.tid,
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      amount: event.amount,
      payload: event.payload,
    });
    if (!fresh) return false;
    await tx
      .update(payments)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(payments.paymentId, payment.paymentId),
          inArray(payments.status, ['requested', 'approved']),
        ),
      );
    const dropped = await tx
      .update(orders)
      .set({ status: 'dropped', paidTotal: 0, orderProgressCd: OrderProgress.cancelled })
      .where(
        and(
          eq(orders.orderId, payment.orderId),
          inArray(orders.status, ['paid', 'awaiting_payment']),
        ),
      )
      .returning({ orderId: orders.orderId });
    if (dropped.length === 0) return true;
    await tx
      .update(orderItems)
      .set({ orderItemProgressCd: OrderProgress.cancelled })
      .where(eq(orderItems.orderId, payment.orderId));
    await tx
      .update(freeDeliveryBenefits)
      .set({ orderId: null, usedAt: null })
      .where(eq(freeDeliveryBenefits.orderId, payment.orderId));
    return true;
  });
}

/**
 * `applySettlement` inside the caller's transaction (the back office's manual deposit
 * confirmation audits in the same one): the event row (kind, tid) is what makes it once-only,
 * whoever comes first, the gateway's notification or a person. `paid` tells whether this call
 * moved the payment.
 */
export async function settleInTransaction(
  tx: Conn,
  payment: Pick<PaymentRow, 'orderId' | 'paymentId'>,
  event: SettlementEvent,
  from: 'waiting_deposit' | 'requested',
): Promise<{ fresh: boolean; paid: boolean }> {
  await lockPayment(tx, payment.paymentId);
  const fresh = await recordEventOnce(tx as Tx, {
    kind: event.kind,
    tid: event.tid,
    orderId: payment.orderId,
    paymentId: payment.paymentId,
    amount: event.amount,
    payload: event.payload,
  });
  if (!fresh) return { fresh, paid: false };
  const moved = await tx
    .update(payments)
    .set({ status: 'approved', approvedAt: event.at, pgTransactionId: event.tid })
    .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, from)))
    .returning({ paymentId: payments.paymentId });
  if (moved.length > 0) await markOrderPaid(tx as Tx, payment.orderId, event.amount, event.at);
  if (moved.length > 0 && from === 'waiting_deposit') {
    await notify(tx, 'depositConfirmed', { orderId: payment.orderId });
    // the cash receipt (decision 0464): issued by the receipt job once this commits
    await queueDepositReceipt(
      tx,
      {
        orderId: payment.orderId,
        orderNumber: paymentOrderNumber(payment.orderId, payment.paymentId),
      },
      { tid: event.tid, amount: event.amount },
    );
  }
  return { fresh, paid: moved.length > 0 };
}
