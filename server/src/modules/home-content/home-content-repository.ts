import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carouselBanners, guideTabs } from '../../db/schema/home-content.ts';

/** The home carousel's banners and the guide's tabs as the shop reads them. */

/** Every banner switched on, in the carousel's order (each answer keeps those in period). */
export function activeBanners(db: Db) {
  return db
    .select()
    .from(carouselBanners)
    .where(eq(carouselBanners.active, true))
    .orderBy(asc(carouselBanners.sortOrder), asc(carouselBanners.bannerId));
}

export function allGuideTabs(db: Db) {
  return db.select().from(guideTabs).orderBy(asc(guideTabs.tabIndex));
}
