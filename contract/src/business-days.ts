/**
 * Business days in Seoul (decision 0504): Monday to Friday except the public holidays of the
 * holiday table staff keep (공휴일에 관한 법률, 관공서의 공휴일에 관한 규정 and its substitute
 * holidays). One rule for the shop: the refund deadline (전자상거래법 §18: 3 business days) and the
 * pay page's shipping day read it, with the same table. Days are YYYY-MM-DD in Asia/Seoul.
 */

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5 && !holidays.has(day);
}

/** The `n`-th business day after `day` (n ≥ 1); `day` itself never counts. */
export function addBusinessDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let at = day;
  for (let left = n; left > 0;) {
    at = nextDay(at);
    if (isBusinessDay(at, holidays)) left -= 1;
  }
  return at;
}

/** The refund's legal due date: 3 business days after the day the clock started (§18 ①, ②). */
export const REFUND_BUSINESS_DAYS = 3;

export function refundDueDate(startDay: string, holidays: ReadonlySet<string>): string {
  return addBusinessDays(startDay, REFUND_BUSINESS_DAYS, holidays);
}

export interface ShipDay {
  /** YYYY-MM-DD in Asia/Seoul. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  today: boolean;
}

const SHIP_CUT_OFF_HOUR = 13;

/**
 * When an order paid at `now` leaves the warehouse (spec 2 §9): paid before 13:00 on a business
 * day, the same day; otherwise the next business day (after Friday 13:00, or on a holiday, the
 * next working day after it).
 */
export function shipDay(now: Date, holidays: ReadonlySet<string>): ShipDay {
  const local = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const today = local.toISOString().slice(0, 10);
  if (isBusinessDay(today, holidays) && local.getUTCHours() < SHIP_CUT_OFF_HOUR) {
    return { date: today, weekday: weekdayOf(today), today: true };
  }
  const date = addBusinessDays(today, 1, holidays);
  return { date, weekday: weekdayOf(date), today: false };
}
