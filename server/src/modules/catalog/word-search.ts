import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch as ps, products, searchTermCounts } from '../../db/schema/catalog.ts';
import {
  rowColumns,
  toIntArray,
  toTextArray,
  type Page,
  type ProductRowRecord,
} from './repository.ts';

/**
 * A one-word search without visiting every match. Its rank tiers (name starting with the word,
 * name containing it, author or publisher only) and the exact total come from the term counts
 * (search_term_counts, kept by triggers) and one prefix range of the name index; the page is then
 * read tier by tier in rank order: from the name index in order when the tier is dense enough that
 * the rows walked past are fewer than the matches a GIN lookup would visit, else from the GIN index
 * and sorted. Same answers as ranking every match (search-ranking.api.test.ts); see
 * docs/decisions.md › Catalog › Search speed.
 */

export interface WordTiers {
  /** Matches whose name starts with the word. */
  starts: number;
  /** Matches whose name contains the word (starts included). */
  inName: number;
  total: number;
}

/** Past every character a normalized word can hold, so [word, word + MAX) is its prefix range. */
const PAST_PREFIX = String.fromCodePoint(0x10ffff);
const nameKey = sql`${ps.searchName} collate "C"`;

export function wordTiersQuery(db: Db, word: string, deniedRootIds: number[]): SQL {
  const counts = searchTermCounts;
  return sql`select
      (select count(*) from ${ps}
        where ${nameKey} >= ${word} and ${nameKey} < ${word + PAST_PREFIX}
          and ${allowed(ps.rootCategoryId, deniedRootIds)})::int as starts,
      coalesce(sum(${counts.products}) filter (where ${counts.inName}), 0)::int as in_name,
      coalesce(sum(${counts.products}), 0)::int as total
    from ${counts}
    where ${counts.term} = ${word} and ${allowed(counts.rootCategoryId, deniedRootIds)}`;
}

async function wordTiers(db: Db, word: string, deniedRootIds: number[]): Promise<WordTiers> {
  const result = (await db.execute(wordTiersQuery(db, word, deniedRootIds))) as unknown as {
    rows: { starts: number; in_name: number; total: number }[];
  };
  const row = result.rows[0]!;
  return { starts: Number(row.starts), inName: Number(row.in_name), total: Number(row.total) };
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

function tierPart(slice: TierSlice, word: string, grams: string[], deniedRootIds: number[]): SQL {
  const tier = sql.raw(String(slice.tier));
  if (slice.tier === 1) {
    // names starting with the word are one range of the name index, already in rank order
    return sql`(select ${ps.productId} as id, ${tier} as tier, ${nameKey} as name_key
      from ${ps}
      where ${nameKey} >= ${word} and ${nameKey} < ${word + PAST_PREFIX}
        and ${allowed(ps.rootCategoryId, deniedRootIds)}
      order by ${nameKey}, ${ps.productId}
      offset ${slice.offset} limit ${slice.limit})`;
  }
  const inTier =
    slice.tier === 2
      ? sql`strpos(${ps.searchName}, ${word}) > 1`
      : sql`strpos(${ps.searchName}, ${word}) = 0 and strpos(${ps.searchText}, ${word}) > 0`;
  // materialized: every match of the tier from the GIN index, then sorted (the planner would
  // otherwise walk the name index for it, fetching each row, however far the matches lie)
  const byGrams = sql`(with matches as materialized (
      select ${ps.productId} as id, ${nameKey} as name_key
      from ${ps}
      where ${ps.searchGrams} @> ${toTextArray(grams)} and ${inTier}
        and ${allowed(ps.rootCategoryId, deniedRootIds)})
    select matches.id, ${tier} as tier, matches.name_key from matches
    order by matches.name_key, matches.id
    offset ${slice.offset} limit ${slice.limit})`;
  if (!slice.walk) return byGrams;
  // The first WALK_LIMIT entries of the name index (index-only) hold the whole slice when the
  // tier is spread over the name order; when they do not, the GIN lookup answers instead.
  return sql`(with walk as materialized (
      select first.id, first.name_key from (
        select ${ps.productId} as id, ${nameKey} as name_key, ${ps.searchName} as name,
               ${ps.rootCategoryId} as root
        from ${ps} order by ${nameKey}, ${ps.productId} limit ${WALK_LIMIT}) as first
      where strpos(first.name, ${word}) > 1 and ${allowed(sql`first.root`, deniedRootIds)}
      order by first.name_key, first.id
      offset ${slice.offset} limit ${slice.limit})
    select walk.id, ${tier} as tier, walk.name_key from walk
      where (select count(*) from walk) = ${slice.limit}
    union all
    select * from ${byGrams} as by_grams
      where (select count(*) from walk) < ${slice.limit})`;
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
  const parts = sql.join(
    slices.map((s) => tierPart(s, word, grams, deniedRootIds)),
    sql` union all `,
  );
  return db
    .select(rowColumns)
    .from(sql`(${parts}) as ranked`)
    .innerJoin(products, sql`${products.productId} = ranked.id`)
    .orderBy(sql`ranked.tier`, sql`ranked.name_key`, sql`ranked.id`);
}

export async function searchOneWordPage(
  db: Db,
  search: { word: string; grams: string[] },
  deniedRootIds: number[],
  page: number,
  size: number,
  catalogSize: number,
): Promise<Page<ProductRowRecord>> {
  const tiers = await wordTiers(db, search.word, deniedRootIds);
  const slices = pageSlices(tiers, page, size, catalogSize);
  const query = wordPageQuery(db, slices, search.word, search.grams, deniedRootIds);
  const rows = query ? ((await query) as ProductRowRecord[]) : [];
  return { rows, totalCount: tiers.total };
}

function allowed(rootColumn: SQLWrapper, deniedRootIds: number[]): SQL {
  if (deniedRootIds.length === 0) return sql`true`;
  return sql`${rootColumn} <> all(${toIntArray(deniedRootIds)})`;
}
