import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { SearchTerms } from './search-grams.ts';

/** Columns of a list row; the category's full name is added from the in-memory directory. */
const rowColumns = {
  productId: products.productId,
  displayName: products.displayName,
  imageUrl: products.imageUrl,
  sellPrice: products.sellPrice,
  markedPrice: products.markedPrice,
  author: products.author,
  manufacture: products.manufacture,
  isbn: products.isbn,
  kind: products.kind,
  isStb: products.isStb,
  canBuy: products.canBuy,
  canBuyMultiple: products.canBuyMultiple,
  canOversea: products.canOversea,
  categoryId: products.categoryId,
  rootCategoryId: products.rootCategoryId,
};

export type ProductRowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
} & { productId: number; displayName: string; categoryId: number; rootCategoryId: number };

export interface Page<T> {
  rows: T[];
  totalCount: number;
}

const ORDER: Record<ProductSort, [SQL, SQL]> = {
  'sortName.asc': [asc(products.displayName), asc(products.productId)],
  'sellPrice.desc': [desc(products.sellPrice), desc(products.productId)],
  'sellPrice.asc': [asc(products.sellPrice), asc(products.productId)],
};

/** Which column holds a category of this depth, so every tab is one range of one index. */
export function categoryColumn(depth: number) {
  if (depth === 0) return products.rootCategoryId;
  if (depth === 1) return products.midCategoryId;
  return products.categoryId;
}

/** One page and the total count in one statement (the window count rides along with each row). */
export function listProductsQuery(
  db: Db,
  filter: { depth: number; categoryId: number },
  sort: ProductSort,
  page: number,
  size: number,
) {
  return db
    .select({ ...rowColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .where(eq(categoryColumn(filter.depth), filter.categoryId))
    .orderBy(...ORDER[sort])
    .limit(size)
    .offset((page - 1) * size);
}

export async function listProductsPage(
  db: Db,
  filter: { depth: number; categoryId: number },
  sort: ProductSort,
  page: number,
  size: number,
): Promise<Page<ProductRowRecord>> {
  const rows = await listProductsQuery(db, filter, sort, page, size);
  if (rows.length === 0 && page > 1) {
    // past the last page the window count has no row to ride on
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(categoryColumn(filter.depth), filter.categoryId));
    return { rows: [], totalCount: count?.n ?? 0 };
  }
  return { rows: rows as ProductRowRecord[], totalCount: rows[0]?.total ?? 0 };
}

/**
 * Gram containment finds candidates through the GIN index; every word is then rechecked in the
 * normalized text, and an ISBN-looking query also matches ISBN prefixes. Ranked: ISBN or name
 * starting with the query, then name containing it, then author or publisher.
 */
export function searchProductsQuery(
  db: Db,
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
) {
  const phrase = terms.words.join(' ');
  const name = products.searchName;
  const wordsMatch = and(...terms.words.map((w) => sql`strpos(${products.searchText}, ${w}) > 0`));
  const byText = terms.grams.length
    ? and(sql`${products.searchGrams} @> ${toTextArray(terms.grams)}`, wordsMatch)
    : undefined;
  const byIsbn = terms.isbnPrefix ? isbnPrefixMatch(terms.isbnPrefix) : undefined;
  const matches = byText && byIsbn ? sql`(${byText} or ${byIsbn})` : (byText ?? byIsbn);
  if (!matches) return undefined;
  const allowed = deniedRootIds.length
    ? sql`${products.rootCategoryId} <> all(${toIntArray(deniedRootIds)})`
    : undefined;
  const nameHasWords = and(...terms.words.map((w) => sql`strpos(${name}, ${w}) > 0`));
  const rank = sql<number>`case
    when ${byIsbn ?? sql`false`} then 0
    when ${phrase ? sql`strpos(${name}, ${phrase}) = 1` : sql`false`} then 1
    when ${nameHasWords ?? sql`false`} then 2
    else 3 end`;
  return db
    .select({ ...rowColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .where(and(matches, allowed))
    .orderBy(rank, asc(products.displayName), asc(products.productId))
    .limit(size)
    .offset((page - 1) * size);
}

export async function searchProductsPage(
  db: Db,
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
): Promise<Page<ProductRowRecord>> {
  const query = searchProductsQuery(db, terms, deniedRootIds, page, size);
  if (!query) return { rows: [], totalCount: 0 };
  const rows = await query;
  return { rows: rows as ProductRowRecord[], totalCount: rows[0]?.total ?? 0 };
}

export async function findProduct(db: Db, productId: number) {
  const [row] = await db.select().from(products).where(eq(products.productId, productId));
  return row;
}

export async function recommendedProducts(db: Db) {
  return db
    .select({
      productId: products.productId,
      displayName: products.displayName,
      imageUrl: products.imageUrl,
      sellPrice: products.sellPrice,
      rootCategoryId: products.rootCategoryId,
    })
    .from(products)
    .where(isNotNull(products.recommendRank))
    .orderBy(asc(products.recommendRank))
    .limit(24);
}

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function toIntArray(values: number[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * The prefix is written into the statement as a literal: the planner uses the text_pattern_ops
 * index only for a LIKE pattern it can see. It holds nothing but digits and X (checked here).
 */
function isbnPrefixMatch(prefix: string): SQL {
  if (!/^[0-9X]+$/.test(prefix)) throw new Error('an ISBN prefix holds only digits and X');
  return sql`${products.isbnDigits} like ${sql.raw(`'${prefix}%'`)}`;
}
