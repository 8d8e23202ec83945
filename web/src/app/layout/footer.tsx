import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { ftcBusinessInfoUrl, siteIdentityRead } from '@shop/contract/site-identity.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { callApi } from '../../lib/api-client.ts';
import type { PolicyKind } from './policy-viewer-dialog.tsx';

const PolicyViewerDialog = lazy(() => import('./policy-viewer-dialog.tsx'));

/**
 * The seller's identity (전자상거래법 §10, §13 ①; decision 0503) as staff saved it, the
 * customer-centre hours and the terms/privacy viewers.
 */
export function Footer() {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const { data: id } = useQuery({
    queryKey: ['site-identity'],
    queryFn: () => callApi(siteIdentityRead, {}),
    staleTime: 10 * 60_000,
  });
  const facts = id
    ? ([
        ['footer.company', id.companyName],
        ['footer.ceo', id.representative],
        ['footer.address', id.address],
        ['footer.phone', id.phone],
        ['footer.email', id.email],
        ['footer.businessNo', id.businessNo],
        ['footer.mailOrderNo', id.mailOrderNo],
        ['footer.hosting', id.hostingProvider],
      ] as const)
    : [];
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
            <p className="text-base font-bold text-white">{id?.companyName}</p>
            <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs leading-relaxed">
              {facts.map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{t(label)}</dt>
                  <dd className="break-all text-slate-200">{value}</dd>
                </div>
              ))}
            </dl>
            {id && (
              <p className="mt-2 text-xs">
                <a
                  className="underline hover:text-white"
                  href={ftcBusinessInfoUrl(id.businessNo)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('footer.bizInfo')}
                </a>
              </p>
            )}
            {id && (
              <p className="mt-3 text-xs text-slate-400">
                <span className="font-bold text-slate-200">{t('footer.escrow')}</span>{' '}
                {id.escrowNote}{' '}
                <a
                  className="underline hover:text-white"
                  href={id.escrowConfirmUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('footer.escrowConfirm')}
                </a>
              </p>
            )}
            <p className="mt-4 text-xs text-slate-400">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </p>
          </section>
          <section aria-label={t('footer.csTitle')} className="shrink-0">
            <p className="text-sm font-bold text-white">{t('footer.csTitle')}</p>
            {id && <p className="mt-2 text-sm font-bold text-white">{id.phone}</p>}
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
