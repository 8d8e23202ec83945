import type { AdminT } from '../i18n/admin-i18n.ts';

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
