import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { PaymentRow } from './payment-repository.ts';

/**
 * The statements of card attempts that end without a payment (decision 0243): the attempt is
 * closed, the order's free-delivery benefit let go (its id kept on the order), and claimed again
 * by the next attempt. Each is one statement, so two instances never do the same step twice.
 */

/** The columns of `PaymentRow` over payments p, payment_gateway_records r and orders o. */
const paymentColumnsSql = sql`p.payment_id as "paymentId", p.order_id as "orderId",
  p.payment_type_cd as "paymentTypeCd", p.status, p.amount, p.pg_transaction_id as "pgTransactionId",
  r.order_number as "orderNumber", r.channel, o.member_id as "memberId",
  o.status as "orderStatus", o.price_total as "priceTotal"`;

/** requested → `status` for an attempt with no approval in flight (no kept auth result). */
export async function closeCardAttempt(
  db: Db,
  paymentId: number,
  status: 'cancelled' | 'expired',
): Promise<boolean> {
  const rows = await queryRows<{ payment_id: number }>(
    db,
    sql`update payments p set status = ${status}
      from payment_gateway_records r
      where p.payment_id = ${paymentId} and r.payment_id = p.payment_id
        and p.status = 'requested' and r.pending_auth is null
      returning p.payment_id`,
  );
  return rows.length > 0;
}

/** The benefit of an unpaid card order with no open attempt is free again; the order keeps its id. */
export async function releaseCardBenefit(db: Db, orderId: number): Promise<boolean> {
  const rows = await queryRows<{ fdb_id: number }>(
    db,
    sql`with freed as (
        update free_delivery_benefits b set order_id = null, used_at = null
        from orders o
        where b.order_id = o.order_id and o.order_id = ${orderId}
          and o.status = 'awaiting_payment' and o.payment_type_cd = '신용카드'
          and not exists (select 1 from payments p
            where p.order_id = o.order_id and p.status = 'requested')
        returning b.fdb_id, o.order_id)
      update orders set released_fdb_id = freed.fdb_id from freed
      where orders.order_id = freed.order_id
      returning freed.fdb_id`,
  );
  return rows.length > 0;
}

/**
 * The benefit the order let go, claimed again for a new attempt: 'none' when it let none go,
 * 'taken' when another order has it now.
 */
export async function reclaimCardBenefit(
  db: Db,
  orderId: number,
): Promise<'none' | 'claimed' | 'taken'> {
  const rows = await queryRows<{ released: number | null; claimed: number | null }>(
    db,
    sql`with o as (select released_fdb_id from orders where order_id = ${orderId}),
      claimed as (
        update free_delivery_benefits b set order_id = ${orderId}, used_at = now()
        from o
        where b.fdb_id = o.released_fdb_id and (b.order_id is null or b.order_id = ${orderId})
        returning b.fdb_id),
      cleared as (
        update orders set released_fdb_id = null
        where order_id = ${orderId} and exists (select 1 from claimed)
        returning order_id)
      select (select released_fdb_id from o) as released,
        (select fdb_id from claimed) as claimed`,
  );
  const row = rows[0];
  if (!row?.released) return 'none';
  return row.claimed ? 'claimed' : 'taken';
}

/** Open card attempts of one order, or every one opened before `openedBefore` (oldest first). */
export async function openCardAttempts(
  db: Db,
  where: { orderId: number } | { openedBefore: Date },
): Promise<PaymentRow[]> {
  const filter =
    'orderId' in where
      ? sql`p.order_id = ${where.orderId}`
      : sql`p.requested_at < ${where.openedBefore.toISOString()}::timestamptz`;
  return queryRows<PaymentRow>(
    db,
    sql`select ${paymentColumnsSql} from payments p
      join payment_gateway_records r on r.payment_id = p.payment_id
      join orders o on o.order_id = p.order_id
      where p.status = 'requested' and p.payment_type_cd = '신용카드' and r.pending_auth is null
        and ${filter}
      order by p.requested_at
      limit 100`,
  );
}

/** Unpaid card orders made before `orderedBefore` with no approval in flight. */
export async function staleCardOrders(db: Db, orderedBefore: Date): Promise<number[]> {
  const rows = await queryRows<{ order_id: number }>(
    db,
    sql`select o.order_id from orders o
      where o.payment_type_cd = '신용카드' and o.status = 'awaiting_payment'
        and o.ordered_at < ${orderedBefore.toISOString()}::timestamptz
        and not exists (select 1 from payments p
          join payment_gateway_records r on r.payment_id = p.payment_id
          where p.order_id = o.order_id and p.status = 'requested' and r.pending_auth is not null)
      order by o.ordered_at
      limit 100`,
  );
  return rows.map((r) => r.order_id);
}
