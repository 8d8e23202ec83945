import { and, asc, desc, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  categoryAccessRules,
  categoryColumn,
  products,
  productSearch,
  sectionConfigs,
} from '../../db/schema/catalog.ts';
import type { SearchTerms } from '../../lib/search-grams.ts';

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

/** Past every character a normalized text can hold, so [text, text + MAX) is its prefix range. */
export const PAST_PREFIX = String.fromCodePoint(0x10ffff);

/**
 * A search statement's values by name. The statement is written with `bind(name)`: the value
 * itself, or a placeholder when the statement is built once to be kept (SearchStatements).
 */
interface SearchValues {
  /** Fixes the statement's text: same key, same statement. */
  key: string;
  values: Record<string, unknown>;
}

export function searchValues(
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
): SearchValues {
  const values: Record<string, unknown> = {
    phrase: terms.words.join(' '),
    limit: size,
    offset: (page - 1) * size,
  };
  // the prefix range of names starting with the phrase (phrase-search-queries.ts)
  if (terms.words.length > 1) values.phraseEnd = `${values.phrase as string}${PAST_PREFIX}`;
  terms.words.forEach((w, i) => (values[`w${i}`] = w));
  terms.grams.forEach((g, i) => (values[`g${i}`] = g));
  deniedRootIds.forEach((id, i) => (values[`d${i}`] = id));
  // a word that is one gram without digits is matched exactly by the gram (ISBN grams are digits)
  const recheck = terms.words.flatMap((w, i) =>
    Array.from(w).length > 2 || /[0-9]/.test(w) ? [i] : [],
  );
  if (terms.isbnPrefix) {
    const range = isbnPrefixRange(terms.isbnPrefix);
    values.isbnFrom = range.from;
    values.isbnTo = range.to;
  }
  const key = [
    terms.words.length,
    recheck.join(','),
    terms.grams.length,
    terms.isbnPrefix ? 1 : 0,
    deniedRootIds.length,
  ].join(':');
  return { key, values };
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
  const { values } = searchValues(terms, deniedRootIds, page, size);
  return buildSearch(db, terms, deniedRootIds.length, (name) => values[name]);
}

