import type { Db } from '../../db/client.ts';
import { jamoDistance, jamoInfixDistance, suggestionQueryOf } from '../../lib/hangul-search.ts';
import { normalizeSearchText } from '../../lib/search-grams.ts';
import { closestCandidatesQuery } from './search-plan-queries.ts';
import type { SuggestionStatements } from './suggestion-queries.ts';

/**
 * When a search finds nothing, the product names closest to it (issue 22 item 5, decision 0392):
 * each word's closest terms of the catalog (edit distance on jamo, among the terms starting with
 * the same character, as closestWord reads them) give candidate names through the suggestions'
 * index; a name is then scored by the jamo edit distance of each query word to its closest stretch
 * of the name, summed, and kept when that is within two fifths of the query's jamo.
 */

export const CLOSEST_NAMES = 5;
/** Words of a query looked at, and closest terms per word. */
const MAX_WORDS = 3;
const TERMS_PER_WORD = 2;

async function closestTerms(db: Db, word: string): Promise<string[]> {
  if (Array.from(word).length < 2) return [];
  const rows = await closestCandidatesQuery(db, word);
  const allowed = Math.max(2, Math.ceil(jamoDistance('', word) / 3));
  return rows
    .map((r) => ({ ...r, distance: jamoDistance(word, r.term) }))
    .filter((r) => r.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || b.products - a.products)
    .slice(0, TERMS_PER_WORD)
    .map((r) => r.term);
}

export async function closestNames(
  db: Db,
  suggestions: SuggestionStatements,
  query: string,
  deniedRootIds: number[],
): Promise<{ productId: number; displayName: string }[]> {
  const words = normalizeSearchText(query).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  // a bounded number of statements (words × terms), only for a first page that found nothing
  const terms = new Set((await Promise.all(words.map((w) => closestTerms(db, w)))).flat());
  const typed = [...terms].flatMap((term) => suggestionQueryOf(term) ?? []);
  const found = await Promise.all(typed.map((q) => suggestions.names(q, deniedRootIds)));
  const names = new Map<string, { productId: number; displayName: string }>();
  for (const row of found.flat()) if (!names.has(row.displayName)) names.set(row.displayName, row);
  const allowed = Math.floor((jamoDistance('', words.join('')) * 2) / 5);
  return [...names.values()]
    .map((row) => {
      const name = normalizeSearchText(row.displayName);
      const distance = words.reduce((sum, w) => sum + jamoInfixDistance(w, name), 0);
      return { row, distance };
    })
    .filter((r) => r.distance <= allowed)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.row.displayName.length - b.row.displayName.length ||
        (a.row.displayName < b.row.displayName ? -1 : 1),
    )
    .slice(0, CLOSEST_NAMES)
    .map((r) => r.row);
}
