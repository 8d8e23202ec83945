import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { ShopPayment, ShopRefund } from './reconciliation.ts';

/**
 * Card refunds the shop recorded as done at the gateway (the revoke module's `refunds`). Bank
 * transfers by finance never pass the gateway and are left out.
 */
export async function shopRefunds(db: Db, from: Date, until: Date): Promise<ShopRefund[]> {
  const rows = await queryRows<{
    tid: string;
    refund_tid: string | null;
    order_number: string | null;
    order_id: number;
    amount: number;
    done_at: string | Date;
  }>(
    db,
    sql`select p.pg_transaction_id as tid, r.pg_refund_tid as refund_tid, g.order_number,
        r.order_id, r.amount, r.done_at
      from refunds r
      join payments p on p.payment_id = r.payment_id
      left join payment_gateway_records g on g.payment_id = p.payment_id
      where r.done_at >= ${from.toISOString()} and r.done_at < ${until.toISOString()}
        and r.status = 'done' and r.method = 'Card' and p.pg_transaction_id is not null`,
  );
  return rows.map((r) => ({
    tid: r.tid,
    refundTid: r.refund_tid,
    orderNumber: r.order_number,
    orderId: r.order_id,
    amount: r.amount,
    at: new Date(r.done_at),
  }));
}

/** Money the shop recorded as taken in: card approvals and deposits (by their moment). */
export async function shopPayments(db: Db, from: Date, until: Date): Promise<ShopPayment[]> {
  const rows = await queryRows<{
    tid: string;
    order_number: string | null;
    order_id: number;
    amount: number;
    approved_at: string | Date;
  }>(
    db,
    sql`select p.pg_transaction_id as tid, g.order_number, p.order_id, p.amount, p.approved_at
      from payments p left join payment_gateway_records g on g.payment_id = p.payment_id
      where p.approved_at >= ${from.toISOString()} and p.approved_at < ${until.toISOString()}
        and p.payment_type_cd in ('신용카드', '가상계좌') and p.pg_transaction_id is not null
        and p.amount > 0`,
  );
  return rows.map((r) => ({
    tid: r.tid,
    orderNumber: r.order_number,
    orderId: r.order_id,
    amount: r.amount,
    at: new Date(r.approved_at),
  }));
}
