import { describe, expect, it } from 'vitest';
import { monthsBack, seoulToday } from './seoul-dates.ts';

describe('Seoul dates', () => {
  // 2026-03-31 16:00 UTC is already 2026-04-01 in Seoul
  const now = Date.UTC(2026, 2, 31, 16, 0);

  it('reads today in Seoul, not UTC', () => {
    expect(seoulToday(now)).toBe('2026-04-01');
  });

  it('counts months back from the Seoul date', () => {
    expect(monthsBack(3, now)).toBe('2026-01-01');
    expect(monthsBack(12, now)).toBe('2025-04-01');
  });
});
