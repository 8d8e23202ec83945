import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The shop's calendar is Seoul's (architecture §4): every date a member or staff reads, and every
 * day a filter names, is a calendar day in Asia/Seoul. Korea keeps no daylight saving time, so the
 * offset is UTC+9 all year; this module is the only place that knows it.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const SEOUL_ZONE = 'Asia/Seoul';
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in Seoul. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar year of an instant in Seoul (a birth year is counted against it, decision 0463). */
export function seoulYear(at: Date): number {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).getUTCFullYear();
}

/** YYYYMMDDhhmmss of an instant in Seoul (the outside systems' compact time). */
export function seoulCompactTime(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** YYYYMMDDhhmmss in Seoul → instant; null when malformed. */
export function fromSeoulCompactTime(compact: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(compact);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - SEOUL_OFFSET_MS);
}

/** Midnight in Seoul at the start of year-month-day (month 1-12; overflow rolls into the next year). */
export function seoulMidnight(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS);
}

/** The instant a Seoul calendar day (YYYY-MM-DD) starts. */
export function seoulDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

/** The instant the Seoul calendar day (YYYY-MM-DD) after `day` starts: the end of `day`, exclusive. */
export function seoulDayEnd(day: string): Date {
  return new Date(seoulDayStart(day).getTime() + DAY_MS);
}

/** hh:mm on a Seoul calendar day (YYYY-MM-DD). */
export function seoulTimeOn(day: string, hour: number, minute = 0): Date {
  return new Date(seoulDayStart(day).getTime() + hour * 3_600_000 + minute * 60_000);
}

/** The calendar day `n` days after (or before, n < 0) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` earlier (YYYY-MM-DD), clamped to the month's last day. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** SQL: the instant a Seoul calendar day given as a YYYY-MM-DD parameter starts. */
export function seoulDayStartSql(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${sql.raw(`'${SEOUL_ZONE}'`)}`;
}

/** SQL: the instant the Seoul calendar day after `day` starts (the end of `day`, exclusive). */
export function seoulDayEndSql(day: string): SQL {
  return sql`((${day}::date + 1))::timestamp at time zone ${sql.raw(`'${SEOUL_ZONE}'`)}`;
}

/** SQL: the Seoul calendar year of a timestamptz expression. */
export function seoulYearSql(at: SQL | AnyColumn): SQL {
  return sql`extract(year from ${at} at time zone ${sql.raw(`'${SEOUL_ZONE}'`)})::int`;
}

/** SQL: the Seoul calendar day (YYYY-MM-DD text) of a timestamptz expression. */
export function seoulDaySql(at: SQL | AnyColumn): SQL {
  return sql`to_char(${at} at time zone ${sql.raw(`'${SEOUL_ZONE}'`)}, 'YYYY-MM-DD')`;
}
