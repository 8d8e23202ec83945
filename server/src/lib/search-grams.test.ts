import { describe, expect, it } from 'vitest';
import {
  bigrams,
  searchIndexOf,
  searchTermsOf,
  spellingIndexOf,
  syllableInitialGramsOf,
} from './search-grams.ts';

describe('search grams', () => {
  it('indexes two-syllable Korean words by their bigram', () => {
    expect(bigrams('초등 수학')).toEqual(['초등', '수학']);
    expect(searchTermsOf('수학').grams).toEqual(['수학']);
  });

  it('never makes a gram across a word boundary', () => {
    expect(bigrams('ab cd')).toEqual(['ab', 'cd']);
  });

  it('folds case and punctuation', () => {
    expect(searchIndexOf({ displayName: 'Reading-Explorer 2', author: 'Kim' }).searchText).toBe(
      'reading explorer 2 kim',
    );
  });

  it('treats a query of digits and hyphens as an ISBN prefix', () => {
    expect(searchTermsOf('979-11-64')).toEqual({ words: [], grams: [], isbnPrefix: '9791164' });
    expect(searchTermsOf('9791164').words).toEqual(['9791164']);
    expect(searchTermsOf('수학 979').isbnPrefix).toBeNull();
  });

  it('indexes ISBN digits so that a prefix has its grams', () => {
    const idx = searchIndexOf({ displayName: 'x', isbn: '979-11-6413-123-4' });
    expect(idx.isbnDigits).toBe('9791164131234');
    for (const g of searchTermsOf('97911').grams) expect(idx.searchGrams).toContain(g);
  });
});

describe('syllable and next initial grams (issue 22, 초성 mixed with syllables)', () => {
  it('index a syllable with the next syllable’s initial, and a query’s syllable with its initial', () => {
    expect(syllableInitialGramsOf(Array.from('수학문제'))).toEqual(['수ㅎ', '학ㅁ', '문ㅈ']);
    expect(syllableInitialGramsOf(Array.from('수ㅎ'))).toEqual(['수ㅎ']);
    expect(syllableInitialGramsOf(Array.from('ㅅㅎa수'))).toEqual([]);
    expect(spellingIndexOf('수학 문제').spellGrams).toEqual(
      expect.arrayContaining(['수학', 'ㅅㅎ', '수ㅎ', '학ㅁ']),
    );
  });
});
