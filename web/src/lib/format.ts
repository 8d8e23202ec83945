import { i18n } from '../i18n/i18n.ts';

/**
 * Money and dates as the chosen language writes them, in Seoul time (architecture §4): won with
 * thousands separators ('12,000원' / '12,000 won'); dates YYYY-MM-DD in Korean as the spec shows
 * them and 'Nov 25, 2026' in English, times on the 24-hour clock. Inputs and queries use the
 * language-free seoulToday / monthsBack.
 */

const TIME_ZONE = 'Asia/Seoul';
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const grouped = new Intl.NumberFormat('ko-KR');
const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const englishDate = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const englishTime = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const inEnglish = () => i18n.language.startsWith('en');

function instant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function seoulWallClock(date: Date) {
  const parts = Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** A count with thousands separators: 12000 → '12,000' (the same in both languages). */
export function formatNumber(n: number): string {
  return grouped.format(n);
}

/** 12000 → '12,000원' (Korean), '12,000 won' (English). */
export function formatWon(amount: number): string {
  return i18n.t('common.won', { amount: grouped.format(amount) });
}

/** An instant's Seoul date: '2026-11-25' (Korean), 'Nov 25, 2026' (English); '' for no date. */
export function formatDate(value: string | Date): string {
  const date = instant(value);
  if (!date) return '';
  return inEnglish() ? englishDate.format(date) : seoulWallClock(date).day;
}

/** An instant's Seoul date and time: '2026-11-25 14:05' / 'Nov 25, 2026, 14:05'. */
export function formatDateTime(value: string | Date): string {
  const date = instant(value);
  if (!date) return '';
  if (inEnglish()) return `${englishDate.format(date)}, ${englishTime.format(date)}`;
  const { day, time } = seoulWallClock(date);
  return `${day} ${time}`;
}

/** Today in Seoul as YYYY-MM-DD (date inputs and queries, whatever the language). */
export function seoulToday(now: number | Date = Date.now()): string {
  return new Date(Number(now) + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul date `months` months before today as YYYY-MM-DD (default ranges of the lists). */
export function monthsBack(months: number, now: number | Date = Date.now()): string {
  const d = new Date(Number(now) + SEOUL_OFFSET_MS);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** The day `n` days before a YYYY-MM-DD day, as YYYY-MM-DD (the start of a range ending that day). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
