import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqEntries } from '../../db/schema/faq.ts';

/** The FAQ's categories as the back office reads and writes them (decision 0432). */

export type FaqCategoryRow = typeof faqCategories.$inferSelect;

/** Any fixed number: new category codes are made one at a time. */
const CODE_LOCK = 7_202_619;

export function categoriesWithCounts(db: Db) {
  return db
    .select({
      categoryCd: faqCategories.categoryCd,
      name: faqCategories.name,
      sortOrder: faqCategories.sortOrder,
      entryCount: sql<number>`count(${faqEntries.faqId})`.mapWith(Number),
    })
    .from(faqCategories)
    .leftJoin(faqEntries, eq(faqEntries.categoryCd, faqCategories.categoryCd))
    .groupBy(faqCategories.categoryCd)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.categoryCd));
}

export async function lockCategory(tx: Db, categoryCd: string): Promise<FaqCategoryRow | null> {
  const [row] = await tx
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.categoryCd, categoryCd))
    .for('update');
  return row ?? null;
}

/** Another category of this name (trimmed, case ignored), if any. */
export async function categoryNamed(
  tx: Db,
  name: string,
  exceptCd: string | null,
): Promise<FaqCategoryRow | null> {
  const [row] = await tx
    .select()
    .from(faqCategories)
    .where(
      sql`lower(${faqCategories.name}) = lower(${name}) and ${faqCategories.categoryCd} is distinct from ${exceptCd}`,
    );
  return row ?? null;
}

/** A new code, `CAT<n>` one above the highest such code (codes are in the FAQ page's links). */
export async function nextCategoryCd(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK})`);
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(substring(${faqCategories.categoryCd} from 4)::int), 0)`.mapWith(
        Number,
      ),
    })
    .from(faqCategories)
    .where(sql`${faqCategories.categoryCd} ~ '^CAT[0-9]{1,6}$'`);
  return `CAT${(row?.n ?? 0) + 1}`;
}

/** The entries of a category, counted with the category locked (no entry can join meanwhile). */
export async function countEntries(tx: Db, categoryCd: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(faqEntries)
    .where(eq(faqEntries.categoryCd, categoryCd));
  return row?.n ?? 0;
}

export async function insertCategory(tx: Db, row: FaqCategoryRow): Promise<FaqCategoryRow> {
  const [saved] = await tx.insert(faqCategories).values(row).returning();
  return saved!;
}

export async function updateCategory(
  tx: Db,
  categoryCd: string,
  values: Omit<FaqCategoryRow, 'categoryCd'>,
): Promise<FaqCategoryRow> {
  const [saved] = await tx
    .update(faqCategories)
    .set(values)
    .where(eq(faqCategories.categoryCd, categoryCd))
    .returning();
  return saved!;
}

export async function deleteCategory(tx: Db, categoryCd: string): Promise<void> {
  await tx.delete(faqCategories).where(eq(faqCategories.categoryCd, categoryCd));
}

/** Whether the category exists, kept from being deleted until the transaction ends. */
export async function shareCategory(tx: Db, categoryCd: string): Promise<boolean> {
  const rows = await tx
    .select({ categoryCd: faqCategories.categoryCd })
    .from(faqCategories)
    .where(eq(faqCategories.categoryCd, categoryCd))
    .for('share');
  return rows.length > 0;
}
