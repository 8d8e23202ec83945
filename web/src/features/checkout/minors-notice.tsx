import type { AgeBand } from '@shop/contract/auth.ts';
import { useCheckoutText } from './checkout-i18n.ts';

/**
 * What the pay page tells a student account by its age band (decision 0463; the server counts
 * the band and enforces both): under 19 the notice of 민법 §5 ② before paying, under 14 that the
 * parent account pays. Nothing for adults and parent accounts.
 */
export function MinorsNotice({ band }: { band: AgeBand | null | undefined }) {
  const { t } = useCheckoutText();
  if (band === 'minor') {
    return (
      <section
        aria-labelledby="minors-notice-title"
        className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-sm"
      >
        <h2 id="minors-notice-title" className="mb-1 font-bold text-amber-900">
          {t('minors.noticeTitle')}
        </h2>
        <p className="text-slate-800">{t('minors.noticeText')}</p>
        <p className="mt-1 text-slate-700">{t('minors.noticeHint')}</p>
      </section>
    );
  }
  if (band === 'child') {
    return (
      <section
        id="minors-parent-pays"
        aria-labelledby="minors-parent-title"
        className="rounded-2xl border-2 border-brand-700 bg-white p-4 text-sm"
      >
        <h2 id="minors-parent-title" className="mb-1 text-base font-bold text-brand-800">
          {t('minors.parentTitle')}
        </h2>
        <p className="text-slate-800">{t('minors.parentText')}</p>
        <p className="mt-1 text-slate-700">{t('minors.parentHint')}</p>
      </section>
    );
  }
  return null;
}
