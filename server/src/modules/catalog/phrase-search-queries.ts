import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import { rowColumns } from './repository.ts';
import { rankedSearch, searchFilter, searchValues } from './search-queries.ts';
import type { SearchTerms } from '../../lib/search-grams.ts';

/**
 * A search of several words without ranking every match when the page lies among the names that
 * start with the phrase (the first rank tier), as pages 1–3 of a title typed from its start do.
 * Those names are one prefix range of the name index, already in rank order, so the page is read
 * from there (index-only, offset + limit entries) and the total is counted from the GIN index
 * without ranking; only when that range does not fill the page (the page reaches the names that
 * merely contain every word, or author and publisher) does the same statement rank every match as
 * before. One statement either way; same answers as ranking every match (query-plans.api.test.ts).
 * See docs/decisions/0090-search-speed.md.
 *
 * Every name starting with the phrase is a match: each word lies inside one word of the name, so
 * its grams are among the product's grams and it occurs in the searchable text, which starts with
 * the name.
 */

/** Whether a search takes this path: several words, no ISBN prefix, and grams to look up. */
export function isPhraseSearch(terms: SearchTerms): boolean {
  return terms.words.length > 1 && !terms.isbnPrefix && terms.grams.length > 0;
}

export function phraseSearch(
  db: Db,
  terms: SearchTerms,
  deniedCount: number,
  bind: (name: string) => unknown,
) {
  const filter = searchFilter(terms, deniedCount, bind);
  const ranked = rankedSearch(db, terms, deniedCount, bind);
  if (!filter || !ranked) return undefined;
  const nameKey = sql`${ps.searchName} collate "C"`;
  const denied = Array.from({ length: deniedCount }, (_d, i) => sql`${bind(`d${i}`)}`);
  const allowed = deniedCount
    ? sql`and ${ps.rootCategoryId} <> all(array[${sql.join(denied, sql`, `)}]::int[])`
    : sql``;
  const limit = bind('limit');
  // head: the page's slice of the names starting with the phrase. When it is the whole page the
  // first part answers it with the total from a plain count; otherwise the second part ranks every
  // match (one-time filters: the part not taken is never run).
  const parts = sql`with head as (
      select ${ps.productId} as id, ${nameKey} as name_key from ${ps}
      where ${nameKey} >= ${bind('phrase')} and ${nameKey} < ${bind('phraseEnd')} ${allowed}
      order by ${nameKey}, ${ps.productId}
      offset ${bind('offset')} limit ${limit})
    select head.id, 1 as tier, head.name_key,
      (select count(*) from ${ps} where ${filter.where}) as total
    from head where (select count(*) from head) = ${limit}
    union all
    select * from (${ranked}) as every_match where (select count(*) from head) < ${limit}`;
  return db
    .select({ ...rowColumns, total: sql<number>`ranked.total`.mapWith(Number) })
    .from(sql`(${parts}) as ranked`)
    .innerJoin(products, sql`${products.productId} = ranked.id`)
    .orderBy(sql`ranked.tier`, sql`ranked.name_key`, sql`ranked.id`);
}

/** The statement with its values in place (not kept): for tests and EXPLAIN. */
export function phraseSearchQuery(
  db: Db,
  terms: SearchTerms,
  deniedRootIds: number[],
  page: number,
  size: number,
) {
  const { values } = searchValues(terms, deniedRootIds, page, size);
  return phraseSearch(db, terms, deniedRootIds.length, (name) => values[name]);
}
