import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { EscrowState, EscrowView } from '@shop/contract/escrow.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { escrows } from '../../db/schema/escrows.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { recordDeliveryEvent } from '../admin-orders/delivery-events.ts';

/** The escrow rows of 구매안전서비스 orders (decisions 0465–0468): their SQL, in one place. */

export type EscrowRow = typeof escrows.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * In the shipping step's transaction: each escrow order among `shipped` gets its row `pending`
 * (registered with the gateway after the commit); a corrected invoice of an undecided escrow is
 * registered again. Orders without escrow are left alone.
 */
export async function queueEscrowDeliveries(
  tx: Db,
  shipped: { orderId: number; logisticCd: string; invoiceNo: string }[],
): Promise<void> {
  if (shipped.length === 0) return;
  const ids = sql`array[${sql.join(
    shipped.map((s) => sql`${s.orderId}`),
    sql`, `,
  )}]::int[]`;
  const text = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  await tx.execute(sql`insert into escrows (order_id, tid, logistic_cd, invoice_no, shipped_at)
    select o.order_id, p.pg_transaction_id, u.cd, u.inv, now()
    from unnest(${ids}, ${text(shipped.map((s) => s.logisticCd))},
      ${text(shipped.map((s) => s.invoiceNo))}) as u(id, cd, inv)
    join orders o on o.order_id = u.id and o.escrow and o.status = 'paid'
    join lateral (select pg_transaction_id from payments
      where order_id = o.order_id and status = 'approved' and pg_transaction_id is not null
      order by payment_id desc limit 1) p on true
    on conflict (order_id) do update set logistic_cd = excluded.logistic_cd,
      invoice_no = excluded.invoice_no, registration = 'pending', attempts = 0,
      next_attempt_at = null, last_error = null
    where escrows.decision is null`);
}

/** Leases the registrations due (pending, not waiting, not leased) until `until`. */
export function claimDueRegistrations(db: Db, now: Date, until: Date): Promise<EscrowRow[]> {
  return db
    .update(escrows)
    .set({ leasedUntil: until })
    .where(
      and(
        eq(escrows.registration, 'pending'),
        or(isNull(escrows.nextAttemptAt), lte(escrows.nextAttemptAt, now)),
        or(isNull(escrows.leasedUntil), lte(escrows.leasedUntil, now)),
      ),
    )
    .returning();
}

export async function markRegistered(db: Db, row: EscrowRow, registeredAt: Date): Promise<void> {
  // an invoice corrected meanwhile is registered again by the next pass
  await db
    .update(escrows)
    .set({ registration: 'registered', registeredAt, leasedUntil: null, lastError: null })
    .where(
      and(
        eq(escrows.orderId, row.orderId),
        eq(escrows.invoiceNo, row.invoiceNo),
        eq(escrows.registration, 'pending'),
      ),
    );
}

export async function markRegistrationFailed(
  db: Db,
  row: EscrowRow,
  failure: { refused: boolean; message: string; retryAt: Date },
): Promise<void> {
  await db
    .update(escrows)
    .set({
      registration: failure.refused ? 'refused' : 'pending',
      attempts: row.attempts + 1,
      nextAttemptAt: failure.retryAt,
      leasedUntil: null,
      lastError: failure.message.slice(0, 500),
    })
    .where(and(eq(escrows.orderId, row.orderId), eq(escrows.registration, 'pending')));
}

/** Registered, undecided escrows whose registration is at least `days` old at `now`. */
export function dueForConfirmation(db: Db, now: Date, days: number): Promise<EscrowRow[]> {
  return db
    .select()
    .from(escrows)
    .where(
      and(
        eq(escrows.registration, 'registered'),
        isNull(escrows.decision),
        lte(escrows.registeredAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    );
}

export interface Decision {
  tid: string;
  decision: 'confirm' | 'reject';
  decidedBy: 'buyer' | 'auto';
  decidedAt: Date;
  rejectReason: string;
}

/**
 * The buyer's decision, once: a repeat (the gateway's retry, the inquiry after a notification)
 * changes nothing. A confirmation is the order's delivery event (decision 0468): a shipped order
 * becomes 배송완료 with the decision's time as its delivery time, unless staff recorded one.
 * Answers whether anything changed; `unknown` when no escrow has the tid.
 */
export async function applyDecision(db: Db, d: Decision): Promise<'applied' | 'known' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(escrows)
      .set({
        decision: d.decision,
        decidedBy: d.decidedBy,
        decidedAt: d.decidedAt,
        rejectReason: d.rejectReason || null,
      })
      .where(and(eq(escrows.tid, d.tid), isNull(escrows.decision)))
      .returning({ orderId: escrows.orderId });
    if (!row) {
      const [known] = await tx
        .select({ orderId: escrows.orderId })
        .from(escrows)
        .where(eq(escrows.tid, d.tid));
      return known ? 'known' : 'unknown';
    }
    // the confirmation is the delivery event (decision 0510); an order staff or the courier's
    // file delivered already keeps its date
    if (d.decision === 'confirm')
      await recordDeliveryEvent(tx as unknown as Db, row.orderId, d.decidedAt);
    return 'applied';
  });
}

/** The escrow of an order for its detail; null for an order without escrow. */
export async function orderEscrow(
  db: Db,
  orderId: number,
  confirmDays: number,
): Promise<EscrowView | null> {
  const [row] = await queryRows<{
    escrow: boolean;
    registration: string | null;
    registered_at: string | Date | null;
    decision: 'confirm' | 'reject' | null;
    decided_by: 'buyer' | 'auto' | null;
    decided_at: string | Date | null;
  }>(
    db,
    sql`select o.escrow, e.registration, e.registered_at, e.decision, e.decided_by, e.decided_at
      from orders o left join escrows e on e.order_id = o.order_id
      where o.order_id = ${orderId}`,
  );
  if (!row?.escrow) return null;
  const state: EscrowState = row.decision
    ? row.decision === 'confirm'
      ? 'confirmed'
      : 'rejected'
    : row.registration === 'registered'
      ? 'registered'
      : row.registration
        ? 'registering'
        : 'waiting';
  const registeredAt = row.registered_at ? new Date(row.registered_at) : null;
  return {
    state,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    autoConfirmOn:
      state === 'registered' && registeredAt
        ? seoulDate(new Date(registeredAt.getTime() + confirmDays * DAY_MS))
        : null,
  };
}

/**
 * The gateway tid of the member's own escrow order when it is registered and undecided; null when
 * it is the member's but not decidable now; undefined when it is not the member's escrow order.
 */
export async function decidableTid(
  db: Db,
  memberId: number,
  orderId: number,
): Promise<string | null | undefined> {
  const [row] = await queryRows<{ tid: string | null }>(
    db,
    sql`select case when e.registration = 'registered' and e.decision is null then e.tid end as tid
      from orders o left join escrows e on e.order_id = o.order_id
      where o.order_id = ${orderId} and o.member_id = ${memberId} and o.escrow`,
  );
  return row ? row.tid : undefined;
}

/**
 * Whether the gateway still holds the order's money (decision 0467): an escrow order not
 * confirmed (paid, shipped or not, or rejected) refunds whole only.
 */
export async function escrowHolds(db: Db, orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ holds: boolean }>(
    db,
    sql`select o.escrow and coalesce(e.decision, '') <> 'confirm' as holds
      from orders o left join escrows e on e.order_id = o.order_id
      where o.order_id = ${orderId}`,
  );
  return row?.holds === true;
}
