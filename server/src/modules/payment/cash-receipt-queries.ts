import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { receiptTarget } from '@shop/contract/cash-receipt.ts';
import { refundSplit, type TaxSplit } from '@shop/contract/tax-split.ts';
import type { Db } from '../../db/client.ts';
import { cashReceipts } from '../../db/schema/cash-receipts.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderTaxSplit } from './tax-split-queries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/**
 * The deposit's receipt (decision 0464), written in the deposit's own transaction: to the
 * member's request, or to the self-issue number for a sale of 100,000 won or more without one,
 * or none. The receipt job issues it once the deposit committed. Once per deposit (cause).
 */
export async function queueDepositReceipt(
  tx: Conn,
  payment: { orderId: number; orderNumber: string },
  deposit: { tid: string; amount: number },
): Promise<void> {
  const [order] = await tx
    .select({ kind: orders.cashReceiptKind, number: orders.cashReceiptNumber })
    .from(orders)
    .where(eq(orders.orderId, payment.orderId));
  const request = order?.kind ? { kind: order.kind, identifier: order.number } : null;
  const target = receiptTarget(request, deposit.amount);
  if (!target) return;
  const split = await orderTaxSplit(tx, payment.orderId);
  await tx
    .insert(cashReceipts)
    .values({
      orderId: payment.orderId,
      cause: `deposit:${deposit.tid}`,
      orderNumber: payment.orderNumber,
      kind: target.use,
      identifier: target.identifier,
      selfIssued: target.self,
      amount: deposit.amount,
      taxFree: amountsTaxFree(split, deposit.amount),
    })
    .onConflictDoNothing();
}

/** The tax-free part of `amount` as the split names it (never more than the amount). */
function amountsTaxFree(split: TaxSplit, amount: number): number {
  return Math.min(split.taxFree, amount);
}

/**
 * After a refund of a cash-paid order (decision 0464): the receipt in force is cancelled and,
 * when money remains, one is issued for the remainder with its split (what remains of each
 * part: the refund takes its share in the proportion of what it returns, never more of a part
 * than the receipt holds — the contract's refundSplit). Written inside the refund's transaction;
 * the job does the calls.
 */
export async function queueReceiptAfterRefund(
  tx: Conn,
  orderId: number,
  refund: { ref: string | number; amount: number; returned: TaxSplit },
): Promise<void> {
  const [current] = await tx
    .select()
    .from(cashReceipts)
    .where(
      and(eq(cashReceipts.orderId, orderId), inArray(cashReceipts.status, ['pending', 'issued'])),
    )
    .orderBy(sql`${cashReceipts.receiptId} desc`)
    .limit(1);
  if (!current || refund.amount <= 0) return;
  const taken = refundSplit(Math.min(refund.amount, current.amount), refund.returned, {
    taxable: current.amount - current.taxFree,
    taxFree: current.taxFree,
  });
  const remaining = current.amount - refund.amount;
  const remainingTaxFree = current.taxFree - taken.taxFree;
  if (current.status === 'pending') {
    // never issued: it shrinks (or goes) before the job ever sends it
    await tx
      .update(cashReceipts)
      .set(
        remaining > 0
          ? { amount: remaining, taxFree: Math.min(remainingTaxFree, remaining) }
          : { status: 'cancelled', cancelledAt: new Date() },
      )
      .where(eq(cashReceipts.receiptId, current.receiptId));
    return;
  }
  await tx
    .update(cashReceipts)
    .set({ status: 'cancelling', nextAttemptAt: null, attempts: 0 })
    .where(eq(cashReceipts.receiptId, current.receiptId));
  if (remaining <= 0) return;
  await tx
    .insert(cashReceipts)
    .values({
      orderId,
      cause: `refund:${refund.ref}`,
      orderNumber: current.orderNumber,
      kind: current.kind,
      identifier: current.identifier,
      selfIssued: current.selfIssued,
      amount: remaining,
      taxFree: Math.min(remainingTaxFree, remaining),
      replaces: current.receiptId,
    })
    .onConflictDoNothing();
}

export interface OrderCashReceipt {
  kind: 'income' | 'expense' | 'self';
  status: 'pending' | 'issued' | 'refused' | 'cancelled';
  amount: number;
  taxFree: number;
  approvalNumber: string | null;
}

/** The order's receipt in force (the latest), for the order detail; null when none. */
export async function orderCashReceipt(
  db: Conn,
  orderId: number,
): Promise<OrderCashReceipt | null> {
  const [row] = await db
    .select()
    .from(cashReceipts)
    .where(eq(cashReceipts.orderId, orderId))
    .orderBy(sql`${cashReceipts.receiptId} desc`)
    .limit(1);
  if (!row) return null;
  return {
    kind: row.selfIssued ? 'self' : row.kind,
    status: row.status === 'cancelling' ? 'issued' : row.status,
    amount: row.amount,
    taxFree: row.taxFree,
    approvalNumber: row.approvalNumber,
  };
}

export type CashReceiptRow = typeof cashReceipts.$inferSelect;

/** Leases the rows due (pending or cancelling, not waiting, not leased) until `until`. */
export async function claimDueReceipts(db: Db, now: Date, until: Date): Promise<CashReceiptRow[]> {
  return db
    .update(cashReceipts)
    .set({ leasedUntil: until })
    .where(
      and(
        inArray(cashReceipts.status, ['pending', 'cancelling']),
        or(isNull(cashReceipts.nextAttemptAt), lte(cashReceipts.nextAttemptAt, now)),
        or(isNull(cashReceipts.leasedUntil), lte(cashReceipts.leasedUntil, now)),
      ),
    )
    .returning();
}

/** Whether the receipt a remainder replaces is still to be cancelled. */
export async function replacedStillOpen(db: Db, row: CashReceiptRow): Promise<boolean> {
  if (row.replaces === null) return false;
  const [old] = await db
    .select({ status: cashReceipts.status })
    .from(cashReceipts)
    .where(eq(cashReceipts.receiptId, row.replaces));
  return old !== undefined && old.status !== 'cancelled';
}

export async function markReceiptIssued(
  db: Db,
  receiptId: number,
  issued: { receiptTid: string; approvalNumber: string; issuedAt: Date },
): Promise<void> {
  await db
    .update(cashReceipts)
    .set({ status: 'issued', ...issued, leasedUntil: null, lastError: null })
    .where(and(eq(cashReceipts.receiptId, receiptId), eq(cashReceipts.status, 'pending')));
}

export async function markReceiptCancelled(db: Db, receiptId: number): Promise<void> {
  await db
    .update(cashReceipts)
    .set({ status: 'cancelled', cancelledAt: new Date(), leasedUntil: null, lastError: null })
    .where(eq(cashReceipts.receiptId, receiptId));
}

export async function releaseReceipt(db: Db, receiptId: number): Promise<void> {
  await db
    .update(cashReceipts)
    .set({ leasedUntil: null })
    .where(eq(cashReceipts.receiptId, receiptId));
}

/** A failed call: the row waits until `retryAt`; `refused` ends a pending row as refused. */
export async function markReceiptFailed(
  db: Db,
  row: CashReceiptRow,
  failure: { refused: boolean; message: string; retryAt: Date },
): Promise<void> {
  await db
    .update(cashReceipts)
    .set({
      ...(failure.refused ? { status: 'refused' as const } : {}),
      attempts: row.attempts + 1,
      lastError: failure.message.slice(0, 500),
      leasedUntil: null,
      nextAttemptAt: failure.retryAt,
    })
    .where(eq(cashReceipts.receiptId, row.receiptId));
}
