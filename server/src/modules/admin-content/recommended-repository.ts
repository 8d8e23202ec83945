import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** The home page's recommended products (products.recommend_rank) as the back office sets them. */

const columns = {
  productId: products.productId,
  displayName: products.displayName,
  imageUrl: products.imageUrl,
  sellPrice: products.sellPrice,
  saleStatus: products.saleStatus,
};

/** Every ranked product, hidden ones included, in rank order. */
export function rankedProducts(db: Db) {
  return db
    .select(columns)
    .from(products)
    .where(isNotNull(products.recommendRank))
    .orderBy(asc(products.recommendRank), asc(products.productId));
}

/** The ranked products' ids in order, locked until the transaction ends. */
export async function lockRanked(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ productId: products.productId })
    .from(products)
    .where(isNotNull(products.recommendRank))
    .orderBy(asc(products.recommendRank), asc(products.productId))
    .for('update');
  return rows.map((r) => r.productId);
}

/** Of these ids, those that are products. */
export async function existingProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(inArray(products.productId, [...ids]));
  return new Set(rows.map((r) => r.productId));
}

/** Ranks exactly these products 1, 2, … in order; every other product loses its rank. */
export async function setRanks(tx: Db, ids: readonly number[]): Promise<void> {
  // one array parameter (a literal of whole numbers the contract checked)
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(sql`update ${products} set recommend_rank = null
    where recommend_rank is not null and not (product_id = any(${list}::int[]))`);
  if (ids.length === 0) return;
  await tx.execute(sql`update ${products} p set recommend_rank = r.rank
    from unnest(${list}::int[]) with ordinality as r(product_id, rank)
    where p.product_id = r.product_id`);
}
