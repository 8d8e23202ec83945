import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products, searchTermCounts } from '../../db/schema/catalog.ts';
import { rowColumns, type Page, type ProductRowRecord } from './repository.ts';
import { PAST_PREFIX } from './search-queries.ts';
import { KeptStatements } from './kept-statements.ts';

/**
 * A one-word search without visiting every match. Its rank tiers (name starting with the word,
 * name containing it, author or publisher only) and the exact total come from the term counts
 * (search_term_counts, kept by triggers) and one prefix range of the name index; the page is then
 * read tier by tier in rank order: from the name index in order when the tier is dense enough that
 * the rows walked past are fewer than the matches a GIN lookup would visit, else from the GIN index
 * and sorted. Same answers as ranking every match (search-ranking.api.test.ts); see
 * docs/decisions/0090-search-speed.md.
 */

export interface WordTiers {
  /** Matches whose name starts with the word. */
  starts: number;
  /** Matches whose name contains the word (starts included). */
  inName: number;
  total: number;
}

const nameKey = sql`${ps.searchName} collate "C"`;

type Bind = (name: string) => unknown;

/** Values by name: the statements below are written with bind(name) (a value or a placeholder). */
function wordValues(word: string, grams: string[], deniedRootIds: number[]) {
  const values: Record<string, unknown> = { word, wordEnd: word + PAST_PREFIX };
  grams.forEach((g, i) => (values[`g${i}`] = g));
  deniedRootIds.forEach((id, i) => (values[`d${i}`] = id));
  return values;
}

function allowedBy(column: SQLWrapper, deniedCount: number, bind: Bind): SQL {
  if (deniedCount === 0) return sql`true`;
  const ids = Array.from({ length: deniedCount }, (_d, i) => sql`${bind(`d${i}`)}`);
  return sql`${column} <> all(array[${sql.join(ids, sql`, `)}]::int[])`;
}

function tiersSelect(db: Db, deniedCount: number, bind: Bind) {
  const counts = searchTermCounts;
  return db
    .select({
      starts: sql<number>`(select count(*) from ${ps}
        where ${nameKey} >= ${bind('word')} and ${nameKey} < ${bind('wordEnd')}
          and ${allowedBy(ps.rootCategoryId, deniedCount, bind)})::int`.as('starts'),
      inName:
        sql<number>`coalesce(sum(${counts.products}) filter (where ${counts.inName}), 0)::int`.as(
          'in_name',
        ),
      total: sql<number>`coalesce(sum(${counts.products}), 0)::int`.as('total'),
    })
    .from(counts)
    .where(
      sql`${counts.term} = ${bind('word')} and ${allowedBy(counts.rootCategoryId, deniedCount, bind)}`,
    );
}

export function wordTiersQuery(db: Db, word: string, deniedRootIds: number[]): SQL {
  const values = wordValues(word, [], deniedRootIds);
  return tiersSelect(db, deniedRootIds.length, (name) => values[name]).getSQL();
}

interface TierSlice {
  tier: 1 | 2 | 3;
  offset: number;
  limit: number;
  /** First look for the slice in the first WALK_LIMIT entries of the name index (tier 2). */
  walk: boolean;
}

/**
 * Entries of the name index a tier-2 slice may walk before the GIN lookup takes over: an
 * index-only walk of this many entries costs less than visiting a few hundred matches.
 */
export const WALK_LIMIT = 2_000;

/** Which part of which tier the page holds, and how each part is best read. */
export function pageSlices(
  tiers: WordTiers,
  page: number,
  size: number,
  catalogSize: number,
): TierSlice[] {
  const sizes: [1 | 2 | 3, number][] = [
    [1, tiers.starts],
    [2, tiers.inName - tiers.starts],
    [3, tiers.total - tiers.inName],
  ];
  const from = (page - 1) * size;
  const to = from + size;
  const slices: TierSlice[] = [];
  let start = 0;
  for (const [tier, count] of sizes) {
    const end = start + count;
    if (count > 0 && from < end && to > start) {
      const offset = Math.max(0, from - start);
      const limit = Math.min(to, end) - Math.max(from, start);
      // entries walked to reach the slice if the tier were spread evenly over the name order
      const expected = ((offset + limit) * Math.max(catalogSize, count)) / count;
      slices.push({ tier, offset, limit, walk: tier === 2 && expected <= WALK_LIMIT / 2 });
    }
    start = end;
  }
  return slices;
}

