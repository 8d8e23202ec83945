import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { siteMenu, sitePopupCheck, type MenuItem } from '@shop/contract/site.ts';
import { siteMenuItems, sitePopups } from '../../db/schema/site.ts';
import { JsonText, route } from '../../http/route.ts';

const SITE_TAG = 'site';

export function siteRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, sitePopupCheck, async () => {
    const now = new Date();
    const [popup] = await db
      .select()
      .from(sitePopups)
      .where(
        and(
          eq(sitePopups.active, true),
          lte(sitePopups.startsAt, now),
          gte(sitePopups.endsAt, now),
        ),
      )
      .orderBy(desc(sitePopups.startsAt))
      .limit(1);
    return {
      sitePopupId: popup?.sitePopupId ?? null,
      htmlContents: popup?.htmlContents ?? null,
      htmlMobile: popup?.htmlMobile ?? null,
    };
  });

  route(app, siteMenu, async () => {
    const text = await app.cache.get('site-menu', [SITE_TAG], async () => {
      const rows = await db
        .select()
        .from(siteMenuItems)
        .where(eq(siteMenuItems.visible, true))
        .orderBy(asc(siteMenuItems.sortOrder));
      const list: MenuItem[] = rows.map((r) => ({
        menuId: r.menuId,
        group: r.groupCd as MenuItem['group'],
        label: r.label,
        path: r.path,
        requiresCategoryId: r.requiresCategoryId,
        section: r.section,
      }));
      return { list };
    });
    return new JsonText(text);
  });
}
