import { and, asc, desc, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { products, productSearch } from '../../db/schema/catalog.ts';
import type { SearchTerms } from './search-grams.ts';

/** Columns of a list row; the category's full name is added from the in-memory directory. */
export const rowColumns = {
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

type Bound = number | Placeholder;

function listQuery(
  db: Db,
  depth: number,
  sort: ProductSort,
  values: { categoryId: Bound; limit: Bound; offset: Bound },
) {
  const pageIds = db
    .select({ id: products.productId })
    .from(products)
    .where(eq(categoryColumn(depth), values.categoryId))
    .orderBy(...ORDER[sort])
    .limit(values.limit)
    .offset(values.offset)
    .as('page_ids');
  return db
    .select(rowColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.productId, pageIds.id))
    .orderBy(...ORDER[sort]);
}

/**
 * The ids of one page come from the category's (column, sort key, id) index alone (an index-only
 * scan once the table is vacuumed); only those rows are then read. The total count is the
 * category directory's, so no request reads the rows of other pages.
 */
export function listProductsQuery(
  db: Db,
  filter: { depth: number; categoryId: number },
  sort: ProductSort,
  page: number,
  size: number,
) {
  const values = { categoryId: filter.categoryId, limit: size, offset: (page - 1) * size };
  return listQuery(db, filter.depth, sort, values);
}

/**
 * listProductsQuery built once per (category column, sort) with placeholders, so a page only
 * binds its values: building the statement with the query builder cost more CPU than the rest
 * of the request (docs/decisions.md › Catalog › List speed). On PostgreSQL it is also a named
 * prepared statement of each connection (parsed once).
 */
export class ListStatements {
  private readonly prepared = new Map<string, ReturnType<typeof prepareList>>();

  constructor(private readonly db: Db) {}

  async page(
    filter: { depth: number; categoryId: number },
    sort: ProductSort,
    page: number,
    size: number,
  ): Promise<ProductRowRecord[]> {
    const column = Math.min(filter.depth, 2);
    const key = `${column}:${sort}`;
    let statement = this.prepared.get(key);
    if (!statement) {
      statement = prepareList(this.db, column, sort);
      this.prepared.set(key, statement);
    }
    const values = { categoryId: filter.categoryId, limit: size, offset: (page - 1) * size };
    return (await statement.execute(values)) as ProductRowRecord[];
  }
}

function prepareList(db: Db, depth: number, sort: ProductSort) {
  const values = {
    categoryId: sql.placeholder('categoryId'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  return listQuery(db, depth, sort, values).prepare(
    `catalog_list_${depth}_${sort.replace('.', '_')}`,
  );
}

/**
 * Gram containment finds candidates through the GIN index; words longer than their one gram are
 * rechecked in the normalized text, and an ISBN-looking query also matches ISBN prefixes.
 * Ranked: ISBN prefix, name starting with the query, name containing every word, then author or
 * publisher; then by the normalized name (code-point order, which is 가나다 order for Hangul).
 * Every match is ranked and counted in the narrow product_search table; only the page's rows are
 * then read from products.
 */
export function searchProductsQuery(
  db: Db,
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
) {
  const ps = productSearch;
  // a word that is one gram without digits is matched exactly by the gram (ISBN grams are digits)
  const recheck = terms.words.filter((w) => Array.from(w).length > 2 || /[0-9]/.test(w));
  const byText = terms.grams.length
    ? and(
        sql`${ps.searchGrams} @> ${toTextArray(terms.grams)}`,
        ...recheck.map((w) => sql`strpos(${ps.searchText}, ${w}) > 0`),
      )
    : undefined;
  const byIsbn = terms.isbnPrefix ? isbnPrefixMatch(ps.isbnDigits, terms.isbnPrefix) : undefined;
  const matches = byText && byIsbn ? sql`(${byText} or ${byIsbn})` : (byText ?? byIsbn);
  if (!matches) return undefined;
  const allowed = deniedRootIds.length
    ? sql`${ps.rootCategoryId} <> all(${toIntArray(deniedRootIds)})`
    : undefined;
  const ranked = db
    .select({
      id: ps.productId,
      tier: tierOf(terms, byIsbn).as('tier'),
      nameKey: sql<string>`${ps.searchName} collate "C"`.as('name_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(ps)
    .where(and(matches, allowed))
    .orderBy(sql`tier`, sql`name_key`, ps.productId)
    .limit(size)
    .offset((page - 1) * size)
    .as('ranked');
  return db
    .select({ ...rowColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(products, eq(products.productId, ranked.id))
    .orderBy(ranked.tier, ranked.nameKey, ranked.id);
}

/** The rank tier, with one strpos per row for a one-word query. */
function tierOf(terms: SearchTerms, byIsbn: SQL | undefined): SQL<number> {
  const name = productSearch.searchName;
  const phrase = terms.words.join(' ');
  let byName: SQL;
  if (terms.words.length === 0) byName = sql`3`;
  else if (terms.words.length === 1) {
    byName = sql`case strpos(${name}, ${phrase}) when 1 then 1 when 0 then 3 else 2 end`;
  } else {
    const nameHasWords = and(...terms.words.map((w) => sql`strpos(${name}, ${w}) > 0`));
    byName = sql`case when strpos(${name}, ${phrase}) = 1 then 1 when ${nameHasWords} then 2 else 3 end`;
  }
  return byIsbn
    ? sql<number>`case when ${byIsbn} then 0 else ${byName} end`
    : sql<number>`${byName}`;
}

/** Counts the matches when a page past the last one left no row to carry the window count. */
export async function countSearchMatches(
  db: Db,
  terms: SearchTerms,
  deniedRootIds: number[],
): Promise<number> {
  const query = searchProductsQuery(db, terms, deniedRootIds, 1, 1);
  if (!query) return 0;
  const [row] = await query;
  return row?.total ?? 0;
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
  const totalCount =
    rows[0]?.total ?? (page > 1 ? await countSearchMatches(db, terms, deniedRootIds) : 0);
  return { rows: rows as ProductRowRecord[], totalCount };
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

export function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export function toIntArray(values: number[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * The prefix is written into the statement as a literal: the planner uses the text_pattern_ops
 * index only for a LIKE pattern it can see. It holds nothing but digits and X (checked here).
 */
function isbnPrefixMatch(column: typeof productSearch.isbnDigits, prefix: string): SQL {
  if (!/^[0-9X]+$/.test(prefix)) throw new Error('an ISBN prefix holds only digits and X');
  return sql`${column} like ${sql.raw(`'${prefix}%'`)}`;
}
