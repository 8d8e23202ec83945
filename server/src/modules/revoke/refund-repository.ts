import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { RevokeProgress } from '@shop/contract/revoke.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { refunds, revokes } from '../../db/schema/revoke.ts';
import { noticeWon } from '@shop/contract/notifications.ts';
import { notify } from '../../db/notification-outbox.ts';
import type { Tx } from './revoke-repository.ts';

/** A card refund attempt: recorded before the gateway call, with what the gateway must hold. */
export interface Attempt {
  refundId: number;
  revokeId: number;
  orderId: number;
  tid: string;
  amount: number;
  /** The tax-free part of the amount (decision 0461). */
  taxFree: number;
  remainingBefore: number;
  remainingAfter: number;
}

/** An attempt whose outcome is not recorded yet, with when it was started and by whom. */
export interface PendingAttempt extends Attempt {
  requestedAt: Date;
  staffId: number | null;
  /** its call came back without a clear outcome (the request shows refund_failed): no longer in flight */
  callEnded: boolean;
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

interface PendingRow {
  refund_id: number;
  revoke_id: number;
  order_id: number;
  amount: number;
  tax_free: number;
  remaining_before: number;
  remaining_after: number;
  tid: string;
  requested_at: string | Date;
  staff_id: number | null;
  refund_failed: boolean;
}

const pendingSelect = sql`select f.refund_id, f.revoke_id, f.order_id, f.amount, f.tax_free, f.remaining_before,
    f.remaining_after, p.pg_transaction_id as tid, f.requested_at, f.staff_id, r.refund_failed
  from refunds f join payments p on p.payment_id = f.payment_id
  join revokes r on r.revoke_id = f.revoke_id`;

function pendingOf(row: PendingRow): PendingAttempt {
  return {
    refundId: row.refund_id,
    revokeId: row.revoke_id,
    orderId: row.order_id,
    tid: row.tid,
    amount: row.amount,
    taxFree: row.tax_free,
    remainingBefore: row.remaining_before,
    remainingAfter: row.remaining_after,
    requestedAt: new Date(row.requested_at),
    staffId: row.staff_id,
    callEnded: row.refund_failed,
  };
}

/** The request's card attempt whose outcome is not known yet, if any. */
export async function pendingAttempt(
  db: Db | Tx,
  revokeId: number,
): Promise<PendingAttempt | null> {
  const [row] = await queryRows<PendingRow>(
    db,
    sql`${pendingSelect} where f.revoke_id = ${revokeId} and f.status = 'requesting'`,
  );
  return row ? pendingOf(row) : null;
}

/** Card attempts still requesting that were started before `startedBefore` (cut off, or unclear). */
export async function staleAttempts(db: Db, startedBefore: Date): Promise<PendingAttempt[]> {
  const rows = await queryRows<PendingRow>(
    db,
    sql`${pendingSelect} where f.status = 'requesting' and f.method = 'Card'
      and f.requested_at < ${startedBefore.toISOString()} order by f.refund_id`,
  );
  return rows.map(pendingOf);
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

/**
 * A retry started its attempt: the request no longer shows a failed or unclear call, so the
 * attempt counts as in flight (its lease) and a second click meanwhile is refused.
 */
export async function clearRefundFailed(tx: Tx, revokeId: number): Promise<void> {
  await tx
    .update(revokes)
    .set({ refundFailed: false, updatedAt: new Date() })
    .where(eq(revokes.revokeId, revokeId));
}

/** The request is refunded (환불자동 or 환불완료). */
export async function markRefunded(tx: Tx, revokeId: number, progress: string): Promise<void> {
  const now = new Date();
  const [done] = await tx
    .update(revokes)
    .set({ revokeProgressCd: progress, refundFailed: false, refundedAt: now, updatedAt: now })
    .where(eq(revokes.revokeId, revokeId))
    .returning({ orderId: revokes.orderId, total: revokes.refundTotal });
  if (done) {
    const vars = { 환불금액: noticeWon(done.total) };
    await notify(tx, 'refundCompleted', { orderId: done.orderId, ref: revokeId, vars });
  }
}

/** Progress values in which a request still holds money it has not paid back. */
const HOLDING = [
  RevokeProgress.feeWaiting,
  RevokeProgress.recalling,
  RevokeProgress.instructed,
] as const;

/**
 * The most the refund of `revokeId` may be set to (decision 0079): what
 * the member paid for the order, minus what is already refunded on it (card
 * refunds done or in flight, recorded transfers) by its other requests, minus what its other
 * open requests still promise. Run on the locked request and order.
 */
export async function refundableFor(tx: Tx, orderId: number, revokeId: number): Promise<number> {
  const [row] = await queryRows<{ paid: number; refunded: number; promised: number }>(
    tx,
    sql`select o.paid_total as paid,
      (select coalesce(sum(f.amount), 0)::int from refunds f where f.order_id = o.order_id
        and f.revoke_id <> ${revokeId} and f.status in ('requesting', 'done')) as refunded,
      (select coalesce(sum(r.refund_total), 0)::int from revokes r where r.order_id = o.order_id
        and r.revoke_id <> ${revokeId}
        and r.revoke_progress_cd in (${sql.join(
          HOLDING.map((p) => sql`${p}`),
          sql`, `,
        )})
        and not exists (select 1 from refunds f where f.revoke_id = r.revoke_id
          and f.status in ('requesting', 'done'))) as promised
    from orders o where o.order_id = ${orderId}`,
  );
  if (!row) return 0;
  return Math.max(0, row.paid - row.refunded - row.promised);
}

/** Money of this request is moving or moved (a card attempt in flight, or a refund done). */
export async function refundStarted(tx: Tx, revokeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: refunds.refundId })
    .from(refunds)
    .where(and(eq(refunds.revokeId, revokeId), inArray(refunds.status, ['requesting', 'done'])));
  return rows.length > 0;
}

/** The request's refund total set to `amount`; the calculation stays and the difference is the adjustment. */
export async function setRefundTotal(
  tx: Tx,
  r: { revokeId: number; refundForProducts: number; refundForDelivery: number },
  amount: number,
): Promise<void> {
  await tx
    .update(revokes)
    .set({
      refundTotal: amount,
      refundAdjustment: amount - r.refundForProducts - r.refundForDelivery,
      updatedAt: new Date(),
    })
    .where(eq(revokes.revokeId, r.revokeId));
}
