import type { FastifyInstance } from 'fastify';
import { policyVersionList, supportDownloadList } from '@shop/contract/support-downloads.ts';
import { JsonText, route } from '../../http/route.ts';
import { downloadView, policyViews } from '../../lib/document-views.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { downloadsOf, policyRows } from './document-queries.ts';

/** Cached download lists are dropped by this tag when staff change a tab (decision 0437). */
export const DOWNLOADS_TAG = 'downloads';

/**
 * The published documents for the shop's pages: the policy versions for the footer's viewer and
 * the pay page's consent (read on every call: a version's state turns at midnight), and the
 * learning-support downloads of a tab (cached until staff change them).
 */
export function documentRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, policyVersionList, async () => {
    const views = policyViews(await policyRows(db), seoulDate(new Date())).map(
      ({ row: _row, ...view }) => view,
    );
    const ofKind = (kind: 'terms' | 'privacy') => views.filter((v) => v.kind === kind);
    const inForce = (kind: 'terms' | 'privacy') =>
      ofKind(kind).find((v) => v.state === 'inForce')?.version ?? null;
    return {
      terms: ofKind('terms'),
      privacy: ofKind('privacy'),
      inForce: { terms: inForce('terms'), privacy: inForce('privacy') },
    };
  });

  route(app, supportDownloadList, async ({ query }) => {
    const text = await app.cache.get(`downloads:${query.cate}`, [DOWNLOADS_TAG], async () => ({
      list: (await downloadsOf(db, query.cate)).map(downloadView),
    }));
    return new JsonText(text);
  });
}
