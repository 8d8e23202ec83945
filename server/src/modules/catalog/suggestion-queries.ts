import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT } from '@shop/contract/catalog-front.ts';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import type { InitialsQuery } from '../../lib/hangul-search.ts';
import { PAST_PREFIX } from './search-queries.ts';

/**
 * Matches looked at for the suggestions: the first ones the GIN lookup finds, unsorted, so that a
 * pattern held by tens of thousands of names costs a few heap pages, not a sort of them all
 * (decision 0391); they are then ranked here.
 */
const SUGGESTION_CANDIDATES = 48;

export function suggestionQuery(db: Db, query: InitialsQuery, deniedRootIds: number[]) {
  const grams = sql.join(
    query.grams.map((g) => sql`${g}`),
    sql`, `,
  );
  const allowed = deniedRootIds.length
    ? sql`and ${ps.rootCategoryId} <> all(${`{${deniedRootIds.join(',')}}`}::int[])`
    : sql``;
  // materialized: the candidates come from the GIN index, read lazily up to the limit (planned
  // with the LIMIT beside it, a sequential scan looked cheaper and read the whole table when
  // few names match)
  const candidates = sql`(with found as materialized (
      select ${ps.productId} as id, ${ps.searchCompact} as compact from ${ps}
      where ${ps.spellGrams} @> array[${grams}]::text[] ${allowed})
    select found.id, found.compact ~ ${`^${query.pattern}`} as starts from found
    where found.compact ~ ${query.pattern}
    limit ${SUGGESTION_CANDIDATES}) as candidates`;
  return db
    .select({
      productId: products.productId,
      displayName: products.displayName,
      starts: sql<boolean>`candidates.starts`,
    })
    .from(candidates)
    .innerJoin(products, sql`${products.productId} = candidates.id`);
}

/**
 * A query of initial consonants only ('ㅇㅇ'): the first names whose initials start with it, read
 * from the initials index in its order (shorter initials first), without the GIN lookup's bitmap
 * of every holder (decision 0505).
 */
export function initialsSuggestionQuery(db: Db, initials: string, deniedRootIds: number[]) {
  const key = sql`${ps.searchInitials} collate "C"`;
  const allowed = deniedRootIds.length
    ? sql`and ${ps.rootCategoryId} <> all(${`{${deniedRootIds.join(',')}}`}::int[])`
    : sql``;
  const candidates = sql`(select ${ps.productId} as id from ${ps}
    where ${key} >= ${initials} and ${key} < ${initials + PAST_PREFIX} ${allowed}
    order by ${key}, ${ps.searchName} collate "C", ${ps.productId}
    limit ${SUGGESTION_CANDIDATES}) as candidates`;
  return db
    .select({
      productId: products.productId,
      displayName: products.displayName,
      starts: sql<boolean>`true`,
    })
    .from(candidates)
    .innerJoin(products, sql`${products.productId} = candidates.id`);
}

/** Names starting with what is typed first, then shorter names, then in name order; each once. */
export async function suggestNames(db: Db, query: InitialsQuery, deniedRootIds: number[]) {
  const starting = query.initials
    ? await initialsSuggestionQuery(db, query.initials, deniedRootIds)
    : [];
  // enough names start with the initials: the names merely holding them are not looked up
  const enough = new Set(starting.map((r) => r.displayName)).size >= SUGGESTION_LIMIT;
  const rows = enough
    ? starting
    : [...starting, ...(await suggestionQuery(db, query, deniedRootIds))];
  rows.sort(
    (a, b) =>
      Number(b.starts) - Number(a.starts) ||
      a.displayName.length - b.displayName.length ||
      (a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0),
  );
  const seen = new Set<string>();
  const list: { productId: number; displayName: string }[] = [];
  for (const { productId, displayName } of rows) {
    if (seen.has(displayName)) continue;
    seen.add(displayName);
    list.push({ productId, displayName });
    if (list.length === SUGGESTION_LIMIT) break;
  }
  return list;
}
