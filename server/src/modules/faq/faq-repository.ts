import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FaqEntry } from '@shop/contract/faq.ts';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqEntries } from '../../db/schema/faq.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';

const entryColumns = {
  faqId: faqEntries.faqId,
  categoryCd: faqEntries.categoryCd,
  title: faqEntries.title,
  htmlContents: faqEntries.htmlContents,
};

export function listCategories(db: Db) {
  return db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder));
}

/** A category's entries (the first `limit` of them) and the category's whole count. */
export async function listOfCategory(
  db: Db,
  categoryCd: string,
  limit?: number,
): Promise<{ list: FaqEntry[]; totalCount: number }> {
  const base = db
    .select({ ...entryColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(faqEntries)
    .where(eq(faqEntries.categoryCd, categoryCd))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.faqId));
  const rows = await (limit ? base.limit(limit) : base);
  return {
    list: rows.map(({ total: _total, ...entry }) => cleanEntry(entry)),
    totalCount: rows[0]?.total ?? 0,
  };
}

export async function listTop(db: Db, limit: number): Promise<FaqEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(faqEntries)
    .where(isNotNull(faqEntries.top10Rank))
    .orderBy(asc(faqEntries.top10Rank), asc(faqEntries.faqId))
    .limit(limit);
  return rows.map(cleanEntry);
}

/** Every entry in display order: categories in their order, then each category's own order. */
export async function listAll(db: Db): Promise<FaqEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.categoryCd, faqEntries.categoryCd))
    .orderBy(asc(faqCategories.sortOrder), asc(faqEntries.sortOrder), asc(faqEntries.faqId));
  return rows.map(cleanEntry);
}

/** Stored HTML is cleaned again as it is read (decision 0328): a row written past the shop stays harmless. */
function cleanEntry(entry: FaqEntry): FaqEntry {
  return { ...entry, htmlContents: sanitizeStoredHtml(entry.htmlContents) };
}

export interface FaqEntryInput {
  categoryCd: string;
  title: string;
  htmlContents: string;
  sortOrder: number;
  top10Rank?: number | null;
}

/** Stores an entry with its HTML sanitized (architecture §6); the caller invalidates the cache. */
export async function insertFaqEntry(db: Db, input: FaqEntryInput): Promise<number> {
  const [row] = await db
    .insert(faqEntries)
    .values({ ...input, htmlContents: sanitizeStoredHtml(input.htmlContents) })
    .returning({ faqId: faqEntries.faqId });
  return row!.faqId;
}
