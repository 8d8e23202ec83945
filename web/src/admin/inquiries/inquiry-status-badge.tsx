import { useAdminText } from '../i18n/admin-i18n.ts';
import { badge } from '../kit/admin-styles.ts';

/** '답변대기' / '답변완료' of an inquiry (the wire's codes, shown in the current language). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdminText();
  const answered = status === '답변완료';
  return (
    <span
      className={`${badge} ${answered ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
    >
      {answered ? t('inquiries.statusAnswered') : t('inquiries.statusWaiting')}
    </span>
  );
}
