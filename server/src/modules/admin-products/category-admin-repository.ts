import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, categoryAccessRules, products } from '../../db/schema/catalog.ts';

/** The category tree and its access rules as the back office reads and writes them. */

export type CategoryRow = typeof categories.$inferSelect;
export type RuleRow = typeof categoryAccessRules.$inferSelect;

/** Every category (roots first, then by depth and order), every rule, products per leaf. */
export function treeRows(db: Db) {
  return Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.sortOrder)),
    db.select().from(categoryAccessRules),
    // hidden products too: they keep their category from being deleted
    db
      .select({
        leaf: products.categoryId,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .groupBy(products.categoryId),
  ]);
}

export async function lockCategory(tx: Db, categoryId: number): Promise<CategoryRow | null> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(eq(categories.categoryId, categoryId))
    .for('update');
  return row ?? null;
}

export async function ruleOf(tx: Db, categoryId: number, lock = false): Promise<RuleRow | null> {
  const q = tx
    .select()
    .from(categoryAccessRules)
    .where(eq(categoryAccessRules.categoryId, categoryId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function hasProducts(tx: Db, categoryId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .limit(1);
  return rows.length > 0;
}

export async function childIds(tx: Db, categoryId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.categoryId })
    .from(categories)
    .where(eq(categories.parentId, categoryId));
  return rows.map((r) => r.id);
}

/**
 * A new category id: one above the highest. Seeded ids are the parent's id and a position
 * ('36401'), which a publisher's categories need not follow; the lock keeps two creations apart.
 */
export async function nextCategoryId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories.create'))`);
  const [row] = await tx
    .select({ id: sql<number>`coalesce(max(${categories.categoryId}), 0) + 1`.mapWith(Number) })
    .from(categories);
  return row!.id;
}

export async function insertCategory(tx: Db, row: CategoryRow): Promise<void> {
  await tx.insert(categories).values(row);
}

export async function updateCategory(
  tx: Db,
  categoryId: number,
  values: Partial<Omit<CategoryRow, 'categoryId'>>,
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.categoryId, categoryId));
}

/** The category's descendants (not itself), shallowest first. */
export function descendants(tx: Db, category: CategoryRow): Promise<CategoryRow[]> {
  return tx
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.rootId, category.rootId),
        like(categories.idChain, `${category.idChain}/%`),
      ),
    )
    .orderBy(asc(categories.depth));
}

export async function deleteCategory(tx: Db, categoryId: number): Promise<void> {
  await tx.delete(categoryAccessRules).where(eq(categoryAccessRules.categoryId, categoryId));
  await tx.delete(categories).where(eq(categories.categoryId, categoryId));
}

/** A leaf moved under another parent of its section: its products' middle column follows. */
export async function moveProducts(tx: Db, categoryId: number, midCategoryId: number) {
  await tx.update(products).set({ midCategoryId }).where(eq(products.categoryId, categoryId));
}

export async function updateRule(
  tx: Db,
  categoryId: number,
  values: { ruleTexts: string[]; denyMsgOverride: string | null },
): Promise<RuleRow> {
  const [row] = await tx
    .update(categoryAccessRules)
    .set(values)
    .where(eq(categoryAccessRules.categoryId, categoryId))
    .returning();
  return row!;
}
