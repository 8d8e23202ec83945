import { convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';
import { compactText, INITIAL, initialsOf, SYLLABLE } from './search-grams.ts';

/**
 * How Korean shoppers type (issue 22): without spaces ('영어교재'), by initial consonants
 * ('ㅅㅎ', '수ㅎ'), and with the keyboard left in English mode ('duddj' for '영어'). A product's
 * name is kept without spaces (search_compact) beside the bigrams of that compact name and of its
 * initial consonants (spell_grams, search-grams.ts spellingIndexOf); a query becomes a regular expression over the compact name, found through those bigrams.
 * Decomposition, initial consonants and the keyboard reading are es-hangul's.
 */

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FIRST_SYLLABLE = 0xac00;
/** Syllables sharing an initial consonant are one run of 21 vowels × 28 finals. */
const PER_INITIAL = 21 * 28;

/** The regular-expression class of the syllables starting with a consonant. */
function initialClass(initial: string): string {
  const start = FIRST_SYLLABLE + INITIALS.indexOf(initial) * PER_INITIAL;
  return `[${String.fromCharCode(start)}-${String.fromCharCode(start + PER_INITIAL - 1)}]`;
}

/**
 * A query that holds initial consonants ('ㅅㅎ', 'ㅇㅇㄷㅎ', '수ㅎ', '영ㅇ'): each consonant stands
 * for any syllable starting with it, in order and across spaces. `grams` are the initials'
 * bigrams every match holds; undefined when the query is not such a query or has fewer than two
 * characters to look up.
 */
export interface InitialsQuery {
  /** Matched against search_compact. */
  pattern: string;
  grams: string[];
  /** A query of initial consonants only: itself, what the first tier's initials start with. */
  initials?: string;
  /**
   * The query's initial consonants ('수ㅎ' → 'ㅅㅎ'): every match's search_initials holds them where
   * the pattern matches (decision 0397).
   */
  initialsOfQuery: string;
}

export function initialsQueryOf(query: string): InitialsQuery | undefined {
  const chars = Array.from(compactText(query));
  if (chars.length < 2) return undefined;
  if (!chars.some((c) => INITIAL.test(c))) return undefined;
  if (!chars.every((c) => INITIAL.test(c) || SYLLABLE.test(c))) return undefined;
  const pattern = chars.map((c) => (INITIAL.test(c) ? initialClass(c) : c)).join('');
  const grams = pairGramsOf(chars, (c) => INITIAL.test(c));
  const initials = chars.every((c) => INITIAL.test(c)) ? chars.join('') : undefined;
  const initialsOfQuery = initialsOf(chars.join('')).join('');
  return { pattern, grams, ...(initials && { initials }), initialsOfQuery };
}

/**
 * The one most telling gram of each pair of neighbouring characters of a query, which every match
 * holds in spell_grams (decision 0398): two characters typed whole, themselves ('수학'); a syllable
 * typed whole before a consonant or a class, the syllable with that initial ('수ㅎ'); a consonant
 * first, the two initials ('ㅅㅎ'); nothing for other pairs. Each gram left out implies the one kept
 * ('수ㅎ' is held only by names holding 'ㅅㅎ'), so the candidates and the order they are read in
 * are the same, without the GIN lookup of the frequent initials' bigram (20,000 names hold 'ㅇㅇ').
 * `isClass`: the character stands for several syllables (a consonant; a last open syllable).
 */
function pairGramsOf(chars: string[], isClass: (c: string, i: number) => boolean): string[] {
  const grams = new Set<string>();
  const initialOf = (c: string) => (SYLLABLE.test(c) ? getChoseong(c) : c);
  const hangul = (c: string) => SYLLABLE.test(c) || INITIAL.test(c);
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const [a, b] = [chars[i]!, chars[i + 1]!];
    const [aClass, bClass] = [isClass(a, i), isClass(b, i + 1)];
    if (!aClass && !bClass) grams.add(a + b);
    else if (!aClass && SYLLABLE.test(a) && hangul(b)) grams.add(a + initialOf(b));
    else if (INITIAL.test(a) && hangul(b)) grams.add(a + initialOf(b));
  }
  return [...grams];
}

/**
 * The Korean-keyboard reading of a query typed in Latin letters ('duddj' → '영어', 'vkdlTjs' →
 * '파이썬': Shift makes the doubled consonants), when every letter makes a whole syllable; read as
 * typed, then in lower case (Caps Lock); undefined otherwise ('grammar' reads as loose jamo).
 */
