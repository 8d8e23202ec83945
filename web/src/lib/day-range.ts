import { i18n } from '../i18n/i18n.ts';

// a module of its own, beside format.ts: only the shipping notices use it, and format.ts is in
// the home page's first load (decision 0281)
const englishMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * A period of calendar days, first and last included, without its year: '2~4월' / 'Feb-Apr'
 * when it runs whole months ('2월' for one), otherwise '2월 3일~4월 25일' / 'Feb 3-Apr 25'.
 */
export function formatDayRange(first: string, last: string): string {
  const [, fromMonth = 1, fromDay = 1] = first.split('-').map(Number);
  const [lastYear = 2000, toMonth = 1, toDay = 1] = last.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(lastYear, toMonth, 0)).getUTCDate();
  const wholeMonths = fromDay === 1 && toDay === monthEnd;
  if (i18n.language.startsWith('en')) {
    const month = (m: number) => englishMonth.format(new Date(Date.UTC(2000, m - 1, 1)));
    if (wholeMonths && fromMonth === toMonth) return month(fromMonth);
    return wholeMonths
      ? `${month(fromMonth)}-${month(toMonth)}`
      : `${month(fromMonth)} ${fromDay}-${month(toMonth)} ${toDay}`;
  }
  if (wholeMonths && fromMonth === toMonth) return `${fromMonth}월`;
  return wholeMonths
    ? `${fromMonth}~${toMonth}월`
    : `${fromMonth}월 ${fromDay}일~${toMonth}월 ${toDay}일`;
}
