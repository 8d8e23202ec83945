import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminDocumentLimits, type AdminPolicyVersion } from '@shop/contract/admin-documents.ts';
import type { PolicyKind } from '@shop/contract/support-downloads.ts';
import { seoulToday } from '../../lib/format.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { badge, card, dangerBtn, input, label, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { adminPoliciesQuery, usePublishPolicy, useWithdrawPolicy } from './document-queries.ts';

const PDF_MB = AdminDocumentLimits.maxBytes.pdf / 1_000_000;

const STATE_TONE = {
  inForce: 'bg-emerald-100 text-emerald-800',
  upcoming: 'bg-amber-100 text-amber-800',
  past: 'bg-slate-100 text-slate-600',
} as const;

/** A new version: the document, its effective day (today or later) and the PDF. */
function PublishForm() {
  const { t } = useContentText();
  const id = useId();
  const publish = usePublishPolicy();
  const [kind, setKind] = useState<PolicyKind>('terms');
  const [version, setVersion] = useState(seoulToday());
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(t('policies.chooseFile'));
    if (file.size > AdminDocumentLimits.maxBytes.pdf) {
      return setProblem(t('policies.tooLarge', { mb: PDF_MB }));
    }
    setProblem(null);
    publish.mutate({ kind, version, file });
  };
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mb-6 p-5`}>
      <h2 id={`${id}-title`} className="text-base font-bold text-slate-900">
        {t('policies.uploadTitle')}
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-48">
          <label htmlFor={`${id}-kind`} className={label}>
            {t('policies.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={input}
            value={kind}
            onChange={(e) => setKind(e.target.value as PolicyKind)}
          >
            <option value="terms">{t('policies.terms')}</option>
            <option value="privacy">{t('policies.privacy')}</option>
          </select>
        </div>
        <div className="w-44">
          <label htmlFor={`${id}-version`} className={label}>
            {t('policies.version')}
          </label>
          <input
            id={`${id}-version`}
            type="date"
            required
            min={seoulToday()}
            className={`${input} tabular-nums`}
            value={version}
            onChange={(e) => setVersion(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-file`} className={label}>
            {t('policies.file', { mb: PDF_MB })}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf"
            className="block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className={primaryBtn} disabled={publish.isPending}>
          {publish.isPending ? t('policies.publishing') : t('policies.publish')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      {publish.data && (
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {t('policies.published', {
            kind: t(`policies.${publish.data.data.kind}`),
            version: publish.data.data.version,
          })}
        </p>
      )}
    </section>
  );
}

/** /admin/policies: the terms and privacy-policy versions (decision 0436) and a new one's upload. */
export function PoliciesPage() {
  const { t } = useContentText();
  useAdminTitle(t('policies.title'));
  const versions = useQuery(adminPoliciesQuery);
  const withdraw = useWithdrawPolicy();
  const nameOf = (v: AdminPolicyVersion) => `${t(`policies.${v.kind}`)} ${v.version}`;
  // only an upcoming version: one in force or past was consented to by members (decision 0436)
  const onWithdraw = async (v: AdminPolicyVersion) => {
    if (!(await confirmDialog(t('policies.withdrawConfirm', { name: nameOf(v) })))) return;
    withdraw.mutate({ kind: v.kind, version: v.version });
  };
  const columns: Column<AdminPolicyVersion>[] = [
    { key: 'kind', header: t('policies.colKind'), cell: (v) => t(`policies.${v.kind}`) },
    {
      key: 'version',
      header: t('policies.colVersion'),
      cell: (v) => v.version,
      className: 'tabular-nums',
    },
    {
      key: 'state',
      header: t('policies.colState'),
      cell: (v) => (
        <span className={`${badge} ${STATE_TONE[v.state]}`}>{t(`policies.${v.state}`)}</span>
      ),
    },
    {
      key: 'file',
      header: t('policies.colFile'),
      cell: (v) => (
        <a
          href={v.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
          aria-label={t('policies.view', { kind: t(`policies.${v.kind}`), version: v.version })}
        >
          {v.uploaded ? t('policies.uploaded') : t('policies.drawn')}
        </a>
      ),
    },
    {
      key: 'withdraw',
      header: t('policies.colWithdraw'),
      cell: (v) =>
        v.state === 'upcoming' ? (
          <button
            type="button"
            className={`${dangerBtn} px-2 py-0.5`}
            disabled={withdraw.isPending}
            aria-label={t('policies.withdrawOf', { name: nameOf(v) })}
            onClick={() => void onWithdraw(v)}
          >
            {t('policies.withdraw')}
          </button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <div>
      <PageHeader title={t('policies.title')} />
      <p className="mb-4 text-sm text-slate-600">{t('policies.help')}</p>
      <PublishForm />
      <AdminTable
        caption={t('policies.title')}
        columns={columns}
        rows={versions.data?.list}
        rowKey={(v) => `${v.kind}-${v.version}`}
        state={{
          isPending: versions.isPending,
          isError: versions.isError,
          onRetry: () => void versions.refetch(),
        }}
      />
    </div>
  );
}
