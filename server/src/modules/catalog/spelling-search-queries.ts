import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import type { Page, ProductRowRecord } from './repository.ts';
import { rowColumns } from './repository.ts';

/**
 * Searches of how Koreans type rather than of the words as spelled (issue 22, decision 0390):
 * a pattern over the name without spaces (search_compact), found through the bigrams of that
 * compact name and of its initial consonants (spell_grams, GIN) — initial consonants ('ㅅㅎ',
 * '수ㅎ') and a word typed without its spaces ('영어교재'). The unspaced word also matches names
 * holding each of its pieces apart ('… 영어 독해 … 보충교재'), through the word grams
 * (search_grams, GIN). Ranked: compact name starting with the pattern, containing it, every piece
 * in the name, then author or publisher; then by name. Every match is ranked and counted, as a
 * search of several words is.
 */
export interface SpellingSearch {
  /** A regular expression over search_compact (Hangul syllables and syllable classes). */
  pattern: string;
  /** Bigrams every compact match holds in spell_grams. */
  grams: string[];
  /**
   * Instead of `grams`, one list per alternative of a synonym group (decision 0393): a match
   * holds every bigram of one of them.
   */
  gramSets?: string[][];
  /** The pieces of an unspaced word, each to be found in the searchable text; [] for initials. */
  pieces: string[];
  /** Bigrams of the pieces (search_grams). */
  pieceGrams: string[];
}

type Bind = (name: string) => unknown;
type Shape = {
  grams: number;
  gramSets: number[];
  pieces: number;
  pieceGrams: number;
  denied: number;
};

function listOf(prefix: string, count: number, bind: Bind): SQL {
  const items = Array.from({ length: count }, (_v, i) => sql`${bind(`${prefix}${i}`)}`);
  return sql`array[${sql.join(items, sql`, `)}]::text[]`;
}

function spellingSelect(db: Db, shape: Shape, bind: Bind) {
  const holds = shape.gramSets.length
    ? sql`(${sql.join(
        shape.gramSets.map((n, i) => sql`${ps.spellGrams} @> ${listOf(`a${i}_`, n, bind)}`),
        sql` or `,
      )})`
    : sql`${ps.spellGrams} @> ${listOf('g', shape.grams, bind)}`;
  const byCompact = sql`(${holds} and ${ps.searchCompact} ~ ${bind('pattern')})`;
  const piecesIn = (column: SQLWrapper) =>
    sql.join(
      Array.from({ length: shape.pieces }, (_v, i) => sql`strpos(${column}, ${bind(`p${i}`)}) > 0`),
      sql` and `,
    );
  const matches = shape.pieces
    ? sql`(${byCompact} or (${ps.searchGrams} @> ${listOf('q', shape.pieceGrams, bind)}
        and ${piecesIn(ps.searchText)}))`
    : byCompact;
  const denied = Array.from({ length: shape.denied }, (_d, i) => sql`${bind(`d${i}`)}`);
  const allowed = shape.denied
    ? sql`and ${ps.rootCategoryId} <> all(array[${sql.join(denied, sql`, `)}]::int[])`
    : sql``;
  const inName = shape.pieces ? sql`when ${piecesIn(ps.searchName)} then 3` : sql``;
  const tier = sql`case when ${ps.searchCompact} ~ ${bind('startPattern')} then 1
    when ${ps.searchCompact} ~ ${bind('pattern')} then 2 ${inName} else 4 end`;
  const ranked = sql`(select ${ps.productId} as id, ${tier} as tier,
      ${ps.searchName} collate "C" as name_key, count(*) over () as total
    from ${ps} where ${matches} ${allowed}
    order by tier, name_key, id offset ${bind('offset')} limit ${bind('limit')}) as ranked`;
  return db
    .select({ ...rowColumns, total: sql<number>`ranked.total`.mapWith(Number) })
    .from(ranked)
    .innerJoin(products, sql`${products.productId} = ranked.id`)
    .orderBy(sql`ranked.tier`, sql`ranked.name_key`, sql`ranked.id`);
}

function valuesOf(search: SpellingSearch, deniedRootIds: number[], page: number, size: number) {
  const values: Record<string, unknown> = {
    pattern: search.pattern,
    startPattern: `^${search.pattern}`,
    offset: (page - 1) * size,
    limit: size,
  };
  search.grams.forEach((g, i) => (values[`g${i}`] = g));
  search.gramSets?.forEach((set, i) => set.forEach((g, j) => (values[`a${i}_${j}`] = g)));
  search.pieces.forEach((p, i) => (values[`p${i}`] = p));
  search.pieceGrams.forEach((g, i) => (values[`q${i}`] = g));
  deniedRootIds.forEach((d, i) => (values[`d${i}`] = d));
  const shape: Shape = {
    grams: search.grams.length,
    gramSets: search.gramSets?.map((set) => set.length) ?? [],
    pieces: search.pieces.length,
    pieceGrams: search.pieceGrams.length,
    denied: deniedRootIds.length,
  };
  return { values, shape };
}

/** The statement with its values in place (tests and EXPLAIN). */
export function spellingSearchQuery(
  db: Db,
  search: SpellingSearch,
  deniedRootIds: number[],
  page: number,
  size: number,
) {
  const { values, shape } = valuesOf(search, deniedRootIds, page, size);
  return spellingSelect(db, shape, (name) => values[name]);
}

type Kept = { execute(values: Record<string, unknown>): Promise<unknown> };

/** Kept per shape, like the other search statements (decision 0090). */
export class SpellingStatements {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly db: Db) {}

  async page(
    search: SpellingSearch,
    deniedRootIds: number[],
    page: number,
    size: number,
  ): Promise<Page<ProductRowRecord>> {
    const { values, shape } = valuesOf(search, deniedRootIds, page, size);
    const key = `${shape.grams}:${shape.gramSets.join('/')}:${shape.pieces}:${shape.pieceGrams}:${shape.denied}`;
    let statement = this.kept.get(key);
    if (!statement) {
      statement = spellingSelect(this.db, shape, (name) => sql.placeholder(name)).prepare('');
      if (this.kept.size < 500) this.kept.set(key, statement);
    }
    const rows = (await statement.execute(values)) as (ProductRowRecord & { total: number })[];
    if (rows.length || page === 1) return { rows, totalCount: rows[0]?.total ?? 0 };
    const [first] = (await statement.execute({ ...values, offset: 0, limit: 1 })) as {
      total: number;
    }[];
    return { rows, totalCount: first?.total ?? 0 };
  }
}
