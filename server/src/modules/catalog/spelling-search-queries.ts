import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products } from '../../db/schema/catalog.ts';
import type { Page, ProductRowRecord } from './repository.ts';
import { rowColumns } from './repository.ts';
import { PAST_PREFIX } from './search-queries.ts';
import { SYLLABLE } from '../../lib/search-grams.ts';
import { KeptStatements } from './kept-statements.ts';

/**
 * Searches of how Koreans type rather than of the words as spelled (issue 22, decision 0390):
 * a pattern over the name without spaces (search_compact), found through the bigrams of that
 * compact name and of its initial consonants (spell_grams, GIN) — initial consonants ('ㅅㅎ',
 * '수ㅎ') and a word typed without its spaces ('영어교재'). The unspaced word also matches names
 * holding each of its pieces apart ('… 영어 독해 … 보충교재'), through the word grams
 * (search_grams, GIN). Ranked: compact name starting with the pattern, containing it, every piece
 * in the name, then author or publisher; then by name. An unspaced word's or a synonym's matches
 * are all ranked and counted, as a search of several words is; a query holding initial consonants
 * reads its page in rank order and counts to COUNT_CAP (decisions 0505, 0395, 0397).
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
  /**
   * A query of initial consonants only ('ㅅㅎ'): the initials the first rank tier's names start
   * with (search_initials), read in that index's order (decision 0505).
   */
  initialsPrefix?: string;
  /**
   * A query mixing syllables and initial consonants ('수ㅎ'): its initials ('ㅅㅎ'), held by every
   * match's search_initials where the pattern matches; its tiers are read in rank order and its
   * matches counted to COUNT_CAP like an initials query's (decision 0397).
   */
  mixedInitials?: string;
}

/**
 * An initials query's matches are counted up to this many (decision 0505): 'ㅅㅎ' is held by a
 * fifth of the catalog, and counting every holder was its cost. More is answered as
 * `totalCountAtLeast` with this figure ('1,000개 이상').
 */
export const COUNT_CAP = 1_000;

/**
 * Names of the name index walked per name an initials query's other tier needs before that tier
 * is taken from the spelling index's candidates instead (decision 0395): the walk pays off when
 * more than one name in WALK_SPAN holds the query at the start of the name order.
 */
const WALK_SPAN = 50;

type Bind = (name: string) => unknown;
type Shape = {
  grams: number;
  gramSets: number[];
  pieces: number;
  pieceGrams: number;
  denied: number;
  /** Read in rank order with a capped count: initials only, or mixed (leading a syllable or not). */
  capped: '' | 'initials' | 'mixed' | 'mixed-initial';
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
  const nameKey = sql`${ps.searchName} collate "C"`;
  const initialsKey = sql`${ps.searchInitials} collate "C"`;
  const rankedRows = sql`select ${ps.productId} as id, ${tier} as tier, '' collate "C" as within_key,
      ${nameKey} as name_key, count(*) over () as total, false as at_least
    from ${ps} where ${matches} ${allowed}
    order by tier, name_key, id offset ${bind('offset')} limit ${bind('limit')}`;
  if (!shape.capped) return selectRanked(db, sql`(${rankedRows}) as ranked`);
  // A query of initials only (decisions 0505, 0395) or mixing syllables and initials (0397): its
  // two tiers are read in rank order, each up to offset + limit (reach) names. The first (starting
  // with it): initials only, from the initials index in its order; mixed, in name order from the
  // name index's range of the first syllable (or, led by an initial, the initials index's range of
  // the query's initials, sorted), index-only: search_compact is search_name without its spaces.
  // The matches are counted up to the cap from the spelling index's candidates (read once, lazily,
  // rechecked). The other tier (holding it later), in name order: when the count passed the cap, a
  // bounded walk of the name index with the initials in it (index-only: WALK_SPAN names per name
  // wanted) finds it if such names are dense at the start of the name order ('ㅅㅎ': a fifth of
  // the catalog); otherwise (few matches, or matches clustered further on: 'ㅇㅇㄷㅎ') it is the
  // candidates' sort, whose heap rows the count read already. One-time filters on the count and on
  // the walk run one branch, and neither runs when the first tier fills the page. Same order as
  // ranking every match (spelling-plans test).
  const prefix = bind('prefix');
  const mixed = shape.capped !== 'initials';
  const compactOf = (name: SQLWrapper) => sql`replace(${name}, ' ', '')`;
  // held at all, held at the start, held later: on a candidate (compact, initials) or an index
  // entry (name, initials)
  const heldBy = (compact: SQLWrapper, initials: SQLWrapper, where: 'any' | 'start' | 'later') => {
    if (!mixed) {
      const at = { any: sql`> 0`, start: sql`= 1`, later: sql`> 1` }[where];
      return sql`strpos(${initials}, ${prefix}) ${at}`;
    }
    // case: the initials (a strpos) before the regular expressions, which the planner may put first
    // (not for the first tier: its index range is chosen by the estimate of the plain condition)
    const anywhere = sql`case when strpos(${initials}, ${prefix}) > 0
      then ${compact} ~ ${bind('pattern')} else false end`;
    if (where === 'any') return anywhere;
    if (where === 'start')
      return sql`strpos(${initials}, ${prefix}) = 1 and ${compact} ~ ${bind('startPattern')}`;
    return sql`case when strpos(${initials}, ${prefix}) > 0
      then ${compact} ~ ${bind('pattern')} and ${compact} !~ ${bind('startPattern')} else false end`;
  };
  const walked = sql`(select count(*) from counted) > ${bind('countLimit')}
    and (select count(*) from walk) >= ${bind('reach')}`;
  const firstRange =
    shape.capped === 'mixed'
      ? sql`${nameKey} >= ${bind('lead')} and ${nameKey} < ${bind('leadEnd')}`
      : sql`${initialsKey} >= ${prefix} and ${initialsKey} < ${bind('prefixEnd')}`;
  const firstTier = !mixed
    ? sql`select ${ps.productId} as id, ${initialsKey} as within_key, ${nameKey} as name_key
      from ${ps} where ${firstRange} ${allowed}
      order by ${initialsKey}, ${nameKey}, ${ps.productId} limit ${bind('reach')}`
    : sql`select ${ps.productId} as id, '' collate "C" as within_key, ${nameKey} as name_key
      from ${ps}
      where ${firstRange} and ${heldBy(compactOf(ps.searchName), ps.searchInitials, 'start')}
        ${allowed}
      order by ${nameKey}, ${ps.productId} limit ${bind('reach')}`;
  // the other tier is not looked for when the first fills the page
  const otherNeeded = sql`(select count(*) from first_tier) < ${bind('reach')}`;
  const parts = sql`with first_tier as materialized (${firstTier}),
    found as materialized (
      select ${ps.productId} as id, ${ps.searchInitials} as initials,
        ${mixed ? ps.searchCompact : sql`''`} as compact, ${nameKey} as name_key
      from ${ps} where ${holds} ${allowed}),
    counted as materialized (
      select id from found where ${heldBy(sql`found.compact`, sql`found.initials`, 'any')}
      limit ${bind('countCap')}),
    walk as materialized (
      select id, name_key from (select ${ps.productId} as id, ${nameKey} as name_key,
          ${ps.searchName} as name, ${ps.searchInitials} as initials
          from ${ps} where true ${allowed}
          order by ${nameKey}, ${ps.productId} limit ${bind('walkSpan')}) as walked
      where ${heldBy(compactOf(sql`walked.name`), sql`walked.initials`, 'later')}
      limit ${bind('reach')}),
    other_tier as (
      (select id, '' collate "C" as within_key, name_key from walk
        where ${otherNeeded} and ${walked})
      union all
      (select id, '' collate "C" as within_key, name_key from found
        where ${otherNeeded} and not (${walked})
          and ${heldBy(sql`found.compact`, sql`found.initials`, 'later')}
        order by name_key, id limit ${bind('reach')})),
    capped as (select count(*) as n from counted)
    select page.id, page.tier, page.within_key, page.name_key,
      least(capped.n, ${bind('countLimit')}) as total, capped.n > ${bind('countLimit')} as at_least
    from (select 1 as tier, first_tier.* from first_tier
        union all select 2 as tier, other_tier.* from other_tier
        order by tier, within_key, name_key, id
        offset ${bind('offset')} limit ${bind('limit')}) as page, capped`;
  return selectRanked(db, sql`(${parts}) as ranked`);
}

