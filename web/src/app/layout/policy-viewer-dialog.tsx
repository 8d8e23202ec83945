import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMenuText } from './menu-i18n.ts';
import { policyVersionsQuery } from '../../lib/policy-versions-query.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';

export type PolicyKind = 'terms' | 'privacy';

/**
 * Terms or privacy policy as a PDF with a version choice (width 950, spec 1 §2.3): the versions
 * the publisher published (decision 0436), newest first, opening at the one in force; one
 * published ahead is listed with its effective day.
 */
export default function PolicyViewerDialog({
  kind,
  onClose,
}: {
  kind: PolicyKind;
  onClose: () => void;
}) {
  const { t } = useMenuText();
  const selectId = useId();
  const policies = useQuery(policyVersionsQuery);
  const versions = policies.data?.[kind] ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const version = chosen ?? policies.data?.inForce[kind] ?? versions[0]?.version ?? '';
  const title = t(`policy.${kind}`);
  const url = versions.find((v) => v.version === version)?.url;
  // A browser without a PDF viewer gets the message and the download link instead.
  const canShowPdf = navigator.pdfViewerEnabled !== false;

  return (
    <ModalFrame title={title} onClose={onClose} width="lg">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-700">
            {t('policy.version')}
          </label>
          <select
            id={selectId}
            value={version}
            onChange={(e) => setChosen(e.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {versions.map((v) => (
              <option key={v.version} value={v.version}>
                {v.state === 'upcoming' ? t('policy.upcoming', { version: v.version }) : v.version}
              </option>
            ))}
          </select>
        </div>
        {url && (
          <a href={url} download className={secondaryButton}>
            {t('policy.download', { version })}
          </a>
        )}
      </div>
      {policies.isError ? (
        <LoadFailed
          className="rounded-lg bg-slate-50 p-6"
          message={t('policy.loadFailed')}
          onRetry={() => void policies.refetch()}
        />
      ) : !url ? (
        <div className="h-[65dvh] w-full animate-pulse rounded-lg bg-slate-100" aria-busy="true" />
      ) : canShowPdf ? (
        <iframe
          key={url}
          src={url}
          title={t('policy.frameTitle', { title, version })}
          className="h-[65dvh] w-full rounded-lg border border-slate-200"
        />
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-700">
          {t('policy.noPdf')}
        </p>
      )}
    </ModalFrame>
  );
}
