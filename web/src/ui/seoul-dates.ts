const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Today in Asia/Seoul as YYYY-MM-DD. */
export function seoulToday(now = Date.now()): string {
  return new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul date `months` months before today as YYYY-MM-DD (default ranges of the lists). */
export function monthsBack(months: number, now = Date.now()): string {
  const d = new Date(now + SEOUL_OFFSET_MS);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
