import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { i18n } from '../i18n/i18n.ts';
import {
  daysBefore,
  formatDate,
  formatDateTime,
  formatNumber,
  formatWon,
  monthsBack,
  seoulToday,
} from './format.ts';
import { formatDayRange } from './day-range.ts';

afterEach(async () => {
  await i18n.changeLanguage('ko');
});

describe('one formatter for money and dates, in Seoul time', () => {
  // 2026-03-31 16:00 UTC is already 2026-04-01 in Seoul
  const now = Date.UTC(2026, 2, 31, 16, 0);

  it('reads today in Seoul, not UTC, and counts months back from it', () => {
    expect(seoulToday(now)).toBe('2026-04-01');
    expect(seoulToday(new Date(now))).toBe('2026-04-01');
    expect(monthsBack(3, now)).toBe('2026-01-01');
    expect(monthsBack(12, now)).toBe('2025-04-01');
  });

  it('counts days back from a day, across a month and a year', () => {
    expect(daysBefore('2026-04-01', 6)).toBe('2026-03-26');
    expect(daysBefore('2026-01-03', 6)).toBe('2025-12-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-04-01', 0)).toBe('2026-04-01');
  });

  it('writes won and dates as Korean shows them', () => {
    expect(formatWon(172600)).toBe('172,600원');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDate('2024-03-11T15:05:00.000Z')).toBe('2024-03-12');
    expect(formatDateTime('2024-03-11T05:20:00.000Z')).toBe('2024-03-11 14:20');
    expect(formatDateTime('2024-03-11T15:05:00.000Z')).toBe('2024-03-12 00:05');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes them as English shows them when English is chosen', async () => {
    if (!i18n.hasResourceBundle('en', 'translation')) {
      i18n.addResourceBundle('en', 'translation', en);
    }
    await i18n.changeLanguage('en');
    expect(formatWon(172600)).toBe('172,600 won');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDate('2024-03-11T15:05:00.000Z')).toBe('Mar 12, 2024');
    expect(formatDateTime('2024-03-11T15:05:00.000Z')).toBe('Mar 12, 2024, 00:05');
  });

  it('writes a period of days as whole months when it runs whole months, else with its days', async () => {
    expect(formatDayRange('2026-02-01', '2026-04-30')).toBe('2~4월');
    expect(formatDayRange('2026-11-01', '2027-01-31')).toBe('11~1월');
    expect(formatDayRange('2028-02-01', '2028-02-29')).toBe('2월');
    expect(formatDayRange('2026-02-01', '2026-04-25')).toBe('2월 1일~4월 25일');
    await i18n.changeLanguage('en');
    expect(formatDayRange('2026-11-01', '2027-01-31')).toBe('Nov-Jan');
    expect(formatDayRange('2026-02-03', '2026-04-30')).toBe('Feb 3-Apr 30');
  });
});
