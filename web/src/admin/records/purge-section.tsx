import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import {
  RECORD_KINDS,
  type retentionItem,
  type RetentionRun,
} from '@shop/contract/admin-records.ts';
import { formatDateTime } from '../../lib/format.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useRecordsText } from '../i18n/admin-page-texts.ts';
import { dangerBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { retentionRunsQuery, useDryRun, usePurge } from './records-queries.ts';

type Item = z.infer<typeof retentionItem>;
const total = (run: RetentionRun) => Object.values(run.counts).reduce((a, b) => a + b, 0);

/**
 * The purge (decisions 0507–0508): a dry run lists what is past its period; the purge destroys
 * what the latest dry run listed and is still past it. Both audited; the job does the same daily.
 */
export function PurgeSection() {
  const { t } = useRecordsText();
  const runs = useQuery(retentionRunsQuery);
  const dryRun = useDryRun();
  const purge = usePurge();
  const [said, setSaid] = useState<string | null>(null);
  const latest = runs.data?.latestDryRun ?? null;
  const actorOf = (run: RetentionRun) => (run.actor === 'job' ? t('purge.job') : run.actor);
  const countsOf = (run: RetentionRun) =>
    RECORD_KINDS.map((k) =>
      t('purge.countsOf', { kind: t(`kinds.${k}`), count: run.counts[k] }),
    ).join(' · ');

  const onDryRun = () => {
    setSaid(null);
    dryRun.mutate(undefined, {
      onSuccess: ({ data }) => setSaid(t('purge.listed', { count: total(data) })),
    });
  };
  const onPurge = async () => {
    if (!latest) return;
    const ok = await confirmDialog(
      t('purge.confirm', { runId: latest.runId, count: total(latest) }),
    );
    if (!ok) return;
    setSaid(null);
    purge.mutate(
      { dryRunId: latest.runId },
      { onSuccess: ({ data }) => setSaid(t('purge.done', { count: total(data) })) },
    );
  };

  const itemColumns: Column<Item>[] = [
    { key: 'kind', header: t('purge.colKind'), cell: (i) => t(`kinds.${i.kind}`) },
    {
      key: 'subject',
      header: t('purge.colSubject'),
      cell: (i) =>
        i.kind === 'complaints'
          ? t('purge.inquiry', { id: i.subjectId })
          : t('purge.order', { id: i.subjectId }),
    },
    { key: 'last', header: t('purge.colLastEvent'), cell: (i) => i.lastEventDate },
    { key: 'expired', header: t('purge.colExpired'), cell: (i) => i.expiredOn },
  ];
  const runColumns: Column<RetentionRun>[] = [
    { key: 'id', header: t('purge.colRun'), cell: (r) => `#${r.runId}`, className: 'tabular-nums' },
    { key: 'mode', header: t('purge.colMode'), cell: (r) => t(`purge.modes.${r.mode}`) },
    { key: 'actor', header: t('purge.colActor'), cell: actorOf },
    { key: 'at', header: t('purge.colAt'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'counts', header: t('purge.colCounts'), cell: countsOf },
  ];

  return (
    <section aria-labelledby="purge-title" className="mb-8">
      <h2 id="purge-title" className="mb-2 text-base font-bold text-slate-900">
        {t('purge.title')}
      </h2>
      <p className="mb-3 max-w-4xl text-sm text-slate-600">{t('purge.help')}</p>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryBtn}
          onClick={onDryRun}
          disabled={dryRun.isPending}
        >
          {dryRun.isPending ? t('purge.running') : t('purge.dryRun')}
        </button>
        <button
          type="button"
          className={dangerBtn}
          onClick={() => void onPurge()}
          disabled={
            !latest || latest.carriedOutAt !== null || total(latest) === 0 || purge.isPending
          }
        >
          {purge.isPending ? t('purge.running') : t('purge.purge')}
        </button>
      </div>
      {said && (
        <p role="status" className="mb-3 text-sm font-semibold text-emerald-800">
          {said}
        </p>
      )}
      {runs.data && (
        <p className="mb-2 text-sm text-slate-700">
          {latest
            ? t('purge.latest', {
                runId: latest.runId,
                at: formatDateTime(latest.createdAt),
                actor: actorOf(latest),
              })
            : t('purge.none')}
          {latest?.carriedOutAt && (
            <span className="ml-2 font-semibold">
              {t('purge.carriedOut', { at: formatDateTime(latest.carriedOutAt) })}
            </span>
          )}
        </p>
      )}
      {latest && (
        <>
          <p className="mb-2 text-sm text-slate-700">{countsOf(latest)}</p>
          <AdminTable
            caption={t('purge.listTitle')}
            columns={itemColumns}
            rows={runs.data?.items}
            rowKey={(i) => `${i.kind}-${i.subjectId}`}
            empty={t('purge.empty')}
          />
          {total(latest) > (runs.data?.items.length ?? 0) && (
            <p className="mt-1 text-xs text-slate-500">{t('purge.more')}</p>
          )}
        </>
      )}
      <h3 className="mt-6 mb-2 text-sm font-bold text-slate-900">{t('purge.runsTitle')}</h3>
      <AdminTable
        caption={t('purge.runsTitle')}
        columns={runColumns}
        rows={runs.data?.runs}
        rowKey={(r) => r.runId}
        state={{
          isPending: runs.isPending,
          isError: runs.isError,
          onRetry: () => void runs.refetch(),
        }}
      />
    </section>
  );
}
