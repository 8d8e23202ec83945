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
