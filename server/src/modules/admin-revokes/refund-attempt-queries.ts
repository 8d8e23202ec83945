import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** The refund attempts of a request, oldest first, as the back office's drawer lists them. */
export async function refundAttemptsOf(db: Db, revokeId: number) {
  const rows = await queryRows<{
    refund_id: number;
    method: string;
    status: string;
    amount: number;
    failure_message: string | null;
    requested_at: string | Date;
    done_at: string | Date | null;
  }>(
    db,
    sql`select refund_id, method, status, amount, failure_message, requested_at, done_at
      from refunds where revoke_id = ${revokeId} order by refund_id`,
  );
  return rows.map((f) => ({
    refundId: f.refund_id,
    method: f.method,
    status: f.status,
    amount: f.amount,
    failureMessage: f.failure_message,
    requestedAt: new Date(f.requested_at).toISOString(),
    doneAt: f.done_at ? new Date(f.done_at).toISOString() : null,
  }));
}
