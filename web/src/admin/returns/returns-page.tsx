import { useQuery } from '@tanstack/react-query';
import { REVOKE_QUEUE_PROGRESS, type AdminRevokeRow } from '@shop/contract/admin-revokes.ts';
import { formatDateTime, formatWon } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { refundTypeLabel, useReturnsText } from '../i18n/admin-page-texts.ts';
import { revokeQueueQuery, type QueueProgress } from './revoke-queries.ts';
import { badge, moneyCell } from '../kit/admin-styles.ts';
import { pagedRows, useListParams } from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { AdminTabs } from '../kit/admin-tabs.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { RevokeDrawer } from './revoke-drawer.tsx';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

/** Cancel/return requests by progress (oldest first), with the count of each, and the drawer. */
export function ReturnsPage() {
  const { t } = useReturnsText();
  const labels = useProgressLabels();
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
    { key: 'type', header: t('col.type'), cell: (r) => labels.revokeType(r.revokeTypeCd) },
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
      cell: (r) => formatWon(r.refundTotal),
      className: moneyCell,
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
          <span className={`${badge} bg-slate-100 text-slate-800`}>
            {labels.progress(r.revokeProgressCd)}
          </span>
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
      <AdminTabs
        label={t('title')}
        tabs={REVOKE_QUEUE_PROGRESS.map((p) => ({
          key: p,
          label: labels.progress(p),
          count: queue.data?.counts[p] ?? 0,
        }))}
        selected={progress}
        onSelect={(p) => update({ progress: p, page: null, open: null })}
      >
        <AdminTable
          caption={labels.progress(progress)}
          columns={columns}
          rowKey={(r) => r.revokeId}
          onOpen={(r) => openRow(r.revokeId)}
          {...pagedRows(queue, page, setPage)}
        />
      </AdminTabs>
      {open && <RevokeDrawer revokeId={open} onClose={close} />}
    </div>
  );
}
