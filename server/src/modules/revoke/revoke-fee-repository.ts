import { and, eq, inArray, sql } from 'drizzle-orm';
import { RevokeProgress } from '@shop/contract/revoke.ts';
import { queryRows } from '../../db/client.ts';
import { gatewayEvents } from '../../db/schema/checkout.ts';
import { revokeFeePayments, revokes } from '../../db/schema/revoke.ts';
import { restoreQuantities, type Conn, type Tx } from './revoke-repository.ts';

/** The return fees of requests (decision 0062). */

export interface FeePaymentRow {
  feePaymentId: number;
  revokeId: number;
  paymentTypeCd: string;
  status: string;
  amount: number;
  orderNumber: string;
  pgTransactionId: string | null;
  orderId: number;
  memberId: number;
  revokeProgressCd: string;
}

const columns = {
  feePaymentId: revokeFeePayments.feePaymentId,
  revokeId: revokeFeePayments.revokeId,
  paymentTypeCd: revokeFeePayments.paymentTypeCd,
  status: revokeFeePayments.status,
  amount: revokeFeePayments.amount,
  orderNumber: revokeFeePayments.orderNumber,
  pgTransactionId: revokeFeePayments.pgTransactionId,
  orderId: revokes.orderId,
  memberId: revokes.memberId,
  revokeProgressCd: revokes.revokeProgressCd,
};

export async function feePaymentByOrderNumber(
  db: Conn,
  orderNumber: string,
): Promise<FeePaymentRow | null> {
  const [row] = await db
    .select(columns)
    .from(revokeFeePayments)
    .innerJoin(revokes, eq(revokes.revokeId, revokeFeePayments.revokeId))
    .where(eq(revokeFeePayments.orderNumber, orderNumber));
  return row ?? null;
}

/** A new attempt with its gateway order number `R<revokeId>F<feePaymentId>`. */
export async function startFeePayment(
  tx: Tx,
  fee: { revokeId: number; paymentTypeCd: string; amount: number; channel: string },
): Promise<string> {
  const [row] = await tx
    .insert(revokeFeePayments)
    .values({ ...fee, orderNumber: `pending-${fee.revokeId}-${Date.now()}-${Math.random()}` })
    .returning({ id: revokeFeePayments.feePaymentId });
  const orderNumber = `R${fee.revokeId}F${row!.id}`;
  await tx
    .update(revokeFeePayments)
    .set({ orderNumber })
    .where(eq(revokeFeePayments.feePaymentId, row!.id));
  return orderNumber;
}

export async function failFeePayment(db: Conn, feePaymentId: number, message: string) {
  await db
    .update(revokeFeePayments)
    .set({ status: 'failed', resultMessage: message })
    .where(
      and(
        eq(revokeFeePayments.feePaymentId, feePaymentId),
        eq(revokeFeePayments.status, 'requested'),
      ),
    );
}

/**
 * Requests of the order whose return fee was never paid give their quantities back (→ 철회):
 * those with no fee approved and no virtual account still open. A new request of the order
 * supersedes an abandoned card window this way; an approval arriving later is net-cancelled.
 */
export async function withdrawUnpaidFees(tx: Tx, orderId: number, now: Date): Promise<number> {
  const stale = await queryRows<{ revoke_id: number }>(
    tx,
    sql`select r.revoke_id from revokes r where ${unpaidFeeRequest(orderId, now)} for update of r`,
  );
  for (const { revoke_id: revokeId } of stale) await withdrawRevoke(tx, revokeId, orderId);
  return stale.length;
}

/** The order's requests that withdrawUnpaidFees gives back (alias `r`). */
const unpaidFeeRequest = (orderId: number, now: Date) =>
  sql`r.order_id = ${orderId} and r.revoke_progress_cd = ${RevokeProgress.feeWaiting}
    and not exists (select 1 from revoke_fee_payments f where f.revoke_id = r.revoke_id
      and (f.status = 'approved' or (f.status = 'waiting_deposit' and f.expires_at > ${now})))`;

/**
 * What withdrawUnpaidFees would give back, read without writing (the read calls show the order
 * as the next request will find it): the refunds those requests promise and their quantities
 * per order item.
 */
export async function unpaidFeeHoldings(
  db: Conn,
  orderId: number,
  now: Date,
): Promise<{ promised: number; quantities: Map<number, number> }> {
  const rows = await queryRows<{ refund_total: number; items: { id: number; qty: number }[] }>(
    db,
    sql`select r.refund_total, coalesce((select jsonb_agg(jsonb_build_object(
        'id', ri.order_item_id, 'qty', ri.revoke_qty)) from revoke_items ri
        where ri.revoke_id = r.revoke_id), '[]'::jsonb) as items
      from revokes r where ${unpaidFeeRequest(orderId, now)}`,
  );
  const quantities = new Map<number, number>();
  for (const row of rows) {
    for (const i of row.items) quantities.set(i.id, (quantities.get(i.id) ?? 0) + i.qty);
  }
  return { promised: rows.reduce((s, r) => s + r.refund_total, 0), quantities };
}

