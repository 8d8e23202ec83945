import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminRefundsDue, type refundDueRow } from '@shop/contract/holidays.ts';
import { formatWon } from '../../lib/format.ts';
import { useReturnsText } from '../i18n/admin-page-texts.ts';
import { adminCall } from '../kit/admin-api.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { ADMIN_KEY } from '../kit/admin-session.ts';
import { badge, moneyCell } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

type RefundDue = z.infer<typeof refundDueRow>;

const refundsDueQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'refunds-due'],
  queryFn: ({ signal }) => adminCall(adminRefundsDue, { signal }),
});

/** Calendar days from `from` to `to` (YYYY-MM-DD each). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * /admin/refunds-due: refunds not made whose legal due date (3 business days, 전자상거래법 §18;
 * decision 0504) is today or past, most overdue first; a row opens the request in 취소·반품 처리.
 */
export function RefundsDuePage() {
  const { t } = useReturnsText();
  const labels = useProgressLabels();
  useAdminTitle(t('due.title'));
  const navigate = useNavigate();
  const due = useQuery(refundsDueQuery);
  const today = due.data?.today ?? '';
  const overdue = due.data?.list.filter((r) => r.overdue).length ?? 0;

  const columns: Column<RefundDue>[] = [
    {
      key: 'due',
      header: t('due.colDue'),
      cell: (r) => (
        <>
          <span className="tabular-nums">{r.dueDate}</span>
          {r.overdue ? (
            <span className={`${badge} ml-2 bg-red-600 text-white`}>
              {t('due.overdue', { days: daysBetween(r.dueDate, today) })}
            </span>
          ) : (
            <span className={`${badge} ml-2 bg-amber-400 text-slate-900`}>{t('due.today')}</span>
          )}
        </>
      ),
    },
    {
      key: 'id',
      header: t('col.revokeId'),
      cell: (r) => r.revokeId,
      className: 'tabular-nums',
      opens: true,
    },
    { key: 'type', header: t('col.type'), cell: (r) => labels.revokeType(r.revokeTypeCd) },
    { key: 'order', header: t('col.order'), cell: (r) => r.orderId, className: 'tabular-nums' },
    {
      key: 'start',
      header: t('due.colStart'),
      cell: (r) => (
        <>
          <span className="tabular-nums">{r.startDate}</span>
          <span className="block text-xs text-slate-500">
            {r.revokeTypeCd === '취소' ? t('due.startCancel') : t('due.startReturn')}
          </span>
        </>
      ),
    },
    {
      key: 'refund',
      header: t('col.refund'),
      cell: (r) => formatWon(r.refundTotal),
      className: moneyCell,
    },
    {
      key: 'progress',
      header: t('col.progress'),
      cell: (r) => (
        <span className={`${badge} bg-slate-100 text-slate-800`}>
          {labels.progress(r.revokeProgressCd)}
        </span>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={t('due.title')} />
      <p className="mb-3 max-w-4xl text-sm text-slate-600">{t('due.help')}</p>
      {due.data && (
        <p className="mb-3 text-sm font-semibold text-slate-900">
          {t('due.summary', { today, count: due.data.list.length, overdue })}
        </p>
      )}
      <AdminTable
        caption={t('due.title')}
        columns={columns}
        rows={due.data?.list}
        rowKey={(r) => r.revokeId}
        onOpen={(r) => void navigate(`/admin/returns?open=${r.revokeId}`)}
        openLabel={(r) => t('due.open', { id: r.revokeId })}
        rowClassName={(r) => (r.overdue ? 'bg-red-50' : '')}
        empty={t('due.empty')}
        state={{
          isPending: due.isPending,
          isError: due.isError,
          onRetry: () => void due.refetch(),
        }}
      />
    </div>
  );
}