function tierPart(
  slice: TierSlice,
  index: number,
  gramCount: number,
  deniedCount: number,
  bind: Bind,
): SQL {
  const tier = sql.raw(String(slice.tier));
  const word = bind('word');
  const offset = bind(`o${index}`);
  const limit = bind(`l${index}`);
  const allowed = (column: SQLWrapper) => allowedBy(column, deniedCount, bind);
  if (slice.tier === 1) {
    // names starting with the word are one range of the name index, already in rank order
    return sql`(select ${ps.productId} as id, ${tier} as tier, ${nameKey} as name_key
      from ${ps}
      where ${nameKey} >= ${word} and ${nameKey} < ${bind('wordEnd')}
        and ${allowed(ps.rootCategoryId)}
      order by ${nameKey}, ${ps.productId}
      offset ${offset} limit ${limit})`;
  }
  const inTier =
    slice.tier === 2
      ? sql`strpos(${ps.searchName}, ${word}) > 1`
      : sql`strpos(${ps.searchName}, ${word}) = 0 and strpos(${ps.searchText}, ${word}) > 0`;
  const grams = Array.from({ length: gramCount }, (_g, i) => sql`${bind(`g${i}`)}`);
  // materialized: every match of the tier from the GIN index, then sorted (the planner would
  // otherwise walk the name index for it, fetching each row, however far the matches lie)
  const byGrams = sql`(with matches as materialized (
      select ${ps.productId} as id, ${nameKey} as name_key
      from ${ps}
      where ${ps.searchGrams} @> array[${sql.join(grams, sql`, `)}]::text[] and ${inTier}
        and ${allowed(ps.rootCategoryId)})
    select matches.id, ${tier} as tier, matches.name_key from matches
    order by matches.name_key, matches.id
    offset ${offset} limit ${limit})`;
  if (!slice.walk) return byGrams;
  // The first WALK_LIMIT entries of the name index (index-only) hold the whole slice when the
  // tier is spread over the name order; when they do not, the GIN lookup answers instead.
  return sql`(with walk as materialized (
      select first.id, first.name_key from (
        select ${ps.productId} as id, ${nameKey} as name_key, ${ps.searchName} as name,
               ${ps.rootCategoryId} as root
        from ${ps} order by ${nameKey}, ${ps.productId} limit ${sql.raw(String(WALK_LIMIT))}) as first
      where strpos(first.name, ${word}) > 1 and ${allowed(sql`first.root`)}
      order by first.name_key, first.id
      offset ${offset} limit ${limit})
    select walk.id, ${tier} as tier, walk.name_key from walk
      where (select count(*) from walk) = ${limit}
    union all
    select * from ${byGrams} as by_grams
      where (select count(*) from walk) < ${limit})`;
}

function pageSelect(
  db: Db,
  slices: TierSlice[],
  gramCount: number,
  deniedCount: number,
  bind: Bind,
) {
  const parts = sql.join(
    slices.map((s, i) => tierPart(s, i, gramCount, deniedCount, bind)),
    sql` union all `,
  );
  return db
    .select(rowColumns)
    .from(sql`(${parts}) as ranked`)
    .innerJoin(products, sql`${products.productId} = ranked.id`)
    .orderBy(sql`ranked.tier`, sql`ranked.name_key`, sql`ranked.id`);
}

function pageValues(slices: TierSlice[], word: string, grams: string[], deniedRootIds: number[]) {
  const values = wordValues(word, grams, deniedRootIds);
  slices.forEach((slice, i) => {
    values[`o${i}`] = slice.offset;
    values[`l${i}`] = slice.limit;
  });
  return values;
}

/** The page's rows, or undefined when the page is past the last match. */
export function wordPageQuery(
  db: Db,
  slices: TierSlice[],
  word: string,
  grams: string[],
  deniedRootIds: number[],
) {
  if (slices.length === 0) return undefined;
  const values = pageValues(slices, word, grams, deniedRootIds);
  return pageSelect(db, slices, grams.length, deniedRootIds.length, (name) => values[name]);
}

/**
 * The tier-size and page statements built once per shape (closed sections; the page's tiers and
 * how each is read, the word's gram count) with placeholders: building them with the query
 * builder took ~0.4 ms of CPU per search. Prepared without a name, so PostgreSQL still plans each
 * with its values.
 */
export class WordStatements {
  private readonly kept = new KeptStatements();

  constructor(private readonly db: Db) {}

  async page(
    search: { word: string; grams: string[] },
    deniedRootIds: number[],
    page: number,
    size: number,
    catalogSize: number,
  ): Promise<Page<ProductRowRecord>> {
    const { word, grams } = search;
    const placeholder = (name: string) => sql.placeholder(name);
    const denied = deniedRootIds.length;
    const tiersStatement = this.kept.get(`tiers:${denied}`, () =>
      tiersSelect(this.db, denied, placeholder),
    );
    const [row] = (await tiersStatement.execute(wordValues(word, [], deniedRootIds))) as {
      starts: number;
      inName: number;
      total: number;
    }[];
    const tiers = {
      starts: Number(row!.starts),
      inName: Number(row!.inName),
      total: Number(row!.total),
    };
    const slices = pageSlices(tiers, page, size, catalogSize);
    if (slices.length === 0) return { rows: [], totalCount: tiers.total };
    const shape = slices.map((s) => `${s.tier}${s.walk ? 'w' : ''}`).join(',');
    const pageStatement = this.kept.get(`page:${shape}:${grams.length}:${denied}`, () =>
      pageSelect(this.db, slices, grams.length, denied, placeholder),
    );
    const values = pageValues(slices, word, grams, deniedRootIds);
    const rows = (await pageStatement.execute(values)) as ProductRowRecord[];
    return { rows, totalCount: tiers.total };
  }
}

/** Without keeping statements (tests compare it with the full ranking). */
export async function searchOneWordPage(
  db: Db,
  search: { word: string; grams: string[] },
  deniedRootIds: number[],
  page: number,
  size: number,
  catalogSize: number,
): Promise<Page<ProductRowRecord>> {
  return new WordStatements(db).page(search, deniedRootIds, page, size, catalogSize);
}
