import type { AdminT } from '../i18n/admin-i18n.ts';

const seoulDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const seoulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO instant as 'YYYY-MM-DD HH:mm' in Asia/Seoul. */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(
    seoulDateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Today in Asia/Seoul as 'YYYY-MM-DD' (the audit filters' days). */
export function seoulToday(now = new Date()): string {
  return seoulDay.format(now);
}

/** How long an inquiry has waited: minutes, hours, then days. */
export function ageText(t: AdminT, iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return t('age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { n: hours });
  return t('age.days', { n: Math.floor(hours / 24) });
}

/** Days waited, for the colour of the age (over 3 days is late). */
export function ageDays(iso: string, now = Date.now()): number {
  return (now - Date.parse(iso)) / 86_400_000;
}
