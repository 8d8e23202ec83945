import { and, count, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { refunds, revokes } from '../../db/schema/revoke.ts';
import type { Tx } from './revoke-repository.ts';

/** A card refund attempt: recorded before the gateway call, with what the gateway must hold. */
export interface Attempt {
  refundId: number;
  revokeId: number;
  orderId: number;
  tid: string;
  amount: number;
  remainingBefore: number;
  remainingAfter: number;
}

/** The transfer finance made (or a refund outside the gateway), recorded as done. */
export async function insertManualRefund(
  tx: Tx,
  refund: {
    revokeId: number;
    orderId: number;
    amount: number;
    bankName: string | null;
    bankAccount: string | null;
    bankAccountName: string | null;
    staffId: number | null;
  },
): Promise<void> {
  await tx.insert(refunds).values({
    ...refund,
    method: 'Bank',
    status: 'done',
    attemptKey: `revoke-${refund.revokeId}-bank`,
    doneAt: new Date(),
  });
}

/** Locks the order, so two requests of it never compute what is left to refund at once. */
export async function lockOrderForRefund(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select order_id from orders where order_id = ${orderId} for update`);
}

/** The order's approved card payment and what is refunded or being refunded of it. */
export async function cardPaymentOf(
  tx: Tx,
  orderId: number,
): Promise<{ paymentId: number; amount: number; tid: string | null; refunded: number } | null> {
  const [pay] = await queryRows<{
    payment_id: number;
    amount: number;
    tid: string | null;
    refunded: number;
  }>(
    tx,
    sql`select p.payment_id, p.amount, p.pg_transaction_id as tid,
        (select coalesce(sum(f.amount), 0)::int from refunds f
          where f.order_id = p.order_id and f.method = 'Card' and f.status in ('done', 'requesting')) as refunded
      from payments p where p.order_id = ${orderId} and p.status = 'approved'
        and p.payment_type_cd = '신용카드' order by p.payment_id desc limit 1`,
  );
  return pay
    ? { paymentId: pay.payment_id, amount: pay.amount, tid: pay.tid, refunded: pay.refunded }
    : null;
}

/**
 * Records a card attempt (status requesting) under the request's next attempt key; null when
 * another attempt of the order is in flight (the one-requesting-per-order index refuses it).
 */
export async function insertCardAttempt(
  tx: Tx,
  attempt: Omit<Attempt, 'refundId' | 'tid'> & { paymentId: number; staffId: number | null },
): Promise<number | null> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(refunds)
    .where(eq(refunds.revokeId, attempt.revokeId));
  const inserted = await tx
    .insert(refunds)
    .values({
      ...attempt,
      method: 'Card',
      status: 'requesting',
      attemptKey: `revoke-${attempt.revokeId}-${n + 1}`,
    })
    .onConflictDoNothing()
    .returning({ refundId: refunds.refundId });
  return inserted[0]?.refundId ?? null;
}

/** The request's card attempt whose outcome is not known yet, if any. */
export async function pendingAttempt(db: Db, revokeId: number): Promise<Attempt | null> {
  const [row] = await queryRows<{
    refund_id: number;
    order_id: number;
    amount: number;
    remaining_before: number;
    remaining_after: number;
    tid: string;
  }>(
    db,
    sql`select f.refund_id, f.order_id, f.amount, f.remaining_before, f.remaining_after, p.pg_transaction_id as tid
      from refunds f join payments p on p.payment_id = f.payment_id
      where f.revoke_id = ${revokeId} and f.status = 'requesting'`,
  );
  return row
    ? {
        refundId: row.refund_id,
        revokeId,
        orderId: row.order_id,
        tid: row.tid,
        amount: row.amount,
        remainingBefore: row.remaining_before,
        remainingAfter: row.remaining_after,
      }
    : null;
}

/** The attempt went through: done (false when it was no longer requesting). */
export async function markAttemptDone(
  tx: Tx,
  refundId: number,
  refundTid: string | null,
): Promise<boolean> {
  const done = await tx
    .update(refunds)
    .set({ status: 'done', pgRefundTid: refundTid, doneAt: new Date(), failureMessage: null })
    .where(and(eq(refunds.refundId, refundId), eq(refunds.status, 'requesting')))
    .returning({ refundId: refunds.refundId });
  return done.length > 0;
}

/** The attempt did not go through: failed with the gateway's message (false when not requesting). */
export async function markAttemptFailed(
  tx: Tx,
  refundId: number,
  message: string,
): Promise<boolean> {
  const failed = await tx
    .update(refunds)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(refunds.refundId, refundId), eq(refunds.status, 'requesting')))
    .returning({ refundId: refunds.refundId });
  return failed.length > 0;
}

/** The request's refund failed or is unclear; `instructed` also puts it back in 환불지시. */
export async function markRefundFailed(
  tx: Tx,
  revokeId: number,
  instructed?: string,
): Promise<void> {
  await tx
    .update(revokes)
    .set({
      refundFailed: true,
      ...(instructed ? { revokeProgressCd: instructed } : {}),
      updatedAt: new Date(),
    })
    .where(eq(revokes.revokeId, revokeId));
}

/** The request is refunded (환불자동 or 환불완료). */
export async function markRefunded(tx: Tx, revokeId: number, progress: string): Promise<void> {
  const now = new Date();
  await tx
    .update(revokes)
    .set({ revokeProgressCd: progress, refundFailed: false, refundedAt: now, updatedAt: now })
    .where(eq(revokes.revokeId, revokeId));
}
