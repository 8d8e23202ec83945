import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { REVOKE_QUEUE_PROGRESS, type AdminRevokeRow } from '@shop/contract/admin-revokes.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { refundTypeLabel, useReturnsText } from '../i18n/admin-page-texts.ts';
import { revokeQueueQuery, type QueueProgress } from './revoke-queries.ts';
import { badge } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { RevokeDrawer } from './revoke-drawer.tsx';

/** Cancel/return requests by progress (oldest first), with the count of each, and the drawer. */
export function ReturnsPage() {
  const { t } = useReturnsText();
  useAdminTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const progress = (REVOKE_QUEUE_PROGRESS.find((p) => p === params.get('progress')) ??
    '환불대기') as QueueProgress;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('open')) || null;
  const queue = useQuery(revokeQueueQuery(progress, page));
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };
  const columns: Column<AdminRevokeRow>[] = [
    { key: 'id', header: t('col.revokeId'), cell: (r) => r.revokeId, className: 'tabular-nums' },
    {
      key: 'at',
      header: t('col.requestedAt'),
      cell: (r) => formatDateTime(r.requestedAt),
      className: 'tabular-nums text-slate-600',
    },
    { key: 'type', header: t('col.type'), cell: (r) => r.revokeTypeCd },
    {
      key: 'order',
      header: t('col.order'),
      cell: (r) => (
        <>
          {r.orderId}
          <span className="block text-xs text-slate-500">{t('memberNo', { id: r.memberId })}</span>
        </>
      ),
    },
    { key: 'products', header: t('col.products'), cell: (r) => r.productSummary },
    {
      key: 'refund',
      header: t('col.refund'),
      cell: (r) => r.refundTotal.toLocaleString('ko-KR'),
      className: 'text-right tabular-nums',
    },
    {
      key: 'by',
      header: t('col.refundType'),
      cell: (r) => refundTypeLabel(t, r.refundTypeCd),
    },
    {
      key: 'progress',
      header: t('col.progress'),
      cell: (r) => (
        <>
          <span className={`${badge} bg-slate-100 text-slate-800`}>{r.revokeProgressCd}</span>
          {r.refundFailed && (
            <span className={`${badge} ml-1 bg-red-600 text-white`}>{t('refundFailed')}</span>
          )}
        </>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={t('title')} />
      <div role="tablist" aria-label={t('title')} className="mb-4 flex flex-wrap gap-1">
        {REVOKE_QUEUE_PROGRESS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={progress === p}
            onClick={() => update({ progress: p, page: null, open: null })}
            className={`rounded-full border px-3 py-1 text-sm ${progress === p ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {p} <strong className="ml-1">{queue.data?.counts[p] ?? 0}</strong>
          </button>
        ))}
      </div>
      <AdminTable
        caption={progress}
        columns={columns}
        rows={queue.data?.list}
        rowKey={(r) => r.revokeId}
        onOpen={(r) => update({ open: String(r.revokeId) })}
        state={{
          isPending: queue.isPending,
          isError: queue.isError,
          onRetry: () => void queue.refetch(),
        }}
        pager={
          queue.data && {
            page,
            totalPages: queue.data.totalPages,
            totalCount: queue.data.totalCount,
            onChange: (p) => update({ page: String(p) }),
          }
        }
      />
      {open && <RevokeDrawer revokeId={open} onClose={() => update({ open: null })} />}
    </div>
  );
}
