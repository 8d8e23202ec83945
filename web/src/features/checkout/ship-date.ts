const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const CUT_OFF_HOUR = 13;

export interface ShipDay {
  /** YYYY-MM-DD in Asia/Seoul. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  today: boolean;
}

/**
 * When an order paid at `now` leaves the warehouse (spec 2 §9): paid before 13:00 Monday to
 * Friday, the same day; otherwise the next weekday, so after Friday 13:00 (and at the weekend)
 * on Monday. Computed in Asia/Seoul (UTC+9 all year, no daylight saving); public holidays are
 * not known to the shop (decision 0056).
 */
export function shipDay(now: Date): ShipDay {
  const local = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const weekday = local.getUTCDay();
  const isWeekday = (d: number) => d >= 1 && d <= 5;
  if (isWeekday(weekday) && local.getUTCHours() < CUT_OFF_HOUR) {
    return { date: local.toISOString().slice(0, 10), weekday, today: true };
  }
  let day = new Date(local.getTime() + DAY_MS);
  while (!isWeekday(day.getUTCDay())) day = new Date(day.getTime() + DAY_MS);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay(), today: false };
}
