import { useQuery } from '@tanstack/react-query';
import { REVOKE_QUEUE_PROGRESS, type AdminRevokeRow } from '@shop/contract/admin-revokes.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { refundTypeLabel, useReturnsText } from '../i18n/admin-page-texts.ts';
import { revokeQueueQuery, type QueueProgress } from './revoke-queries.ts';
import { badge } from '../kit/admin-styles.ts';
import { pagedRows, useListParams } from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { RevokeDrawer } from './revoke-drawer.tsx';

/** Cancel/return requests by progress (oldest first), with the count of each, and the drawer. */
export function ReturnsPage() {
  const { t } = useReturnsText();
  useAdminTitle(t('title'));
  const { params, page, open, update, setPage, openRow, close } = useListParams([]);
  const progress = (REVOKE_QUEUE_PROGRESS.find((p) => p === params.get('progress')) ??
    '환불대기') as QueueProgress;
  const queue = useQuery(revokeQueueQuery(progress, page));
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
          {r.refundInDoubt ? (
            <span className={`${badge} ml-1 bg-amber-500 text-slate-900`}>
              {t('refundInDoubt')}
            </span>
          ) : (
            r.refundFailed && (
              <span className={`${badge} ml-1 bg-red-600 text-white`}>{t('refundFailed')}</span>
            )
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
        rowKey={(r) => r.revokeId}
        onOpen={(r) => openRow(r.revokeId)}
        {...pagedRows(queue, page, setPage)}
      />
      {open && <RevokeDrawer revokeId={open} onClose={close} />}
    </div>
  );
}
