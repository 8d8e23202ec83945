import type { FastifyInstance } from 'fastify';
import { siteMenu, sitePopupCheck } from '@shop/contract/site.ts';
import { JsonText, route } from '../../http/route.ts';
import { cleanOrNull } from '../../http/sanitize-html.ts';
import { currentPopup, visibleMenu } from './site-queries.ts';

const SITE_TAG = 'site';

export function siteRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, sitePopupCheck, async () => {
    const popup = await currentPopup(db, new Date());
    return {
      sitePopupId: popup?.sitePopupId ?? null,
      // cleaned again as read (decision 0328)
      htmlContents: cleanOrNull(popup?.htmlContents),
      htmlMobile: cleanOrNull(popup?.htmlMobile),
    };
  });

  route(app, siteMenu, async () => {
    const text = await app.cache.get('site-menu', [SITE_TAG], async () => ({
      list: await visibleMenu(db),
    }));
    return new JsonText(text);
  });
}
