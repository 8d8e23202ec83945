import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductFields } from '@shop/contract/admin-products.ts';
import type { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { freeDeliveryItems } from '../../db/schema/billing.ts';
import { categoryColumn, products } from '../../db/schema/catalog.ts';
import { isbnDigits, searchIndexOf } from '../../lib/search-grams.ts';

/** Why a product ships free when the merchandiser ticks the special-lecture flag. */
export const FREE_DELIVERY_REASON = '특강 교재 (무료 배송 등록)';

export interface ProductListFilter {
  q?: string | undefined;
  /** With the depth of that category, so the filter is one column of the list indexes. */
  category?: { categoryId: number; depth: number } | undefined;
  kind?: ProductKind | undefined;
  saleStatus?: SaleStatus | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

const rowColumns = {
  productId: products.productId,
  displayName: products.displayName,
  isbn: products.isbn,
  kind: products.kind,
  categoryId: products.categoryId,
  markedPrice: products.markedPrice,
  sellPrice: products.sellPrice,
  saleStatus: products.saleStatus,
  imageUrl: products.imageUrl,
};

export function listWhere(filter: ProductListFilter): SQL | undefined {
  const q = filter.q?.trim();
  const digits = q ? isbnDigits(q) : null;
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    like
      ? or(
          ilike(products.displayName, like),
          digits && digits.length >= 3 && /^[0-9X]+$/.test(q!.replace(/-/g, ''))
            ? sql`${products.isbnDigits} like ${`${digits}%`}`
            : undefined,
        )
      : undefined,
    filter.category
      ? eq(categoryColumn(filter.category.depth), filter.category.categoryId)
      : undefined,
    filter.kind ? eq(products.kind, filter.kind) : undefined,
    filter.saleStatus ? eq(products.saleStatus, filter.saleStatus) : undefined,
    filter.minPrice !== undefined ? gte(products.sellPrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(products.sellPrice, filter.maxPrice) : undefined,
  );
}

/** One page of the back office's product list, newest first, with the total of the filter. */
export async function listProducts(db: Db, filter: ProductListFilter, page: number, size: number) {
  const where = listWhere(filter);
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.productId))
    .limit(size)
    .offset((page - 1) * size);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    total = counted?.n ?? 0;
  }
  return { rows, total };
}

/** The product row with its free-delivery registration, locked when `forUpdate`. */
export async function findProductForEdit(db: Db, productId: number, forUpdate = false) {
  const query = db
    .select({
      product: products,
      freeDelivery: sql<boolean>`${freeDeliveryItems.productId} is not null`,
    })
    .from(products)
    .leftJoin(freeDeliveryItems, eq(freeDeliveryItems.productId, products.productId))
    .where(eq(products.productId, productId));
  const [row] = await (forUpdate ? query.for('update', { of: products }) : query);
  return row;
}

export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof findProductForEdit>>>;

const forEdit = {
  product: products,
  freeDelivery: sql<boolean>`${freeDeliveryItems.productId} is not null`,
};

/** Several products as `findProductForEdit` reads one, locked in id order when `forUpdate`. */
export async function findProductsForEdit(
  db: Db,
  productIds: number[],
  forUpdate = false,
): Promise<Map<number, ProductForEdit>> {
  if (productIds.length === 0) return new Map();
  const query = db
    .select(forEdit)
    .from(products)
    .leftJoin(freeDeliveryItems, eq(freeDeliveryItems.productId, products.productId))
    .where(inArray(products.productId, productIds))
    .orderBy(asc(products.productId));
  const rows = await (forUpdate ? query.for('update', { of: products }) : query);
  return new Map(rows.map((r) => [r.product.productId, r]));
}

/** Up to `limit` products of the list filter with every field, in the list's order. */
export async function productsForExport(
  db: Db,
  filter: ProductListFilter,
  limit: number,
): Promise<ProductForEdit[]> {
  return db
    .select(forEdit)
    .from(products)
    .leftJoin(freeDeliveryItems, eq(freeDeliveryItems.productId, products.productId))
    .where(listWhere(filter))
    .orderBy(desc(products.createdAt), desc(products.productId))
    .limit(limit);
}

/** Of these products, the smart books (the e-books a supplementary book can require). */
export async function smartBookIds(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(inArray(products.productId, productIds), eq(products.isStb, true)));
  return new Set(rows.map((r) => r.productId));
}

/** The section root and the level below it of the product's leaf (the list-index columns). */
export interface Ancestors {
  midCategoryId: number | null;
  rootCategoryId: number;
}

/** The columns a save writes: the fields, the category's ancestors and the search columns. */
function columnsOf(fields: AdminProductFields, ancestors: Ancestors) {
  const { freeDelivery: _free, ...rest } = fields;
  return {
    ...rest,
    ...ancestors,
    ...searchIndexOf(fields),
  };
}

export async function insertProduct(
  tx: Db,
  fields: AdminProductFields,
  ancestors: Ancestors,
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ ...columnsOf(fields, ancestors), imageUrl: '' })
    .returning({ productId: products.productId });
  const productId = row!.productId;
  // the generated cover of a product without an uploaded one
  await tx
    .update(products)
    .set({ imageUrl: `/covers/${productId}.svg` })
    .where(eq(products.productId, productId));
  return productId;
}

export async function updateProduct(
  tx: Db,
  productId: number,
  fields: AdminProductFields,
  ancestors: Ancestors,
): Promise<void> {
  await tx
    .update(products)
    .set(columnsOf(fields, ancestors))
    .where(eq(products.productId, productId));
}

export async function setSaleStatus(tx: Db, productId: number, status: SaleStatus): Promise<void> {
  await tx.update(products).set({ saleStatus: status }).where(eq(products.productId, productId));
}

export async function setImageUrl(tx: Db, productId: number, imageUrl: string): Promise<void> {
  await tx.update(products).set({ imageUrl }).where(eq(products.productId, productId));
}

export async function setFreeDelivery(tx: Db, productId: number, free: boolean): Promise<void> {
  if (free) {
    await tx
      .insert(freeDeliveryItems)
      .values({ productId, reason: FREE_DELIVERY_REASON })
      .onConflictDoNothing();
  } else {
    await tx.delete(freeDeliveryItems).where(eq(freeDeliveryItems.productId, productId));
  }
}

/** Whether the product exists and is a smart book (an e-book a supplementary book can require). */
export async function isSmartBook(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ isStb: products.isStb })
    .from(products)
    .where(eq(products.productId, productId));
  return row?.isStb === true;
}
