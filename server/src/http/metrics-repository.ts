import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** Payments and refunds by status, read at each scrape: the same figure from every instance. */
export async function moneyStatusCounts(
  db: Db,
): Promise<{ kind: 'payment' | 'refund'; status: string; n: number }[]> {
  const rows = await queryRows<{ kind: 'payment' | 'refund'; status: string; n: string }>(
    db,
    sql`select 'payment' as kind, status, count(*) as n from payments group by status
        union all
        select 'refund' as kind, status, count(*) as n from refunds group by status`,
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/**
 * The notification outbox by status (decision 0502: pending — waiting, retries included — sent,
 * failed), the pending ones already retried, and the age of the oldest pending message; read at
 * each scrape, so every instance reports the same figure.
 */
export async function outboxStatusCounts(db: Db): Promise<{
  byStatus: { status: string; n: number }[];
  retrying: number;
  oldestPendingSeconds: number;
}> {
  const rows = await queryRows<{
    status: string;
    n: string;
    retrying: string;
    oldest: string | number | null;
  }>(
    db,
    sql`select status, count(*) as n, count(*) filter (where attempts > 0) as retrying,
          extract(epoch from now() - min(created_at)) as oldest
        from notification_outbox group by status`,
  );
  const pending = rows.find((r) => r.status === 'pending');
  return {
    byStatus: rows.map((r) => ({ status: r.status, n: Number(r.n) })),
    retrying: Number(pending?.retrying ?? 0),
    oldestPendingSeconds: Math.max(0, Number(pending?.oldest ?? 0)),
  };
}
