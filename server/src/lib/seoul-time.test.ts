import { describe, expect, it } from 'vitest';
import {
  addDays,
  fromSeoulCompactTime,
  monthsBefore,
  seoulCompactTime,
  seoulDate,
  seoulDayEnd,
  seoulDayStart,
  seoulMidnight,
  seoulTimeOn,
} from './seoul-time.ts';

describe('the Seoul calendar day of an instant', () => {
  it('is the Seoul day at 00:30 KST, when the UTC day is still the one before', () => {
    const at = new Date('2026-03-02T00:30:00+09:00');
    expect(at.toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(seoulDate(at)).toBe('2026-03-02');
  });

  it('is the Seoul day at 08:59 KST, the last minute the UTC day lags behind', () => {
    const at = new Date('2026-03-02T08:59:00+09:00');
    expect(at.toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(seoulDate(at)).toBe('2026-03-02');
    expect(seoulDate(new Date('2026-03-02T23:59:59+09:00'))).toBe('2026-03-02');
    expect(seoulDate(new Date('2026-03-03T00:00:00+09:00'))).toBe('2026-03-03');
  });

  it('rolls over the year at Seoul midnight', () => {
    expect(seoulDate(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the instants of a Seoul day', () => {
  it('starts at 15:00 UTC the day before and ends 24 hours later', () => {
    expect(seoulDayStart('2026-03-02').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(seoulDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(seoulTimeOn('2026-03-02', 0, 30)).toEqual(new Date('2026-03-02T00:30:00+09:00'));
    expect(seoulTimeOn('2026-03-02', 8, 59)).toEqual(new Date('2026-03-02T08:59:00+09:00'));
  });

  it('gives midnight of a month, rolling month 13 into January', () => {
    expect(seoulMidnight(2026, 11).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(seoulMidnight(2026, 14)).toEqual(seoulMidnight(2027, 2));
  });

  it('is invalid for a day that is not one', () => {
    expect(Number.isNaN(seoulDayStart('2026-02-30x').getTime())).toBe(true);
  });
});

describe('calendar arithmetic on Seoul days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('goes months back, clamped to the shorter month', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-15', 3)).toBe('2025-12-15');
  });
});

describe('the compact time of the outside systems (YYYYMMDDhhmmss in Seoul)', () => {
  it('writes and reads the Seoul wall clock', () => {
    const at = new Date('2026-03-02T00:30:05+09:00');
    expect(seoulCompactTime(at)).toBe('20260302003005');
    expect(fromSeoulCompactTime('20260302003005')).toEqual(at);
  });

  it('reads nothing from a malformed time', () => {
    expect(fromSeoulCompactTime('2026030200300')).toBeNull();
    expect(fromSeoulCompactTime('')).toBeNull();
  });
});
