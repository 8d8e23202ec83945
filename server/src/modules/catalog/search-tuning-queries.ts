import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchSynonyms, searchTermDays } from '../../db/schema/search.ts';

/** The statements of the staff's search tuning (decisions 0392, 0393): synonyms and day counts. */

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export function synonymRows(db: Db): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.synonymId));
}

export type TermCount = typeof searchTermDays.$inferInsert;

/** Adds counts to the days' rows. */
export async function addTermCounts(db: Db, rows: TermCount[]): Promise<void> {
  const t = searchTermDays;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.term],
      set: {
        searches: sql`${t.searches} + excluded.searches`,
        noResults: sql`${t.noResults} + excluded.no_results`,
      },
    });
}

/** The words searched most since a day (inclusive) that found products at least once. */
export async function popularTerms(db: Db, since: string, limit: number): Promise<string[]> {
  const t = searchTermDays;
  const rows = await db
    .select({ term: t.term })
    .from(t)
    .where(gte(t.day, since))
    .groupBy(t.term)
    .having(sql`sum(${t.searches}) > sum(${t.noResults})`)
    .orderBy(desc(sql`sum(${t.searches} - ${t.noResults})`), t.term)
    .limit(limit);
  return rows.map((r) => r.term);
}

/** Searches without results between two days (inclusive), most frequent first per day. */
export function termsWithoutResults(db: Db, from: string, to: string, limit: number) {
  const t = searchTermDays;
  return (
    db
      .select({ day: t.day, term: t.term, searches: t.searches, noResults: t.noResults })
      .from(t)
      // the literal 0 lets the planner use the partial index
      .where(and(gte(t.day, from), lte(t.day, to), sql`${t.noResults} > 0`))
      .orderBy(desc(t.day), desc(t.noResults), t.term)
      .limit(limit)
  );
}
