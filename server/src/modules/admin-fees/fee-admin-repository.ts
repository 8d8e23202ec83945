import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { deliveryFeeRates, sellingSeasons } from '../../db/schema/billing.ts';
import { seoulYearSql } from '../../lib/seoul-time.ts';
import type { SeasonNeighbourhood, SeasonRange } from './season-change.ts';

/** The season calendar and the delivery fees as the back office reads and writes them. */

export interface SeasonRow extends SeasonRange {
  code: string;
  name: string;
}

const seasonColumns = {
  seasonId: sellingSeasons.seasonId,
  code: sellingSeasons.code,
  name: sellingSeasons.name,
  startsAt: sellingSeasons.startsAt,
  endsAt: sellingSeasons.endsAt,
};

/** The seasons starting in [from, to), by start. */
export function seasonsStartingIn(db: Db, from: Date, to: Date): Promise<SeasonRow[]> {
  return db
    .select(seasonColumns)
    .from(sellingSeasons)
    .where(and(gte(sellingSeasons.startsAt, from), lt(sellingSeasons.startsAt, to)))
    .orderBy(asc(sellingSeasons.startsAt));
}

/** The Seoul years in which some season starts, ascending. */
export async function calendarYears(db: Db): Promise<number[]> {
  const rows = await queryRows<{ year: number | string }>(
    db,
    sql`select distinct ${seoulYearSql(sellingSeasons.startsAt)} as year from ${sellingSeasons} order by 1`,
  );
  return rows.map((r) => Number(r.year));
}

/**
 * Season changes one at a time: a lock that waits for another change of the calendar and lets
 * every price preview read on (it does not conflict with plain reads).
 */
export async function lockCalendar(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${sellingSeasons} in share row exclusive mode`);
}

/** A season and its neighbours, with their names. */
export interface Neighbourhood extends SeasonNeighbourhood {
  season: SeasonRow;
  previous: SeasonRow | null;
  next: SeasonRow | null;
}

/** A season with the seasons just before and after it (by start); null when there is none. */
export async function seasonNeighbourhood(tx: Db, seasonId: number): Promise<Neighbourhood | null> {
  const [season] = await tx
    .select(seasonColumns)
    .from(sellingSeasons)
    .where(eq(sellingSeasons.seasonId, seasonId));
  if (!season) return null;
  // one after the other: a transaction's statements share one connection
  const [previous] = await tx
    .select(seasonColumns)
    .from(sellingSeasons)
    .where(lt(sellingSeasons.startsAt, season.startsAt))
    .orderBy(desc(sellingSeasons.startsAt))
    .limit(1);
  const [next] = await tx
    .select(seasonColumns)
    .from(sellingSeasons)
    .where(gt(sellingSeasons.startsAt, season.startsAt))
    .orderBy(asc(sellingSeasons.startsAt))
    .limit(1);
  return { season, previous: previous ?? null, next: next ?? null };
}

/** Writes a season's period; answers the row as it is now. */
export async function updateSeasonRange(tx: Db, range: SeasonRange): Promise<SeasonRow> {
  const [row] = await tx
    .update(sellingSeasons)
    .set({ startsAt: range.startsAt, endsAt: range.endsAt })
    .where(eq(sellingSeasons.seasonId, range.seasonId))
    .returning(seasonColumns);
  if (!row) throw new Error(`season ${range.seasonId} vanished while locked`);
  return row;
}

export interface FeeRow {
  code: string;
  feeWon: number;
  note: string | null;
}

export function deliveryFees(db: Db): Promise<FeeRow[]> {
  return db.select().from(deliveryFeeRates).orderBy(asc(deliveryFeeRates.code));
}

/** A fee row, locked until the transaction ends. */
export async function lockFee(tx: Db, code: string): Promise<FeeRow | null> {
  const [row] = await tx
    .select()
    .from(deliveryFeeRates)
    .where(eq(deliveryFeeRates.code, code))
    .for('update');
  return row ?? null;
}

export async function updateFee(tx: Db, code: string, feeWon: number): Promise<FeeRow> {
  const [row] = await tx
    .update(deliveryFeeRates)
    .set({ feeWon })
    .where(eq(deliveryFeeRates.code, code))
    .returning();
  return row!;
}
