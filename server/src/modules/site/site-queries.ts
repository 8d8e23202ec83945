import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { MenuItem } from '@shop/contract/site.ts';
import type { Db } from '../../db/client.ts';
import { siteMenuItems, sitePopups } from '../../db/schema/site.ts';

/** The popup shown now (the latest started of the active ones), if any. */
export async function currentPopup(db: Db, now: Date) {
  const [popup] = await db
    .select()
    .from(sitePopups)
    .where(
      and(eq(sitePopups.active, true), lte(sitePopups.startsAt, now), gte(sitePopups.endsAt, now)),
    )
    .orderBy(desc(sitePopups.startsAt))
    .limit(1);
  return popup;
}

/** The visible menu items in display order. */
export async function visibleMenu(db: Db): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(siteMenuItems)
    .where(eq(siteMenuItems.visible, true))
    .orderBy(asc(siteMenuItems.sortOrder));
  return rows.map((r) => ({
    menuId: r.menuId,
    group: r.groupCd as MenuItem['group'],
    label: r.label,
    path: r.path,
    requiresCategoryId: r.requiresCategoryId,
    section: r.section,
  }));
}
