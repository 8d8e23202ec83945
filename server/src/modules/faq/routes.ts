import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { faqCategoryChoices, faqListOfCategory } from '@shop/contract/faq.ts';
import { faqCategories, faqEntries } from '../../db/schema/faq.ts';
import { JsonText, route } from '../../http/route.ts';

export const FAQ_TAG = 'faq';

export function faqRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, faqCategoryChoices, async () => {
    const text = await app.cache.get('faq-categories', [FAQ_TAG], async () => {
      const rows = await db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder));
      return { list: rows.map((r) => ({ categoryId: r.categoryCd, name: r.name })) };
    });
    return new JsonText(text);
  });

  route(app, faqListOfCategory, async ({ query }) => {
    const key = `faq-of:${query.category}:${query.limit ?? ''}`;
    const text = await app.cache.get(key, [FAQ_TAG], async () => {
      const base = db
        .select({
          faqId: faqEntries.faqId,
          categoryCd: faqEntries.categoryCd,
          title: faqEntries.title,
          htmlContents: faqEntries.htmlContents,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(faqEntries)
        .where(eq(faqEntries.categoryCd, query.category))
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.faqId));
      const rows = await (query.limit ? base.limit(query.limit) : base);
      const totalCount = rows[0]?.total ?? 0;
      const list = rows.map(({ total: _total, ...entry }) => entry);
      return { list, totalCount, totalPages: totalCount > 0 ? 1 : 0 };
    });
    return new JsonText(text);
  });
}
