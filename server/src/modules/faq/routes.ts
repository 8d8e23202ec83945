import type { FastifyInstance } from 'fastify';
import {
  FaqLimits,
  faqCategoryChoices,
  faqListOfCategory,
  faqListQuery,
  faqListTop10,
  type FaqEntry,
} from '@shop/contract/faq.ts';
import { JsonText, route } from '../../http/route.ts';
import * as repo from './faq-repository.ts';
import { searchable, searchFaq, type SearchableFaq } from './faq-search.ts';

export const FAQ_TAG = 'faq';

export function faqRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, faqCategoryChoices, async () => {
    const text = await app.cache.get('faq-categories', [FAQ_TAG], async () => {
      const rows = await repo.listCategories(db);
      return { list: rows.map((r) => ({ categoryId: r.categoryCd, name: r.name })) };
    });
    return new JsonText(text);
  });

  route(app, faqListOfCategory, async ({ query }) => {
    const key = `faq-of:${query.category}:${query.limit ?? ''}`;
    const text = await app.cache.get(key, [FAQ_TAG], async () => {
      const { list, totalCount } = await repo.listOfCategory(db, query.category, query.limit);
      // one category is one page: the widget asks for the first few, the FAQ page for all
      return { list, totalCount, totalPages: totalCount > 0 ? 1 : 0 };
    });
    return new JsonText(text);
  });

  route(app, faqListTop10, async () => {
    const text = await app.cache.get('faq-top10', [FAQ_TAG], async () => ({
      list: await repo.listTop(db, FaqLimits.top10),
    }));
    return new JsonText(text);
  });

  // Searches run over the cached list of every entry (a few dozen), so a search costs no query
  // and arbitrary search words never crowd the shared cache.
  let parsed: { body: Buffer; entries: SearchableFaq[] } | undefined;
  route(app, faqListQuery, async ({ query }) => {
    const body = await app.cache.get('faq-all', [FAQ_TAG], () => repo.listAll(db));
    if (parsed?.body !== body)
      parsed = { body, entries: searchable(JSON.parse(body.toString()) as FaqEntry[]) };
    return { list: searchFaq(parsed.entries, query.searchWord) };
  });
}
