import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmsFeeRow, EmsPremiumCd } from '@shop/contract/admin-ems-fees.ts';
import type { Db } from '../../db/client.ts';
import { emsFeeRates } from '../../db/schema/billing.ts';

/** The shop's EMS fee table as the back office reads and writes it (decision 0523). */

export type EmsFeeKey = Pick<EmsFeeRow, 'premiumCd' | 'zone' | 'upToGrams'>;

const columns = {
  premiumCd: emsFeeRates.premiumCd,
  zone: emsFeeRates.zone,
  upToGrams: emsFeeRates.upToGrams,
  feeWon: emsFeeRates.feeWon,
};

const keyIs = (key: EmsFeeKey) =>
  and(
    eq(emsFeeRates.premiumCd, key.premiumCd),
    eq(emsFeeRates.zone, key.zone),
    eq(emsFeeRates.upToGrams, key.upToGrams),
  );

/** Every row (of one EMS type, or all), by type, zone and weight. */
export async function emsFeeRows(db: Db, premiumCd?: EmsPremiumCd): Promise<EmsFeeRow[]> {
  const rows = await db
    .select(columns)
    .from(emsFeeRates)
    .where(premiumCd ? eq(emsFeeRates.premiumCd, premiumCd) : undefined)
    .orderBy(asc(emsFeeRates.premiumCd), asc(emsFeeRates.zone), asc(emsFeeRates.upToGrams));
  return rows as EmsFeeRow[];
}

/**
 * Changes of the table one at a time: an import waits for a fee being saved and the other way
 * round, while every price preview reads on (the lock does not conflict with plain reads).
 */
export async function lockEmsFees(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${emsFeeRates} in share row exclusive mode`);
}

/** One row, or null when the table has no such row. */
export async function emsFeeRow(tx: Db, key: EmsFeeKey): Promise<EmsFeeRow | null> {
  const [row] = await tx.select(columns).from(emsFeeRates).where(keyIs(key));
  return (row as EmsFeeRow | undefined) ?? null;
}

export async function setEmsFee(tx: Db, key: EmsFeeKey, feeWon: number): Promise<EmsFeeRow> {
  const [row] = await tx.update(emsFeeRates).set({ feeWon }).where(keyIs(key)).returning(columns);
  return row as EmsFeeRow;
}

export async function insertEmsFee(tx: Db, row: EmsFeeRow): Promise<void> {
  await tx.insert(emsFeeRates).values(row);
}

export async function deleteEmsFee(tx: Db, key: EmsFeeKey): Promise<void> {
  await tx.delete(emsFeeRates).where(keyIs(key));
}
