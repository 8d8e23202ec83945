import { seoulMidnight } from '../../lib/seoul-time.ts';
import type { SeasonPeriod } from './delivery-fee-rules.ts';

/**
 * The standard selling seasons of spec 1 §9 (spring Feb–Apr, summer May–Jul, autumn Aug–Oct,
 * winter Nov–Jan), starting at midnight in Seoul. The migration fills `selling_seasons`
 * with the same periods; staff adjust the rows, not this code. Used by tests and as the
 * reference the migration's SQL is checked against.
 */
const SEASONS = [
  { code: 'spring', label: '봄', month: 2 },
  { code: 'summer', label: '여름', month: 5 },
  { code: 'autumn', label: '가을', month: 8 },
  { code: 'winter', label: '겨울', month: 11 },
] as const;

export function standardSeasonCalendar(fromYear: number, toYear: number): SeasonPeriod[] {
  const periods: SeasonPeriod[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const s of SEASONS) {
      periods.push({
        seasonId: periods.length + 1,
        code: s.code,
        name: `${year} ${s.label}`,
        startsAt: seoulMidnight(year, s.month),
        endsAt: seoulMidnight(year, s.month + 3),
      });
    }
  }
  return periods;
}
