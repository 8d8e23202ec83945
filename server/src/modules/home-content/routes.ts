import type { FastifyInstance } from 'fastify';
import { guideTabs, homeBanners, type HomeBanner } from '@shop/contract/home-content.ts';
import { JsonText, route } from '../../http/route.ts';
import type { FirstPaint } from '../../http/web-app.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import * as repo from './home-content-repository.ts';

/** Cache tags: a banner save drops `banners`, a guide tab save `guide` (decisions 0431, 0433). */
export const BANNERS_TAG = 'banners';
export const GUIDE_TAG = 'guide';

interface CachedBanner extends HomeBanner {
  startsAt: number;
  endsAt: number;
}

/**
 * The home carousel and the guide page (issue 19 §4): cached until staff change them. Answers the
 * home page's first paint: its first banner in period (web/index.html, decision 0431).
 */
export function homeContentRoutes(app: FastifyInstance): {
  homePaint: () => Promise<FirstPaint | undefined>;
} {
  const { db } = app.database;

  // Every banner switched on is cached with its period (a handful of rows); each answer keeps
  // those whose period holds now, so a period starting or ending needs no cache drop.
  let parsed: { body: Buffer; banners: CachedBanner[] } | undefined;
  const bannersNow = async (): Promise<HomeBanner[]> => {
    const body = await app.cache.get('home-banners', [BANNERS_TAG], async () =>
      (await repo.activeBanners(db)).map((r): CachedBanner => ({
        bannerId: r.bannerId,
        imageUrl: r.imageUrl,
        altText: r.altText,
        linkUrl: r.linkUrl,
        startsAt: r.startsAt.getTime(),
        endsAt: r.endsAt.getTime(),
      })),
    );
    if (parsed?.body !== body)
      parsed = { body, banners: JSON.parse(body.toString()) as CachedBanner[] };
    const now = Date.now();
    return parsed.banners
      .filter((b) => b.startsAt <= now && now < b.endsAt)
      .map(({ startsAt: _s, endsAt: _e, ...banner }) => banner);
  };
  route(app, homeBanners, async () => ({ list: await bannersNow() }));

  route(app, guideTabs, async () => {
    const text = await app.cache.get('guide-tabs', [GUIDE_TAG], async () => ({
      // cleaned again as read (decision 0328)
      list: (await repo.allGuideTabs(db)).map((r) => ({
        tabIndex: r.tabIndex,
        title: r.title,
        html: sanitizeStoredHtml(r.html),
      })),
    }));
    return new JsonText(text);
  });

  return {
    homePaint: async () => {
      const [first] = await bannersNow();
      return first && { page: 'home', image: first.imageUrl };
    },
  };
}
