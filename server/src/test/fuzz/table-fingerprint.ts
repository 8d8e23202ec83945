import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * Rows that change on purpose while a request is refused, so they are left out of the check:
 * a signed-in session's sliding expiry (member and staff) and the failed staff sign-ins that
 * the growing delay counts.
 */
export const WRITTEN_ON_REFUSAL = new Set(['sessions', 'staff_sessions', 'staff_sign_in_attempts']);

/**
 * Rows a timer writes whenever it fires, whatever the request of the moment: the search counts
 * flushed every few seconds (decision 0392), the outbox sender's progress (0502) and the periodic
 * jobs' claims (0367). The outbox's own rows are checked by its tests (one per committed event).
 */
export const WRITTEN_IN_THE_BACKGROUND = new Set([
  'search_term_days',
  'notification_outbox',
  'job_periods',
]);

export type Fingerprint = Map<string, string>;

/**
 * A fingerprint of every table: its row count and the sum of its rows' xmin (the transaction
 * that wrote each row version), so an insert, an update (even to the same values) and a delete
 * all change it, without reading the rows' contents.
 */
export async function tableFingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !WRITTEN_IN_THE_BACKGROUND.has(name));
  const statement = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum((xmin::text)::bigint), 0)::text as print from "${name}"`,
      )
      .join(' union all '),
  );
  const nextTransaction = async () =>
    (
      await queryRows<{ next: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
      )
    )[0]!.next;
  let last: { next: string; print: Fingerprint } | null = null;
  // no row is written without a transaction id: while none was handed out since the last
  // fingerprint, it still holds and the tables need not be read again
  return async () => {
    const next = await nextTransaction();
    if (last?.next === next) return last.print;
    const print = new Map(
      (await queryRows<{ name: string; print: string }>(db, statement)).map((r) => [
        r.name,
        r.print,
      ]),
    );
    last = { next: await nextTransaction(), print };
    return print;
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].filter(([name, print]) => before.get(name) !== print).map(([name]) => name);
}
