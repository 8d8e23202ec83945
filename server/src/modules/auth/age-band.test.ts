import { describe, expect, it } from 'vitest';
import { seoulMidnight } from '../../lib/seoul-time.ts';
import { ageBandOf, countedAge } from './age-band.ts';

/** Decision 0463: the age counted from a birth year alone, and the bands of 민법 §4 and §22조의2. */
const student = (birthYear: number | null) => ({ loginType: 'S' as const, birthYear });

describe('the age counted from a birth year', () => {
  it('is the younger of the two possible ages: as if the birthday were still to come', () => {
    const newYear = seoulMidnight(2026, 1, 1);
    const yearEnd = new Date(seoulMidnight(2027, 1, 1).getTime() - 1);
    expect(countedAge(2007, newYear)).toBe(18);
    expect(countedAge(2007, yearEnd)).toBe(18);
  });

  it('follows the Seoul calendar year, not UTC', () => {
    // 2026-12-31T15:00Z is already 2027-01-01 in Seoul
    expect(countedAge(2007, new Date('2026-12-31T15:00:00Z'))).toBe(19);
    expect(countedAge(2007, new Date('2026-12-31T14:59:59Z'))).toBe(18);
  });
});

describe('the age band', () => {
  const at = seoulMidnight(2026, 6, 1);
  it('makes a student adult only from the year it turns 20 (19 counted)', () => {
    expect(ageBandOf(student(2006), at)).toBe('adult'); // 19 or 20
    expect(ageBandOf(student(2007), at)).toBe('minor'); // 18 or 19
  });

  it('makes a student a child through the year it turns 14', () => {
    expect(ageBandOf(student(2011), at)).toBe('minor'); // 14 or 15
    expect(ageBandOf(student(2012), at)).toBe('child'); // 13 or 14
    expect(ageBandOf(student(2026), at)).toBe('child');
  });

  it('counts a student without a birth year a minor, and parent accounts not at all', () => {
    expect(ageBandOf(student(null), at)).toBe('minor');
    expect(ageBandOf({ loginType: 'P', birthYear: 2015 }, at)).toBeNull();
    expect(ageBandOf({ loginType: 'P', birthYear: null }, at)).toBeNull();
  });
});
