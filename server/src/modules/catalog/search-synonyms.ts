import { bigramsOf, compactText } from '../../lib/search-grams.ts';
import type { SpellingSearch } from './spelling-search-queries.ts';
import type { SynonymRow } from './search-tuning-queries.ts';

/**
 * The staff's synonym groups (issue 22 item 6, decision 0393), applied at query time: a query
 * that is one term of a group, spaces aside ('이북', '학습 교구'), is searched as a pattern over
 * the compact name matching any term of the group, found through each term's bigrams.
 */

/** Each term (compact) → every term of its group, the term itself first. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

export function synonymMapOf(rows: readonly SynonymRow[]): SynonymMap {
  const map = new Map<string, string[]>();
  for (const { terms } of rows) {
    for (const term of terms) {
      const group = map.get(term) ?? [term];
      for (const other of terms) if (!group.includes(other)) group.push(other);
      map.set(term, group);
    }
  }
  return map;
}

/** The spelling search of a query that names a synonym group; undefined when it names none. */
export function synonymSearchOf(query: string, synonyms: SynonymMap): SpellingSearch | undefined {
  const group = synonyms.get(compactText(query));
  if (!group || group.length < 2) return undefined;
  return {
    // terms are letters and digits only (compactText), so no character needs escaping
    pattern: `(${group.join('|')})`,
    grams: [],
    gramSets: group.map((term) => bigramsOf(Array.from(term))),
    pieces: [],
    pieceGrams: [],
  };
}
