import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * What shoppers searched, per Seoul calendar day (issue 22 items 5 and 6, decision 0392): the
 * normalized words, how often they were searched (first pages only) and how often that found
 * nothing. Popular searches and the staff's list of searches without results read it.
 */
export const searchTermDays = pgTable(
  'search_term_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull(),
    noResults: integer('no_results').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.term] }),
    // the staff's list: the days' searches that found nothing, without reading the others
    index('search_term_days_no_results_idx')
      .on(t.day, t.term)
      .where(sql`no_results > 0`),
  ],
);

/**
 * Words searched as one another (issue 22 item 6, decision 0393): a group of two or more terms
 * ('이북', '스마트북'), each kept normalized and without spaces; a query that is one of them finds
 * names holding any of them.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    synonymId: serial('synonym_id').primaryKey(),
    terms: text('terms').array().notNull(),
  },
  // a term in another group is found by overlap, not by reading every group
  (t) => [index('search_synonyms_terms_idx').using('gin', t.terms)],
);
