import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import { rowColumns, searchFilter, searchValues, tierOf } from './repository.ts';
import type { SearchTerms } from './search-grams.ts';

/**
 * A search of several words without ranking every match when the page lies among the names that
 * start with the phrase (the first rank tier), as pages 1–3 of a title typed from its start do.
 * Those names are one prefix range of the name index, already in rank order, so the page is read
 * from there (index-only, offset + limit entries) and the total is counted from the GIN index
 * without ranking. Only when that range does not fill the page (the page reaches the names that
 * merely contain every word, or author and publisher) are the other matches ranked and counted,
 * as every match was before. One statement either way; same answers as ranking every match
 * (query-plans.api.test.ts). See docs/decisions.md › Catalog › Search speed.
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
  if (!filter) return undefined;
  const nameKey = sql`${ps.searchName} collate "C"`;
  const denied = Array.from({ length: deniedCount }, (_d, i) => sql`${bind(`d${i}`)}`);
  const allowed = deniedCount
    ? sql`and ${ps.rootCategoryId} <> all(array[${sql.join(denied, sql`, `)}]::int[])`
    : sql``;
  const phrase = bind('phrase');
  const [offset, limit] = [bind('offset'), bind('limit')];
  const startsWith = sql`${nameKey} >= ${phrase} and ${nameKey} < ${bind('phraseEnd')} ${allowed}`;
  // head: the page's slice of the names starting with the phrase. When it fills the page, its
  // rows carry the total from a plain count. Otherwise the rest of the page is the first of the
  // other matches in rank order, past the names starting with the phrase (starts), and carries
  // the total. One-time filters: a part not needed is never run.
  const parts = sql`with head as (
      select ${ps.productId} as id, ${nameKey} as name_key from ${ps}
      where ${startsWith}
      order by ${nameKey}, ${ps.productId}
      offset ${offset} limit ${limit}),
    head_size as (select count(*) as n from head),
    starts as (select count(*) as n from ${ps} where ${startsWith})
    select head.id, 1 as tier, head.name_key,
      case when (select n from head_size) = ${limit}
        then (select count(*) from ${ps} where ${filter.where}) end as total
    from head
    union all
    select * from (
      select ${ps.productId} as id, ${tierOf(terms, undefined, bind)} as tier,
        ${nameKey} as name_key, (select n from starts) + count(*) over () as total
      from ${ps}
      where ${filter.where} and strpos(${ps.searchName}, ${phrase}) <> 1
      order by 2, 3, 1
      offset greatest(0, ${offset} - (select n from starts))
      limit ${limit} - (select n from head_size)) as rest
    where (select n from head_size) < ${limit}`;
  return db
    .select({ ...rowColumns, total: sql<number | null>`ranked.total`.mapWith(Number) })
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
