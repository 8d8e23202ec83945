import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSearch } from '../../db/schema/catalog.ts';
import type { SearchTerms } from '../../lib/search-grams.ts';
import { rowColumns, type Page, type ProductRowRecord } from './repository.ts';
import { KeptStatements, type KeptStatement } from './kept-statements.ts';

/**
 * The catalog's word, phrase and ISBN searches (decision 0090): their values and statements, kept
 * per shape, and a page of results with its total. The spelling, word-tier and suggestion searches
 * have files of their own.
 */

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
  private readonly kept = new KeptStatements();

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
    let statement = this.kept.find(key);
    if (!statement) {
      const query = this.build(this.db, terms, deniedRootIds.length, (name) =>
        sql.placeholder(name),
      );
      if (!query) return undefined;
      statement = this.kept.keep(key, query.prepare(''));
    }
    return (await statement.execute(values)) as (ProductRowRecord & { total: number })[];
  }
}

type SearchBuilder = (
  db: Db,
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
) => { prepare(name: string): KeptStatement } | undefined;

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
