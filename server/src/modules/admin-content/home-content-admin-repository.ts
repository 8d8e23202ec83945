import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carouselBanners, guideTabs } from '../../db/schema/home-content.ts';

/** The home carousel's banners and the guide's tabs as the back office reads and writes them. */

export type BannerRow = typeof carouselBanners.$inferSelect;
export type BannerValues = Omit<BannerRow, 'bannerId'>;
export type GuideTabRow = typeof guideTabs.$inferSelect;

export function allBanners(db: Db, limit: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(carouselBanners)
    .orderBy(asc(carouselBanners.sortOrder), asc(carouselBanners.bannerId))
    .limit(limit);
}

export async function findBanner(db: Db, bannerId: number): Promise<BannerRow | null> {
  const [row] = await db
    .select()
    .from(carouselBanners)
    .where(eq(carouselBanners.bannerId, bannerId));
  return row ?? null;
}

export async function lockBanner(tx: Db, bannerId: number): Promise<BannerRow | null> {
  const [row] = await tx
    .select()
    .from(carouselBanners)
    .where(eq(carouselBanners.bannerId, bannerId))
    .for('update');
  return row ?? null;
}

export async function insertBanner(tx: Db, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx.insert(carouselBanners).values(values).returning();
  return row!;
}

export async function updateBanner(
  tx: Db,
  bannerId: number,
  values: BannerValues,
): Promise<BannerRow> {
  const [row] = await tx
    .update(carouselBanners)
    .set(values)
    .where(eq(carouselBanners.bannerId, bannerId))
    .returning();
  return row!;
}

export function allGuideTabs(db: Db): Promise<GuideTabRow[]> {
  return db.select().from(guideTabs).orderBy(asc(guideTabs.tabIndex));
}

export async function lockGuideTab(tx: Db, tabIndex: number): Promise<GuideTabRow | null> {
  const [row] = await tx
    .select()
    .from(guideTabs)
    .where(eq(guideTabs.tabIndex, tabIndex))
    .for('update');
  return row ?? null;
}

/** Writes a tab (the migration writes all four; a tab missing is written anew). */
export async function upsertGuideTab(tx: Db, row: GuideTabRow): Promise<GuideTabRow> {
  const [saved] = await tx
    .insert(guideTabs)
    .values(row)
    .onConflictDoUpdate({
      target: guideTabs.tabIndex,
      set: { title: row.title, html: row.html, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}
