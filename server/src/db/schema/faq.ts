import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const faqCategories = pgTable('faq_categories', {
  categoryCd: text('category_cd').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    faqId: serial('faq_id').primaryKey(),
    categoryCd: text('category_cd').notNull(),
    title: text('title').notNull(),
    /** Sanitized when stored (architecture §6). */
    htmlContents: text('html_contents').notNull(),
    sortOrder: integer('sort_order').notNull(),
    top10Rank: integer('top10_rank'),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryCd, t.sortOrder)],
);
