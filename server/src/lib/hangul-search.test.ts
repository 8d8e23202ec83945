import { describe, expect, it } from 'vitest';
import {
  initialsQueryOf,
  jamoDistance,
  keyboardSlipOf,
  splitIntoTerms,
  suggestionQueryOf,
} from './hangul-search.ts';
import { spellingIndexOf } from './search-grams.ts';

describe('spelling columns', () => {
  it('keep the name without spaces and the bigrams of it and of its initials', () => {
    const { searchCompact, spellGrams } = spellingIndexOf('중학 수학 3-2');
    expect(searchCompact).toBe('중학수학32');
    expect(spellGrams).toEqual(expect.arrayContaining(['학수', 'ㅈㅎ', 'ㅎㅅ', 'ㅅㅎ']));
    expect(spellGrams).not.toContain('ㅎ3');
  });
});

describe('initial-consonant queries', () => {
  it('turn each consonant into the syllables starting with it, across spaces', () => {
    const q = initialsQueryOf('ㅅㅎ')!;
    expect(q.grams).toEqual(['ㅅㅎ']);
    const re = new RegExp(q.pattern);
    expect(re.test('중학수학32')).toBe(true);
    expect(re.test('영어교재')).toBe(false);
  });

  it('take a trailing consonant as the prefix of the last syllable', () => {
    const q = initialsQueryOf('수ㅎ')!;
    expect(new RegExp(q.pattern).test('4d프레임수학교구세트')).toBe(true);
    expect(new RegExp(q.pattern).test('수능영어')).toBe(false);
    expect(q.grams).toEqual(['수ㅎ']);
    expect(initialsQueryOf('수학')).toBeUndefined();
    expect(initialsQueryOf('ㅅ')).toBeUndefined();
  });
});

describe('query grams (decision 0398)', () => {
  it('keep the most telling gram of each pair, which implies the others', () => {
    expect(initialsQueryOf('ㅇㅇㄷㅎ')!.grams).toEqual(['ㅇㅇ', 'ㅇㄷ', 'ㄷㅎ']);
    expect(initialsQueryOf('수학ㄱ')!.grams).toEqual(['수학', '학ㄱ']);
    expect(initialsQueryOf('ㅅ학')!.grams).toEqual(['ㅅㅎ']);
    expect(suggestionQueryOf('영ㅇ')!.grams).toEqual(['영ㅇ']);
    expect(suggestionQueryOf('수하')!.grams).toEqual(['수ㅎ']);
    expect(suggestionQueryOf('수학')!.grams).toEqual(['수학']);
    expect(suggestionQueryOf('ㅇㅇ')!.grams).toEqual(['ㅇㅇ']);
    expect(suggestionQueryOf('eb')!.grams).toEqual(['eb']);
  });

  it('are all held by every name the pattern matches', () => {
    const names = ['수학 교재', '중학 수학 3-2', '영어 읽기', 'ebs 수학', '수학과 과학'];
    for (const typed of ['수ㅎ', '수학ㄱ', 'ㅅ학', '영ㅇ', '수하', 'ㅅㅎ', 'eb', '학ㄱ']) {
      const q = suggestionQueryOf(typed)!;
      for (const name of names) {
        const { searchCompact, spellGrams } = spellingIndexOf(name);
        if (new RegExp(q.pattern).test(searchCompact))
          expect(spellGrams, `${typed} in ${name}`).toEqual(expect.arrayContaining(q.grams));
      }
      const i = initialsQueryOf(typed);
      for (const name of names) {
        const { searchCompact, spellGrams } = spellingIndexOf(name);
        if (i && new RegExp(i.pattern).test(searchCompact))
          expect(spellGrams, `${typed} in ${name}`).toEqual(expect.arrayContaining(i.grams));
      }
    }
  });
});

describe('keyboard slip', () => {
  it('reads Latin letters on the Korean keyboard when they make whole syllables', () => {
    expect(keyboardSlipOf('duddj')).toBe('영어');
    expect(keyboardSlipOf('tngkr')).toBe('수학');
    expect(keyboardSlipOf('vkdlTjs')).toBe('파이썬');
    expect(keyboardSlipOf('grammar')).toBeUndefined();
    expect(keyboardSlipOf('영어')).toBeUndefined();
  });
});

describe('unspaced words and typos', () => {
  it('split a word into the fewest known terms', () => {
    const known = new Set(['영어', '교재', '어교', '영어교']);
    expect(splitIntoTerms('영어교재', known)).toEqual(['영어', '교재']);
    expect(splitIntoTerms('영어', known)).toBeUndefined();
    expect(splitIntoTerms('수학교재', known)).toBeUndefined();
  });

  it('count a wrong vowel as one jamo', () => {
    expect(jamoDistance('현미겅', '현미경')).toBe(1);
    expect(jamoDistance('수학', '수학')).toBe(0);
  });
});