function selectRanked(db: Db, ranked: SQL) {
  return db
    .select({
      ...rowColumns,
      total: sql<number>`ranked.total`.mapWith(Number),
      atLeast: sql<boolean>`ranked.at_least`,
    })
    .from(ranked)
    .innerJoin(products, sql`${products.productId} = ranked.id`)
    .orderBy(sql`ranked.tier`, sql`ranked.within_key`, sql`ranked.name_key`, sql`ranked.id`);
}

function valuesOf(search: SpellingSearch, deniedRootIds: number[], page: number, size: number) {
  const values: Record<string, unknown> = {
    pattern: search.pattern,
    startPattern: `^${search.pattern}`,
    offset: (page - 1) * size,
    limit: size,
  };
  const capped = search.initialsPrefix ?? search.mixedInitials;
  const lead = Array.from(search.pattern)[0]!;
  const ledBySyllable = SYLLABLE.test(lead);
  if (capped) {
    values.prefix = capped;
    values.prefixEnd = `${capped}${PAST_PREFIX}`;
    values.lead = lead;
    values.leadEnd = `${lead}${PAST_PREFIX}`;
    values.reach = page * size;
    values.countLimit = COUNT_CAP;
    values.countCap = COUNT_CAP + 1;
    values.walkSpan = page * size * WALK_SPAN;
  }
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
    capped: search.initialsPrefix
      ? 'initials'
      : search.mixedInitials
        ? ledBySyllable
          ? 'mixed'
          : 'mixed-initial'
        : '',
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

/** Kept per shape, like the other search statements (decision 0090). */
export class SpellingStatements {
  private readonly kept = new KeptStatements();

  constructor(private readonly db: Db) {}

  async page(
    search: SpellingSearch,
    deniedRootIds: number[],
    page: number,
    size: number,
  ): Promise<Page<ProductRowRecord>> {
    const { values, shape } = valuesOf(search, deniedRootIds, page, size);
    const key = `${shape.grams}:${shape.gramSets.join('/')}:${shape.pieces}:${shape.pieceGrams}:${shape.denied}:${shape.capped}`;
    const statement = this.kept.get(key, () =>
      spellingSelect(this.db, shape, (name) => sql.placeholder(name)),
    );
    type Row = ProductRowRecord & { total: number; atLeast: boolean };
    const counted = (row: Row | undefined) => ({
      totalCount: row?.total ?? 0,
      ...(row?.atLeast && { totalCountAtLeast: true }),
    });
    const rows = (await statement.execute(values)) as Row[];
    if (rows.length || page === 1) return { rows, ...counted(rows[0]) };
    const [first] = (await statement.execute({ ...values, offset: 0, limit: 1 })) as Row[];
    return { rows, ...counted(first) };
  }
}