export function keyboardSlipOf(query: string): string | undefined {
  const words = query.trim().split(/\s+/);
  if (!words.every((w) => /^[A-Za-z]+$/.test(w))) return undefined;
  for (const typed of [words, words.map((w) => w.toLowerCase())]) {
    const hangul = typed.map((w) => convertQwertyToHangul(w)).join(' ');
    if (/^[가-힣]+( [가-힣]+)*$/u.test(hangul)) return hangul;
  }
  return undefined;
}

/** A word of Hangul syllables only, the kind typed without spaces ('영어교재'). */
export function isHangulWord(word: string): boolean {
  return /^[가-힣]+$/u.test(word);
}

/**
 * The fewest pieces of two or more syllables, each a known term, that make up the word
 * ('영어교재' → ['영어', '교재']); undefined when none does or the word is one piece.
 */
export function splitIntoTerms(word: string, known: ReadonlySet<string>): string[] | undefined {
  const chars = Array.from(word);
  const best: (string[] | undefined)[] = [[]];
  for (let end = 2; end <= chars.length; end += 1) {
    for (let start = 0; start + 2 <= end; start += 1) {
      const before = best[start];
      const piece = chars.slice(start, end).join('');
      if (!before || !known.has(piece)) continue;
      const candidate = [...before, piece];
      if (!best[end] || candidate.length < best[end]!.length) best[end] = candidate;
    }
  }
  const split = best[chars.length];
  return split && split.length > 1 ? split : undefined;
}

/** Every substring of two or more characters (the candidate pieces of splitIntoTerms). */
export function substringsOf(word: string): string[] {
  const chars = Array.from(word);
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i += 1)
    for (let j = i + 2; j <= chars.length; j += 1) out.add(chars.slice(i, j).join(''));
  return [...out];
}

/** Edit distance between the jamo of two texts (a wrong vowel costs 1, not a whole syllable). */
export function jamoDistance(a: string, b: string): number {
  return editDistance(Array.from(disassemble(a)), Array.from(disassemble(b)), false);
}

/**
 * Edit distance between the jamo of a word and the closest stretch of a text ('현미겅' in '초등
 * 현미경 세트' is 1): where the stretch starts and ends is free.
 */
export function jamoInfixDistance(word: string, text: string): number {
  return editDistance(Array.from(disassemble(word)), Array.from(disassemble(text)), true);
}

/** Levenshtein over x against y, or against y's closest stretch when `infix`. */
function editDistance(x: string[], y: string[], infix: boolean): number {
  let previous = Array.from({ length: y.length + 1 }, (_v, j) => (infix ? 0 : j));
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return infix ? Math.min(...previous) : previous[y.length]!;
}

/** A syllable without a final consonant may still get one: '하' stands for 하 … 핳. */
function partialClass(syllable: string): string | undefined {
  const offset = syllable.charCodeAt(0) - FIRST_SYLLABLE;
  if (offset % 28 !== 0) return undefined;
  return `[${syllable}-${String.fromCharCode(syllable.charCodeAt(0) + 27)}]`;
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is being typed, as a pattern over search_compact for suggestions (issue 22): initial
 * consonants stand for their syllables ('영ㅇ' → 영어 …) and a last syllable without a final
 * consonant for the syllables it may still become ('수하' → 수학). `grams`: bigrams of the initials
 * and of the characters typed whole, which every match holds in spell_grams; undefined when there
 * are none (fewer than two characters).
 */
export function suggestionQueryOf(query: string): InitialsQuery | undefined {
  const chars = Array.from(compactText(query));
  if (chars.length < 2) return undefined;
  const last = chars.length - 1;
  const classes = chars.map((c, i) => {
    if (INITIAL.test(c)) return initialClass(c);
    if (i === last && SYLLABLE.test(c)) return partialClass(c);
    return undefined;
  });
  const pattern = chars.map((c, i) => classes[i] ?? escapeRegExp(c)).join('');
  const grams = pairGramsOf(chars, (_c, i) => classes[i] !== undefined);
  const initials = chars.every((c) => INITIAL.test(c)) ? chars.join('') : undefined;
  const initialsOfQuery = initialsOf(chars.join('')).join('');
  return grams.length
    ? { pattern, grams, ...(initials && { initials }), initialsOfQuery }
    : undefined;
}
