import { asc, between, eq, sql } from 'drizzle-orm';
import type { Holiday } from '@shop/contract/holidays.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { holidays } from '../../db/schema/holidays.ts';

/** The holidays from `from` to `to` (both YYYY-MM-DD, inclusive), by day (the primary key). */
export function holidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  return db
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(between(holidays.day, from, to))
    .orderBy(asc(holidays.day));
}

export async function lockHoliday(tx: Db, day: string): Promise<Holiday | undefined> {
  const [row] = await tx
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(eq(holidays.day, day))
    .for('update');
  return row;
}

export async function upsertHoliday(tx: Db, h: Holiday): Promise<void> {
  await tx
    .insert(holidays)
    .values(h)
    .onConflictDoUpdate({ target: holidays.day, set: { name: h.name } });
}

export async function deleteHoliday(tx: Db, day: string): Promise<void> {
  await tx.delete(holidays).where(eq(holidays.day, day));
}

export interface OpenRefundRow {
  revoke_id: number;
  order_id: number;
  revoke_type_cd: string;
  revoke_progress_cd: string;
  refund_total: number;
  started_at: string | Date;
}

/**
 * Requests whose money is still to go back and whose clock runs (decision 0504): a cancel from
 * its request, a return from the goods' inspection on arrival (a return not back yet has no
 * clock). Read by progress (revokes_progress_idx).
 */
export function openRefunds(db: Db): Promise<OpenRefundRow[]> {
  return queryRows<OpenRefundRow>(
    db,
    sql`select revoke_id, order_id, revoke_type_cd, revoke_progress_cd, refund_total,
        case when revoke_type_cd = '취소' then requested_at else inspected_at end as started_at
      from revokes
      where revoke_progress_cd in ('환불대기', '환불지시') and refund_total > 0
        and (revoke_type_cd = '취소' or inspected_at is not null)`,
  );
}
