import { useId, useState } from 'react';
import { useMenuText } from './menu-i18n.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';

export type PolicyKind = 'terms' | 'privacy';

/** Published versions, newest first (spec 1 §9). */
const VERSIONS: Record<PolicyKind, readonly string[]> = {
  terms: ['2024-12-16', '2022-07-01'],
  privacy: ['2024-12-16', '2024-10-07', '2023-10-16', '2022-07-05'],
};

/** Terms or privacy policy as a PDF with a version choice (width 950, spec 1 §2.3). */
export default function PolicyViewerDialog({
  kind,
  onClose,
}: {
  kind: PolicyKind;
  onClose: () => void;
}) {
  const { t } = useMenuText();
  const selectId = useId();
  const versions = VERSIONS[kind];
  const [version, setVersion] = useState(versions[0] ?? '');
  const title = t(`policy.${kind}`);
  const url = `/files/policy/${kind}-${version}.pdf`;
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
            onChange={(e) => setVersion(e.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {versions.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <a href={url} download className={secondaryButton}>
          {t('policy.download', { version })}
        </a>
      </div>
      {canShowPdf ? (
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