export async function withdrawRevoke(tx: Tx, revokeId: number, orderId: number): Promise<void> {
  const moved = await tx
    .update(revokes)
    .set({ revokeProgressCd: RevokeProgress.withdrawn, updatedAt: new Date() })
    .where(
      and(eq(revokes.revokeId, revokeId), eq(revokes.revokeProgressCd, RevokeProgress.feeWaiting)),
    )
    .returning({ id: revokes.revokeId });
  if (moved.length === 0) return;
  await restoreQuantities(tx, revokeId, orderId);
  await tx
    .update(revokeFeePayments)
    .set({
      status: sql`case when ${revokeFeePayments.status} = 'waiting_deposit' then 'expired' else 'failed' end`,
    })
    .where(
      and(
        eq(revokeFeePayments.revokeId, revokeId),
        inArray(revokeFeePayments.status, ['requested', 'waiting_deposit']),
      ),
    );
}

/** Requests of every order whose fee is overdue (hourly): see withdrawUnpaidFees. */
export async function withdrawOverdueFees(
  tx: Tx,
  now: Date,
  cardWindowMs: number,
): Promise<number> {
  const stale = await queryRows<{ revoke_id: number; order_id: number }>(
    tx,
    sql`select r.revoke_id, r.order_id from revokes r
      where r.revoke_progress_cd = ${RevokeProgress.feeWaiting}
        and r.requested_at < ${new Date(now.getTime() - cardWindowMs)}
        and not exists (select 1 from revoke_fee_payments f where f.revoke_id = r.revoke_id
          and (f.status = 'approved' or (f.status = 'waiting_deposit' and f.expires_at > ${now})))
      order by r.revoke_id
      for update of r skip locked`,
  );
  for (const r of stale) await withdrawRevoke(tx, r.revoke_id, r.order_id);
  return stale.length;
}

/** A virtual account of the request's fee still waits for its deposit. */
export async function hasFeeAwaitingDeposit(tx: Tx, revokeId: number): Promise<boolean> {
  const open = await tx
    .select({ id: revokeFeePayments.feePaymentId })
    .from(revokeFeePayments)
    .where(
      and(
        eq(revokeFeePayments.revokeId, revokeId),
        eq(revokeFeePayments.status, 'waiting_deposit'),
      ),
    );
  return open.length > 0;
}

/** The gateway's approval on a requested fee payment; false when it was no longer requested. */
export async function approveRequestedFee(
  tx: Tx,
  feePaymentId: number,
  approval: Pick<
    typeof revokeFeePayments.$inferInsert,
    | 'status'
    | 'pgTransactionId'
    | 'approvedAt'
    | 'vbankName'
    | 'vbankAccount'
    | 'vbankHolder'
    | 'expiresAt'
  >,
): Promise<boolean> {
  const moved = await tx
    .update(revokeFeePayments)
    .set(approval)
    .where(
      and(
        eq(revokeFeePayments.feePaymentId, feePaymentId),
        eq(revokeFeePayments.status, 'requested'),
      ),
    )
    .returning({ id: revokeFeePayments.feePaymentId });
  return moved.length > 0;
}

/** The deposit notification, kept once per tid; false when it was kept before. */
export async function recordDepositEvent(
  tx: Tx,
  event: { tid: string; orderId: number; amount: number; payload: Record<string, unknown> },
): Promise<boolean> {
  const first = await tx
    .insert(gatewayEvents)
    .values({ kind: 'recall-fee-deposit', ...event })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.eventId });
  return first.length > 0;
}

/** The deposit on a fee's virtual account; false when it no longer waited for one. */
export async function approveDepositedFee(
  tx: Tx,
  feePaymentId: number,
  tid: string,
  depositedAt: Date,
): Promise<boolean> {
  const moved = await tx
    .update(revokeFeePayments)
    .set({ status: 'approved', approvedAt: depositedAt, pgTransactionId: tid })
    .where(
      and(
        eq(revokeFeePayments.feePaymentId, feePaymentId),
        eq(revokeFeePayments.status, 'waiting_deposit'),
      ),
    )
    .returning({ id: revokeFeePayments.feePaymentId });
  return moved.length > 0;
}

/** 반품비결제대기 → 환불대기: the fee is paid. */
export async function markFeePaid(tx: Tx, revokeId: number, at: Date): Promise<void> {
  await tx
    .update(revokes)
    .set({ revokeProgressCd: RevokeProgress.recalling, feePaidAt: at, updatedAt: new Date() })
    .where(
      and(eq(revokes.revokeId, revokeId), eq(revokes.revokeProgressCd, RevokeProgress.feeWaiting)),
    );
}
