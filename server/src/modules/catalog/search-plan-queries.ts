import { sql } from 'drizzle-orm';
import { namedStatement, type Db } from '../../db/client.ts';
import { searchTermCounts } from '../../db/schema/catalog.ts';
import { PAST_PREFIX } from './search-queries.ts';
import {
  initialsQueryOf,
  isHangulWord,
  jamoDistance,
  keyboardSlipOf,
  splitIntoTerms,
  substringsOf,
} from '../../lib/hangul-search.ts';
import {
  bigramsOf,
  bigrams,
  normalizeSearchText,
  searchTermsOf,
  type SearchTerms,
} from '../../lib/search-grams.ts';
import type { SpellingSearch } from './spelling-search-queries.ts';
import { synonymSearchOf, type SynonymMap } from './search-synonyms.ts';

/**
 * Which statement answers a query, decided from the query and the term table (issue 22, decision
 * 0390): the words as typed (word-search-queries.ts, phrase-search-queries.ts, repository.ts), or a spelling
 * search (spelling-search-queries.ts) for initial consonants and for a Hangul word typed without its
 * spaces. A query in Latin letters that matches nothing and reads as whole syllables on the
 * Korean keyboard is searched as those syllables (`searchedAs`). A query that is a term of a staff
 * synonym group finds names holding any term of the group (search-synonyms.ts).
 */
export type SearchPlan =
  | { kind: 'terms'; terms: SearchTerms; searchedAs?: string }
  | { kind: 'spelling'; search: SpellingSearch; searchedAs?: string };

/** A text[] value written as one literal ('{"영어","교재"}'), so a list of any length is one value. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

const knownTermsSql = (terms: unknown) =>
  sql`select distinct ${searchTermCounts.term} as term from ${searchTermCounts}
    where ${searchTermCounts.term} = any(${terms}::text[])`;

/** Terms (substrings of two or more characters of a word) some product holds. */
export function knownTermsQuery(candidates: string[]) {
  return knownTermsSql(textArrayLiteral(candidates));
}

// built once (decision 0524): the query builder cost more than the look-up
const knownTermsStatement = namedStatement<{ term: string }>(
  'search_known_terms',
  knownTermsSql(sql.placeholder('terms')),
);

async function knownTerms(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await knownTermsStatement(db, { terms: textArrayLiteral(candidates) });
  return new Set(rows.map((r) => r.term));
}

/** A Hangul word of at least this many syllables may have been typed without its spaces. */
const UNSPACED_MIN = 3;

/**
 * The pieces of a Hangul word typed without its spaces, or undefined when it is not such a word.
 * Four or more syllables: the fewest known terms of two or more syllables ('영어교재' → 영어 +
 * 교재; a single word may itself be a term: '받아쓰기' is searched both ways, as before). Three
 * syllables, and every word of a query of several words: only a word the catalog does not hold as
 * typed (a known term is found by the words' search), split into known terms where a piece of one
 * syllable is allowed beside a term of two ('우리몸' → 우리 + 몸, '수놀이' → 수 + 놀이).
 */
function unspacedPieces(
  word: string,
  known: ReadonlySet<string>,
  alone: boolean,
): string[] | undefined {
  const length = Array.from(word).length;
  if (!isHangulWord(word) || length < UNSPACED_MIN) return undefined;
  if (alone && length > UNSPACED_MIN) return splitIntoTerms(word, known);
  if (known.has(word)) return undefined;
  return splitIntoTerms(word, known) ?? splitWithSyllable(word, known);
}