export function buildSearch(
  db: Db,
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
) {
  const ranked = rankedSearch(db, terms, deniedCount, bind)?.as('ranked');
  if (!ranked) return undefined;
  return db
    .select({ ...rowColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(products, eq(products.productId, ranked.id))
    .orderBy(ranked.tier, ranked.nameKey, ranked.id);
}

/**
 * Every match ranked and counted: (id, tier, name_key, total) of the page's slice, the total
 * from a window over all matches. undefined when the query has nothing to look up.
 */
export function rankedSearch(
  db: Db,
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
) {
  const ps = productSearch;
  const filter = searchFilter(terms, deniedCount, bind);
  if (!filter) return undefined;
  return db
    .select({
      id: ps.productId,
      tier: tierOf(terms, filter.byIsbn, bind).as('tier'),
      nameKey: sql<string>`${ps.searchName} collate "C"`.as('name_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(ps)
    .where(filter.where)
    .orderBy(sql`tier`, sql`name_key`, ps.productId)
    .limit(bind('limit') as number)
    .offset(bind('offset') as number);
}

/**
 * The matches of a search among the sections the visitor may open (`where`, on product_search),
 * and the ISBN-prefix condition the rank needs; undefined when there is nothing to look up.
 */
export function searchFilter(
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
): { where: SQL; byIsbn: SQL | undefined } | undefined {
  const ps = productSearch;
  const recheck = terms.words.flatMap((w, i) =>
    Array.from(w).length > 2 || /[0-9]/.test(w) ? [i] : [],
  );
  const grams = terms.grams.map((_g, i) => sql`${bind(`g${i}`)}`);
  const byText = terms.grams.length
    ? and(
        sql`${ps.searchGrams} @> array[${sql.join(grams, sql`, `)}]::text[]`,
        ...recheck.map((i) => sql`strpos(${ps.searchText}, ${bind(`w${i}`)}) > 0`),
      )
    : undefined;
  // the prefix as a range of the text_pattern_ops index (its own comparison operators)
  const byIsbn = terms.isbnPrefix
    ? sql`(${ps.isbnDigits} ~>=~ ${bind('isbnFrom')} and ${ps.isbnDigits} ~<~ ${bind('isbnTo')})`
    : undefined;
  const matches = byText && byIsbn ? sql`(${byText} or ${byIsbn})` : (byText ?? byIsbn);
  if (!matches) return undefined;
  const denied = Array.from({ length: deniedCount }, (_d, i) => sql`${bind(`d${i}`)}`);
  const allowed = deniedCount
    ? sql`${ps.rootCategoryId} <> all(array[${sql.join(denied, sql`, `)}]::int[])`
    : undefined;
  return { where: and(matches, allowed)!, byIsbn };
}

/** The rank tier, with one strpos per row for a one-word query. */
function tierOf(
  terms: SearchTerms,
  byIsbn: SQL | undefined,
  bind: (name: string) => unknown,
): SQL<number> {
  const name = productSearch.searchName;
  const phrase = bind('phrase');
  let byName: SQL;
  if (terms.words.length === 0) byName = sql`3`;
  else if (terms.words.length === 1) {
    byName = sql`case strpos(${name}, ${phrase}) when 1 then 1 when 0 then 3 else 2 end`;
  } else {
    const nameHasWords = and(
      ...terms.words.map((_w, i) => sql`strpos(${name}, ${bind(`w${i}`)}) > 0`),
    );
    byName = sql`case when strpos(${name}, ${phrase}) = 1 then 1 when ${nameHasWords} then 2 else 3 end`;
  }
  return byIsbn
    ? sql<number>`case when ${byIsbn} then 0 else ${byName} end`
    : sql<number>`${byName}`;
}

/**
 * The search statements built once per shape (number of words, which are rechecked, number of
 * grams, ISBN or not, number of closed sections) with placeholders, like the list's: building
 * one with the query builder took ~0.4 ms of CPU. Prepared without a name, so PostgreSQL still
 * parses and plans each with its values (a gram's frequency decides the plan).
 */
export class SearchStatements {
  private readonly kept = new Map<string, Kept>();

  /** build: the statement of a shape (phrase-search-queries.ts builds the several-word one). */
  constructor(
    private readonly db: Db,
    private readonly build: SearchBuilder = buildSearch,
  ) {}

  async page(
    terms: SearchTerms,
    deniedRootIds: number[],
    page: number,
    size: number,
  ): Promise<(ProductRowRecord & { total: number })[] | undefined> {
    const { key, values } = searchValues(terms, deniedRootIds, page, size);
    let statement = this.kept.get(key);
    if (!statement) {
      const query = this.build(this.db, terms, deniedRootIds.length, (name) =>
        sql.placeholder(name),
      );
      if (!query) return undefined;
      statement = query.prepare('');
      // shapes are few (a word count, a gram count); a flood of odd ones stops being kept
      if (this.kept.size < 500) this.kept.set(key, statement);
    }
    return (await statement.execute(values)) as (ProductRowRecord & { total: number })[];
  }
}

type Kept = { execute(values: Record<string, unknown>): Promise<unknown> };

type SearchBuilder = (
  db: Db,
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
) => { prepare(name: string): Kept } | undefined;

/** Counts the matches when a page past the last one left no row to carry the window count. */
export async function countSearchMatches(
  statements: SearchStatements,
  terms: SearchTerms,
  deniedRootIds: number[],
): Promise<number> {
  const [row] = (await statements.page(terms, deniedRootIds, 1, 1)) ?? [];
  return row?.total ?? 0;
}

export async function searchProductsPage(
  statements: SearchStatements,
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
): Promise<Page<ProductRowRecord>> {
  const rows = await statements.page(terms, deniedRootIds, page, size);
  if (!rows) return { rows: [], totalCount: 0 };
  const totalCount =
    rows[0]?.total ?? (page > 1 ? await countSearchMatches(statements, terms, deniedRootIds) : 0);
  return { rows, totalCount };
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
    .where(and(isNotNull(products.recommendRank), LISTED_PRODUCTS))
    .orderBy(asc(products.recommendRank))
    .limit(24);
}

/**
 * ISBN digits starting with the prefix, as a range [prefix, prefix with its last character
 * raised by one): the same rows as LIKE 'prefix%' (digits and X only, compared byte by byte by
 * the text_pattern_ops index's operators), and a range can be a parameter where a LIKE pattern
 * must be a literal for the planner to use the index.
 */
export function isbnPrefixRange(prefix: string): { from: string; to: string } {
  if (!/^[0-9X]+$/.test(prefix)) throw new Error('an ISBN prefix holds only digits and X');
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
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
