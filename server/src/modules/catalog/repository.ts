import { and, asc, desc, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  categoryAccessRules,
  categoryColumn,
  products,
  sectionConfigs,
} from '../../db/schema/catalog.ts';

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
  saleStatus: products.saleStatus,
  categoryId: products.categoryId,
  rootCategoryId: products.rootCategoryId,
};

export type ProductRowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
} & { productId: number; displayName: string; categoryId: number; rootCategoryId: number };

export interface Page<T> {
  rows: T[];
  totalCount: number;
  /** More match than totalCount, which is the cap they were counted to (decision 0505). */
  totalCountAtLeast?: boolean;
}

const ORDER: Record<ProductSort, [SQL, SQL]> = {
  'sortName.asc': [asc(products.displayName), asc(products.productId)],
  'sellPrice.desc': [desc(products.sellPrice), desc(products.productId)],
  'sellPrice.asc': [asc(products.sellPrice), asc(products.productId)],
};

type Bound = number | Placeholder;

/**
 * The products members may see, written as a literal (not a bound value) so that the planner
 * matches it with the partial list indexes even in a generic plan.
 */
export const LISTED_PRODUCTS = sql`${products.saleStatus} <> 'hidden'`;

function listQuery(
  db: Db,
  depth: number,
  sort: ProductSort,
  values: { categoryId: Bound; limit: Bound; offset: Bound },
) {
  const pageIds = db
    .select({ id: products.productId })
    .from(products)
    .where(and(eq(categoryColumn(depth), values.categoryId), LISTED_PRODUCTS))
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
 * of the request (docs/decisions/0088-list-speed.md). On PostgreSQL it is also a named
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

/** A stored product, every column. */
export type ProductRecord = typeof products.$inferSelect;

export async function findProduct(db: Db, productId: number): Promise<ProductRecord | undefined> {
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
    .where(and(isNotNull(products.recommendRank), LISTED_PRODUCTS))
    .orderBy(asc(products.recommendRank))
    .limit(24);
}

/**
 * What the in-memory category directory holds: every category (roots first, then by depth and
 * display order), every access rule, and the listed products per leaf, mid and root category.
 */
export function directoryRows(db: Db) {
  return Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.sortOrder)),
    db.select().from(categoryAccessRules),
    db
      .select({
        leaf: products.categoryId,
        mid: products.midCategoryId,
        root: products.rootCategoryId,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .where(LISTED_PRODUCTS)
      .groupBy(products.categoryId, products.midCategoryId, products.rootCategoryId),
  ]);
}

/** The settings of a shop section (menu), if it exists. */
export async function sectionConfigOf(db: Db, section: string) {
  const [row] = await db.select().from(sectionConfigs).where(eq(sectionConfigs.section, section));
  return row;
}
