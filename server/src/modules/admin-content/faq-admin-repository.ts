import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqEntries } from '../../db/schema/faq.ts';

/** The FAQ entries as the back office reads and writes them. */

export type FaqRow = typeof faqEntries.$inferSelect;
export type FaqValues = Omit<FaqRow, 'faqId'>;

export function faqCategoryRows(db: Db) {
  return db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder));
}

/** Entries of one category (or all), categories in their order, then each one's own order. */
export function faqEntryRows(db: Db, categoryCd: string | undefined): Promise<FaqRow[]> {
  return db
    .select({
      faqId: faqEntries.faqId,
      categoryCd: faqEntries.categoryCd,
      title: faqEntries.title,
      htmlContents: faqEntries.htmlContents,
      sortOrder: faqEntries.sortOrder,
      top10Rank: faqEntries.top10Rank,
    })
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.categoryCd, faqEntries.categoryCd))
    .where(categoryCd === undefined ? undefined : eq(faqEntries.categoryCd, categoryCd))
    .orderBy(asc(faqCategories.sortOrder), asc(faqEntries.sortOrder), asc(faqEntries.faqId));
}

/** An entry, locked until the transaction ends. */
export async function lockFaq(tx: Db, faqId: number): Promise<FaqRow | null> {
  const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.faqId, faqId)).for('update');
  return row ?? null;
}

/** Another entry holding this TOP 10 place, locked (so two saves cannot both take it). */
export async function top10Holder(
  tx: Db,
  rank: number,
  exceptFaqId: number | null,
): Promise<FaqRow | null> {
  const [row] = await tx
    .select()
    .from(faqEntries)
    .where(
      and(
        eq(faqEntries.top10Rank, rank),
        exceptFaqId === null ? undefined : ne(faqEntries.faqId, exceptFaqId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertFaq(tx: Db, values: FaqValues): Promise<FaqRow> {
  const [row] = await tx.insert(faqEntries).values(values).returning();
  return row!;
}

export async function updateFaq(tx: Db, faqId: number, values: FaqValues): Promise<FaqRow> {
  const [row] = await tx
    .update(faqEntries)
    .set(values)
    .where(eq(faqEntries.faqId, faqId))
    .returning();
  return row!;
}

export async function deleteFaq(tx: Db, faqId: number): Promise<void> {
  await tx.delete(faqEntries).where(eq(faqEntries.faqId, faqId));
}
