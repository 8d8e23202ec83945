import { getChoseong } from 'es-hangul';

/**
 * Korean search without trigrams (architecture §7): a two-syllable word such as '수학' has no
 * trigram, so every text is indexed by its character bigrams in a GIN-indexed array, and a match
 * found through the grams is rechecked exactly against the normalized text.
 */

/** Lower-case, NFC, and every run of characters that are not letters or digits folded to one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isbnDigits(isbn: string | null | undefined): string | null {
  if (!isbn) return null;
  const digits = isbn.replace(/[^0-9Xx]/g, '').toUpperCase();
  return digits.length > 0 ? digits : null;
}

/** The distinct bigrams inside each word (never across a space). */
export function bigrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of normalizeSearchText(text).split(' ')) {
    const chars = Array.from(word);
    for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

/* Spelling columns (issue 22, hangul-search.ts): the name without spaces and the bigrams of it and
   of its initial consonants; syllable and jamo bigrams never collide, so one GIN index serves both. */

export const SYLLABLE = /^[가-힣]$/u;
/** Compatibility consonants a phone keyboard types as initials (ㄳ and the like cannot start a syllable). */
export const INITIAL = /^[ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ]$/u;

export function bigramsOf(chars: string[]): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The normalized name without spaces: spacing-insensitive matching compares against this. */
export function compactText(text: string): string {
  return normalizeSearchText(text).replaceAll(' ', '');
}

/** Each syllable as its initial consonant, every other character as itself. */
export function initialsOf(compact: string): string[] {
  return Array.from(compact, (c) => (SYLLABLE.test(c) ? getChoseong(c) : c));
}

/** The columns a writer fills from a product's name (searchIndexOf adds them). */
export function spellingIndexOf(displayName: string): {
  searchCompact: string;
  spellGrams: string[];
} {
  const compact = compactText(displayName);
  const syllableGrams = bigramsOf(Array.from(compact));
  const initialGrams = initialGramsOf(compact);
  const mixedGrams = syllableInitialGramsOf(Array.from(compact));
  return {
    searchCompact: compact,
    spellGrams: [...new Set([...syllableGrams, ...initialGrams, ...mixedGrams])],
  };
}

/**
 * A syllable with the initial consonant of the next character when that is a syllable or an
 * initial ('수ㅎ' of 수학, and of the query '수ㅎ'): a query mixing syllables and initials finds its
 * matches through these, not through every name holding the initials' bigram (migration 0021).
 */
export function syllableInitialGramsOf(chars: string[]): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const [a, b] = [chars[i]!, chars[i + 1]!];
    if (!SYLLABLE.test(a)) continue;
    if (SYLLABLE.test(b)) grams.add(a + getChoseong(b));
    else if (INITIAL.test(b)) grams.add(a + b);
  }
  return [...grams];
}

/** The initial consonants' bigrams of a text (a typo in a vowel or final keeps them). */
export function initialGramsOf(text: string): string[] {
  return bigramsOf(initialsOf(compactText(text))).filter((g) =>
    Array.from(g).every((c) => INITIAL.test(c)),
  );
}

export interface SearchableFields {
  displayName: string;
  author?: string | null;
  manufacture?: string | null;
  isbn?: string | null;
}

export function searchIndexOf(fields: SearchableFields): {
  searchGrams: string[];
  searchText: string;
  searchName: string;
  isbnDigits: string | null;
  searchCompact: string;
  spellGrams: string[];
} {
  const searchText = normalizeSearchText(
    [fields.displayName, fields.author ?? '', fields.manufacture ?? ''].join(' '),
  );
  const digits = isbnDigits(fields.isbn);
  const grams = new Set(bigrams(searchText));
  if (digits) for (const g of bigrams(digits)) grams.add(g);
  return {
    searchGrams: [...grams],
    searchText,
    searchName: normalizeSearchText(fields.displayName),
    isbnDigits: digits,
    ...spellingIndexOf(fields.displayName),
  };
}

export interface SearchTerms {
  /** Normalized words; each must occur in the searchable text. */
  words: string[];
  /** Grams every match must contain (used with the GIN index). */
  grams: string[];
  /** When the whole query looks like an ISBN (digits and hyphens), its digits for a prefix match. */
  isbnPrefix: string | null;
}

export function searchTermsOf(query: string): SearchTerms {
  // '979-11-64': digits with hyphens can only be an ISBN; plain digits may also be in a name
  if (/^[0-9]+(-[0-9]+)+-?[0-9Xx]?$/.test(query.trim())) {
    return { words: [], grams: [], isbnPrefix: isbnDigits(query) };
  }
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const grams = new Set<string>();
  for (const w of words) for (const g of bigrams(w)) grams.add(g);
  const isbnPrefix = /^[0-9][0-9\s-]*[0-9Xx]?$/.test(query.trim()) ? isbnDigits(query) : null;
  return { words, grams: [...grams], isbnPrefix };
}
