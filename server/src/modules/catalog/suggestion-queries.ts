import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT } from '@shop/contract/catalog-front.ts';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import type { InitialsQuery } from '../../lib/hangul-search.ts';
import { PAST_PREFIX } from './search-queries.ts';
import { KeptStatements } from './kept-statements.ts';

/**
 * Matches looked at for the suggestions: the first ones the GIN lookup finds, unsorted, so that a
 * pattern held by tens of thousands of names costs a few heap pages, not a sort of them all
 * (decision 0391); they are then ranked here.
 */
const SUGGESTION_CANDIDATES = 48;

type Bind = (name: string) => unknown;

/** The closed sections as one array value ('{2199,2697}'), or nothing to bind when none is. */
function allowedBy(denied: boolean, bind: Bind) {
  return denied ? sql`and ${ps.rootCategoryId} <> all(${bind('denied')}::int[])` : sql``;
}

function suggestionSelect(db: Db, gramCount: number, denied: boolean, bind: Bind) {
  const grams = sql.join(
    Array.from({ length: gramCount }, (_g, i) => sql`${bind(`g${i}`)}`),
    sql`, `,
  );
  // materialized: the candidates come from the GIN index, read lazily up to the limit (planned
  // with the LIMIT beside it, a sequential scan looked cheaper and read the whole table when
  // few names match)
  const candidates = sql`(with found as materialized (
      select ${ps.productId} as id, ${ps.searchCompact} as compact from ${ps}
      where ${ps.spellGrams} @> array[${grams}]::text[] ${allowedBy(denied, bind)})
    select found.id, found.compact ~ ${bind('startPattern')} as starts from found
    where found.compact ~ ${bind('pattern')}
    limit ${bind('limit')}) as candidates`;
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
function initialsSuggestionSelect(db: Db, denied: boolean, bind: Bind) {
  const key = sql`${ps.searchInitials} collate "C"`;
  const candidates = sql`(select ${ps.productId} as id from ${ps}
    where ${key} >= ${bind('initials')} and ${key} < ${bind('initialsEnd')} ${allowedBy(denied, bind)}
    order by ${key}, ${ps.searchName} collate "C", ${ps.productId}
    limit ${bind('limit')}) as candidates`;
  return db
    .select({
      productId: products.productId,
      displayName: products.displayName,
      starts: sql<boolean>`true`,
    })
    .from(candidates)
    .innerJoin(products, sql`${products.productId} = candidates.id`);
}

function valuesOf(query: InitialsQuery, deniedRootIds: number[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    pattern: query.pattern,
    startPattern: `^${query.pattern}`,
    limit: SUGGESTION_CANDIDATES,
    denied: `{${deniedRootIds.join(',')}}`,
  };
  query.grams.forEach((g, i) => (values[`g${i}`] = g));
  if (query.initials) {
    values.initials = query.initials;
    values.initialsEnd = query.initials + PAST_PREFIX;
  }
  return values;
}

/** The GIN statement with its values in place (the plan test reads it). */
export function suggestionQuery(db: Db, query: InitialsQuery, deniedRootIds: number[]) {
  const values = valuesOf(query, deniedRootIds);
  return suggestionSelect(db, query.grams.length, deniedRootIds.length > 0, (n) => values[n]);
}

type Row = { productId: number; displayName: string; starts: boolean };

/**
 * The suggestion statements built once per shape (gram count, closed sections or not) with
 * placeholders, like the search statements (decision 0090): built with the query builder they
 * cost a fifth of a suggestion's time on PGlite (decision 0524).
 */
export class SuggestionStatements {
  private readonly kept = new KeptStatements(100);

  constructor(private readonly db: Db) {}

  private async rows(query: InitialsQuery, deniedRootIds: number[], initials: boolean) {
    const denied = deniedRootIds.length > 0;
    const placeholder = (name: string) => sql.placeholder(name);
    const statement = initials
      ? this.kept.get(`initials:${denied}`, () =>
          initialsSuggestionSelect(this.db, denied, placeholder),
        )
      : this.kept.get(`grams:${query.grams.length}:${denied}`, () =>
          suggestionSelect(this.db, query.grams.length, denied, placeholder),
        );
    return (await statement.execute(valuesOf(query, deniedRootIds))) as Row[];
  }

  /** Names starting with what is typed first, then shorter names, then in name order; each once. */
  async names(query: InitialsQuery, deniedRootIds: number[]) {
    const starting = query.initials ? await this.rows(query, deniedRootIds, true) : [];
    // enough names start with the initials: the names merely holding them are not looked up
    const enough = new Set(starting.map((r) => r.displayName)).size >= SUGGESTION_LIMIT;
    const rows = enough
      ? starting
      : [...starting, ...(await this.rows(query, deniedRootIds, false))];
    return ranked(rows);
  }
}

function ranked(rows: Row[]): { productId: number; displayName: string }[] {
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
