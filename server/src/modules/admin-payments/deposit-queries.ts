import { sql } from 'drizzle-orm';
import { AdminPaymentLimits, type DepositRow } from '@shop/contract/admin-payments.ts';
import { queryRows, type Db } from '../../db/client.ts';

interface Row {
  payment_id: number;
  order_id: number;
  member_id: number;
  buyer_name: string | null;
  amount: number;
  vbank_name: string | null;
  vbank_account: string | null;
  vbank_holder: string | null;
  pg_transaction_id: string | null;
  order_number: string;
  requested_at: string | Date;
  expires_at: string | Date | null;
  status: string;
  order_progress_cd: string;
  total_count: number;
}

/**
 * Virtual accounts by state: waiting for their deposit, soonest due first; or expired, latest
 * due first. `payments_status_requested_idx` finds them; personal data in full (masked by the
 * route).
 */
export async function listDeposits(
  db: Db,
  state: 'waiting' | 'expired',
  page: number,
): Promise<{ list: DepositRow[]; totalCount: number; totalPages: number }> {
  const size = AdminPaymentLimits.pageSize;
  const status = state === 'waiting' ? 'waiting_deposit' : 'expired';
  const order =
    state === 'waiting' ? sql`g.expires_at asc nulls last` : sql`g.expires_at desc nulls last`;
  const rows = await queryRows<Row>(
    db,
    sql`select p.payment_id, p.order_id, o.member_id, d.buyer_name, p.amount, g.vbank_name,
        g.vbank_account, g.vbank_holder, p.pg_transaction_id, g.order_number, p.requested_at,
        g.expires_at, p.status, o.order_progress_cd, count(*) over ()::int as total_count
      from payments p
      join payment_gateway_records g on g.payment_id = p.payment_id
      join orders o on o.order_id = p.order_id
      left join order_deliveries d on d.order_id = p.order_id
      where p.status = ${status} and p.payment_type_cd = '가상계좌'
      order by ${order}, p.payment_id
      limit ${size} offset ${(page - 1) * size}`,
  );
  const totalCount = rows[0]?.total_count ?? 0;
  return {
    list: rows.map((r) => ({
      paymentId: r.payment_id,
      orderId: r.order_id,
      memberId: r.member_id,
      buyerName: r.buyer_name,
      amount: r.amount,
      bankName: r.vbank_name,
      accountNumber: r.vbank_account,
      holder: r.vbank_holder,
      pgTransactionId: r.pg_transaction_id,
      orderNumber: r.order_number,
      issuedAt: new Date(r.requested_at).toISOString(),
      dueAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      status: r.status,
      orderProgressCd: r.order_progress_cd,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
  };
}

/** The payment (locked) and its order's status, for finance's manual deposit confirmation. */
export async function lockDepositPayment(tx: Db, paymentId: number) {
  const [p] = await queryRows<{
    payment_id: number;
    order_id: number;
    status: string;
    payment_type_cd: string;
    amount: number;
    pg_transaction_id: string | null;
    order_status: string;
  }>(
    tx,
    sql`select p.payment_id, p.order_id, p.status, p.payment_type_cd, p.amount,
        p.pg_transaction_id, o.status as order_status
      from payments p join orders o on o.order_id = p.order_id
      where p.payment_id = ${paymentId}
      for update of p`,
  );
  return p;
}