/** A known term of two or more syllables and one syllable, either way round ('우리몸', '수놀이'). */
function splitWithSyllable(word: string, known: ReadonlySet<string>): string[] | undefined {
  const chars = Array.from(word);
  const head = chars.slice(0, -1).join('');
  const tail = chars.slice(1).join('');
  if (known.has(head)) return [head, chars.at(-1)!];
  if (known.has(tail)) return [chars[0]!, tail];
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A query holding a word typed without its spaces ('영어교재', '우리몸', '초등 영어문법'): the
 * whole query without spaces is matched against the compact name (the exact phrase, however
 * spaced, ranks first), and every word, the unspaced ones as their pieces, anywhere in the
 * searchable text (the pieces scattered rank after). A single word of three syllables has no
 * scattered match: a piece of one syllable anywhere in a name says little.
 */
async function unspacedSearch(db: Db, words: string[]): Promise<SpellingSearch | undefined> {
  const candidates = words.filter((w) => isHangulWord(w) && Array.from(w).length >= UNSPACED_MIN);
  if (candidates.length === 0) return undefined;
  const known = await knownTerms(db, [...new Set(candidates.flatMap((w) => substringsOf(w)))]);
  const alone = words.length === 1;
  const split = words.map((w) => unspacedPieces(w, known, alone));
  if (split.every((p) => !p)) return undefined;
  const compact = words.join('');
  const pieces =
    alone && Array.from(compact).length === UNSPACED_MIN
      ? []
      : words.flatMap((w, i) => split[i] ?? [w]);
  const pieceGrams = [...new Set(pieces.flatMap((p) => bigrams(p)))];
  return {
    pattern: escapeRegExp(compact),
    grams: bigramsOf(Array.from(compact)),
    pieces,
    pieceGrams,
  };
}

export async function planSearch(
  db: Db,
  query: string,
  options: { asTyped?: boolean; synonyms?: SynonymMap } = {},
): Promise<SearchPlan> {
  const synonym = !options.asTyped && options.synonyms && synonymSearchOf(query, options.synonyms);
  if (synonym) return { kind: 'spelling', search: synonym };
  const typed = searchTermsOf(query);
  const slip = options.asTyped ? undefined : keyboardSlipOf(query);
  let searchedAs: string | undefined;
  if (slip) {
    // a plausible Latin query is one the catalog holds: every word is a known term
    const known = await knownTerms(db, typed.words);
    if (!typed.words.every((w) => known.has(w))) searchedAs = slip;
  }
  const text = searchedAs ?? query;
  const initials = initialsQueryOf(text);
  if (initials) {
    const { pattern, grams, initials: prefix, initialsOfQuery } = initials;
    return {
      kind: 'spelling',
      search: {
        pattern,
        grams,
        pieces: [],
        pieceGrams: [],
        ...(prefix ? { initialsPrefix: prefix } : { mixedInitials: initialsOfQuery }),
      },
      ...(searchedAs && { searchedAs }),
    };
  }
  const terms = searchedAs ? searchTermsOf(text) : typed;
  const unspaced = terms.isbnPrefix ? undefined : await unspacedSearch(db, terms.words);
  if (unspaced) return { kind: 'spelling', search: unspaced, ...(searchedAs && { searchedAs }) };
  return { kind: 'terms', terms, ...(searchedAs && { searchedAs }) };
}

/** Terms looked at for the closest word of a query that found nothing. */
const CLOSEST_CANDIDATES = 3_000;

/** Terms starting with the word's first character, one character shorter to one longer. */
export function closestCandidatesQuery(db: Db, word: string) {
  const chars = Array.from(word);
  const t = searchTermCounts;
  return db
    .select({ term: t.term, products: sql<number>`sum(${t.products})`.mapWith(Number) })
    .from(t)
    .where(
      sql`${t.term} >= ${chars[0]!} and ${t.term} < ${chars[0]! + PAST_PREFIX}
        and char_length(${t.term}) between ${chars.length - 1} and ${chars.length + 1}`,
    )
    .groupBy(t.term)
    .limit(CLOSEST_CANDIDATES);
}

/**
 * The term of the catalog closest to a one-word query that found nothing (a typo: '영오' for
 * '영어', 'grammer' for 'grammar'), by edit distance on jamo among the terms that start with the
 * same character and are about as long (the term table's key range); ties go to the term as long
 * as the query, then to the one more products hold. Undefined when none is within 1 jamo (2 for words of three or more characters).
 */
export async function closestWord(db: Db, query: string): Promise<string | undefined> {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length !== 1) return undefined;
  const word = words[0]!;
  const chars = Array.from(word);
  if (chars.length < 2) return undefined;
  const rows = await closestCandidatesQuery(db, word);
  const allowed = chars.length >= 3 ? 2 : 1;
  // closest first, then as long as the query (not a piece of the word), then the commoner
  const rank = (r: { term: string; distance: number; products: number }) =>
    [r.distance, Math.abs(Array.from(r.term).length - chars.length), -r.products] as const;
  let best: { term: string; distance: number; products: number } | undefined;
  for (const row of rows) {
    const distance = jamoDistance(word, row.term);
    if (distance === 0 || distance > allowed) continue;
    const candidate = { ...row, distance };
    if (!best || isBefore(rank(candidate), rank(best))) best = candidate;
  }
  return best?.term;
}

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i >= 0 && a[i]! < b[i]!;
}
