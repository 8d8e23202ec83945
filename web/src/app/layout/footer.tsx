import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { PolicyKind } from './policy-viewer-dialog.tsx';

const PolicyViewerDialog = lazy(() => import('./policy-viewer-dialog.tsx'));

/** Company information, customer-centre hours and the terms/privacy viewers. */
export function Footer() {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const facts = [
    ['footer.company', 'footer.companyValue'],
    ['footer.ceo', 'footer.ceoValue'],
    ['footer.address', 'footer.addressValue'],
    ['footer.businessNo', 'footer.businessNoValue'],
    ['footer.mailOrderNo', 'footer.mailOrderNoValue'],
  ] as const;
  const policyButton = 'rounded px-1 py-0.5 hover:text-white hover:underline';

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-[1200px] px-4 py-10">
        <nav aria-label={t('footer.policies')} className="border-b border-slate-700 pb-5">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <button type="button" className={policyButton} onClick={() => setPolicy('terms')}>
                {t('footer.terms')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={`${policyButton} font-bold text-white`}
                onClick={() => setPolicy('privacy')}
              >
                {t('footer.privacy')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-8 sm:flex-row sm:justify-between">
          <section aria-label={t('footer.info')}>
            <p className="text-base font-bold text-white">{t('footer.companyValue')}</p>
            <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs leading-relaxed">
              {facts.map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{t(label)}</dt>
                  <dd className="text-slate-200">{t(value)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-slate-400">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </p>
          </section>
          <section aria-label={t('footer.csTitle')} className="shrink-0">
            <p className="text-sm font-bold text-white">{t('footer.csTitle')}</p>
            <p className="mt-2 text-sm">{t('footer.csHours')}</p>
          </section>
        </div>
      </div>
      {policy && (
        <Suspense fallback={null}>
          <PolicyViewerDialog kind={policy} onClose={() => setPolicy(null)} />
        </Suspense>
      )}
    </footer>
  );
}
