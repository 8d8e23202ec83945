import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePopups } from '../../db/schema/site.ts';

/** The site popups as the back office reads and writes them. */

export type SitePopupRow = typeof sitePopups.$inferSelect;
export type SitePopupValues = Omit<SitePopupRow, 'sitePopupId'>;

/** The latest-starting popups (ties: the newer row first). */
export function listPopups(db: Db, limit: number): Promise<SitePopupRow[]> {
  return db
    .select()
    .from(sitePopups)
    .orderBy(desc(sitePopups.startsAt), desc(sitePopups.sitePopupId))
    .limit(limit);
}

/** A popup, locked until the transaction ends. */
export async function lockPopup(tx: Db, sitePopupId: number): Promise<SitePopupRow | null> {
  const [row] = await tx
    .select()
    .from(sitePopups)
    .where(eq(sitePopups.sitePopupId, sitePopupId))
    .for('update');
  return row ?? null;
}

export async function insertPopup(tx: Db, values: SitePopupValues): Promise<SitePopupRow> {
  const [row] = await tx.insert(sitePopups).values(values).returning();
  return row!;
}

export async function updatePopup(
  tx: Db,
  sitePopupId: number,
  values: SitePopupValues,
): Promise<SitePopupRow> {
  const [row] = await tx
    .update(sitePopups)
    .set(values)
    .where(eq(sitePopups.sitePopupId, sitePopupId))
    .returning();
  return row!;
}
