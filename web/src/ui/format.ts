import { i18n } from '../i18n/i18n.ts';

const wonNumber = new Intl.NumberFormat('ko-KR');
const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 12000 → '12,000원' */
export function formatWon(amount: number): string {
  return i18n.t('common.won', { amount: wonNumber.format(amount) });
}

/** An ISO instant (or Date) as YYYY-MM-DD in Asia/Seoul; '' when it is not a date. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : seoulDate.format(date);
}
