import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type {
  DepositRow,
  ReconciliationDay,
  ReconciliationMismatch,
} from '@shop/contract/admin-payments.ts';
import { daysBefore, formatDateTime, formatWon, seoulToday } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { depositListQuery, reconciliationQuery } from './payment-queries.ts';
import { usePaymentsText } from '../i18n/admin-page-texts.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import {
  badge,
  card,
  input,
  label,
  moneyCell,
  primaryBtn,
  secondaryBtn,
} from '../kit/admin-styles.ts';
import { pagedRows, useListParams } from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { AdminTabs } from '../kit/admin-tabs.tsx';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { DepositConfirmDrawer } from './deposit-confirm-drawer.tsx';
import { ProgressBadge } from '../kit/progress-badge.tsx';

type Tab = 'waiting' | 'expired' | 'reconciliation';
const TABS: Tab[] = ['waiting', 'expired', 'reconciliation'];

function Deposits({ state }: { state: 'waiting' | 'expired' }) {
  const { t } = usePaymentsText();
  const { can } = useStaffSession();
  const { page, setPage } = useListParams([]);
  const [confirming, setConfirming] = useState<DepositRow | null>(null);
  const list = useQuery(depositListQuery(state, page));
  const now = Date.now();
  const columns: Column<DepositRow>[] = [
    { key: 'order', header: t('col.orderId'), cell: (r) => r.orderId, className: 'tabular-nums' },
    { key: 'buyer', header: t('col.buyer'), cell: (r) => r.buyerName ?? `#${r.memberId}` },
    {
      key: 'amount',
      header: t('col.amount'),
      cell: (r) => formatWon(r.amount),
      className: moneyCell,
    },
    { key: 'bank', header: t('col.bank'), cell: (r) => r.bankName ?? '-' },
    {
      key: 'account',
      header: t('col.account'),
      cell: (r) => r.accountNumber,
      className: 'font-mono text-xs',
    },
    { key: 'holder', header: t('col.holder'), cell: (r) => r.holder ?? '-' },
    {
      key: 'issued',
      header: t('col.issuedAt'),
      cell: (r) => formatDateTime(r.issuedAt),
      className: 'tabular-nums text-slate-600',
    },
    {
      key: 'due',
      header: t('col.dueAt'),
      className: 'tabular-nums',
      cell: (r) => {
        if (!r.dueAt) return '-';
        const left = Date.parse(r.dueAt) - now;
        return (
          <>
            {formatDateTime(r.dueAt)}
            {state === 'waiting' && left < 0 && (
              <span className={`${badge} ml-1.5 bg-red-50 text-red-800`}>{t('overdue')}</span>
            )}
            {state === 'waiting' && left >= 0 && left < 86_400_000 && (
              <span className={`${badge} ml-1.5 bg-amber-100 text-amber-900`}>{t('dueSoon')}</span>
            )}
          </>
        );
      },
    },
    {
      key: 'progress',
      header: t('col.progress'),
      cell: (r) => <ProgressBadge progress={r.orderProgressCd} />,
    },
  ];
  if (state === 'waiting' && can('deposits.confirm')) {
    columns.push({
      key: 'action',
      header: t('col.action'),
      cell: (r) => (
        <button type="button" className={secondaryBtn} onClick={() => setConfirming(r)}>
          {t('confirm.open')}
        </button>
      ),
    });
  }
  return (
    <>
      <AdminTable
        caption={t(`tabs.${state}`)}
        columns={columns}
        rowKey={(r) => r.paymentId}
        {...pagedRows(list, page, setPage)}
      />
      {confirming && <DepositConfirmDrawer row={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}

function Reconciliation() {
  const { t, messages } = usePaymentsText();
  const { params, update } = useListParams([]);
  const to = params.get('to') ?? seoulToday();
  const from = params.get('from') ?? daysBefore(to, 6);
  const result = useQuery(reconciliationQuery(from, to));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    update({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  const total = (x: { count: number; amount: number }) =>
    t('recon.countAmount', { count: x.count, amount: formatWon(x.amount) });
  const differs = (d: ReconciliationDay) =>
    d.gatewayAnswered &&
    (d.mismatches.length > 0 ||
      d.shopPayments.amount !== d.gatewayPayments.amount ||
      d.shopRefunds.amount !== d.gatewayRefunds.amount);
  const columns: Column<ReconciliationDay>[] = [
    { key: 'day', header: t('recon.day'), cell: (d) => d.day, className: 'tabular-nums' },
    {
      key: 'sp',
      header: t('recon.shopPayments'),
      cell: (d) => total(d.shopPayments),
      className: 'text-right tabular-nums',
    },
    {
      key: 'gp',
      header: t('recon.gatewayPayments'),
      cell: (d) => (d.gatewayAnswered ? total(d.gatewayPayments) : '-'),
      className: 'text-right tabular-nums',
    },
    {
      key: 'sr',
      header: t('recon.shopRefunds'),
      cell: (d) => total(d.shopRefunds),
      className: 'text-right tabular-nums',
    },
    {
      key: 'gr',
      header: t('recon.gatewayRefunds'),
      cell: (d) => (d.gatewayAnswered ? total(d.gatewayRefunds) : '-'),
      className: 'text-right tabular-nums',
    },
    {
      key: 'nc',
      header: t('recon.netCancels'),
      cell: (d) => total(d.gatewayNetCancels),
      className: 'text-right tabular-nums text-slate-500',
    },
    {
      key: 'state',
      header: t('recon.mismatches'),
      cell: (d) =>
        !d.gatewayAnswered ? (
          <span className={`${badge} bg-slate-200 text-slate-700`}>{t('recon.noReport')}</span>
        ) : differs(d) ? (
          <span className={`${badge} bg-red-600 text-white`}>
            {t('recon.mismatchCount', { count: d.mismatches.length })}
          </span>
        ) : (
          <span className={`${badge} bg-emerald-50 text-emerald-800`}>{t('recon.ok')}</span>
        ),
    },
  ];
  const mismatches = (result.data?.days ?? []).flatMap((d) =>
    d.mismatches
      .filter((m) => (m.shopDay ?? m.gatewayDay) === d.day)
      .map((m) => ({ ...m, day: d.day })),
  );
  const mismatchColumns: Column<ReconciliationMismatch & { day: string }>[] = [
    { key: 'day', header: t('recon.day'), cell: (m) => m.day, className: 'tabular-nums' },
    { key: 'kind', header: t('recon.kind'), cell: (m) => messages.recon.kinds[m.kind] },
    {
      key: 'reason',
      header: t('recon.reason'),
      cell: (m) => (
        <span className={`${badge} bg-red-100 text-red-900`}>
          {messages.recon.reasons[m.reason]}
        </span>
      ),
    },
    { key: 'tid', header: t('recon.tid'), cell: (m) => m.tid, className: 'font-mono text-xs' },
    { key: 'order', header: t('recon.order'), cell: (m) => m.orderId ?? m.orderNumber ?? '-' },
    {
      key: 'sa',
      header: t('recon.shopAmount'),
      cell: (m) => (m.shopAmount === null ? '-' : formatWon(m.shopAmount)),
      className: moneyCell,
    },
    {
      key: 'ga',
      header: t('recon.gatewayAmount'),
      cell: (m) => (m.gatewayAmount === null ? '-' : formatWon(m.gatewayAmount)),
      className: moneyCell,
    },
    { key: 'sd', header: t('recon.shopDay'), cell: (m) => m.shopDay ?? '-' },
    { key: 'gd', header: t('recon.gatewayDay'), cell: (m) => m.gatewayDay ?? '-' },
  ];
  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} className={`${card} flex flex-wrap items-end gap-3 px-4 py-3`}>
        <div className="w-40">
          <label htmlFor="rc-from" className={label}>
            {t('recon.from')}
          </label>
          <input id="rc-from" name="from" type="date" className={input} defaultValue={from} />
        </div>
        <div className="w-40">
          <label htmlFor="rc-to" className={label}>
            {t('recon.to')}
          </label>
          <input id="rc-to" name="to" type="date" className={input} defaultValue={to} />
        </div>
        <button type="submit" className={primaryBtn}>
          {t('recon.apply')}
        </button>
        <p className="basis-full text-xs text-slate-500">{t('recon.help')}</p>
      </form>
      {!result.data && (
        <QueryState
          isPending={result.isPending}
          isError={result.isError}
          onRetry={() => void result.refetch()}
        />
      )}
      {result.data && (
        <>
          <AdminTable
            caption={t('tabs.reconciliation')}
            columns={columns}
            rows={result.data.days}
            rowKey={(d) => d.day}
            rowClassName={(d) => (differs(d) ? 'bg-red-50' : '')}
          />
          {mismatches.length > 0 && (
            <section aria-label={t('recon.mismatches')}>
              <h2 className="mb-2 text-sm font-bold text-red-800">
                {t('recon.mismatches')} ({mismatches.length})
              </h2>
              <AdminTable
                caption={t('recon.mismatches')}
                columns={mismatchColumns}
                rows={mismatches}
                rowKey={(m) => `${m.kind}-${m.tid}-${m.reason}-${m.shopAmount}`}
                rowClassName={() => 'bg-red-50/60'}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** Virtual accounts waiting or expired, manual deposit confirmation, daily reconciliation. */
export function PaymentsPage() {
  const { t } = usePaymentsText();
  useAdminTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'waiting';
  return (
    <div>
      <PageHeader title={t('title')} />
      <AdminTabs
        label={t('title')}
        tabs={TABS.map((x) => ({ key: x, label: t(`tabs.${x}`) }))}
        selected={tab}
        onSelect={(x) => setParams(x === 'waiting' ? {} : { tab: x })}
      >
        {tab === 'reconciliation' ? <Reconciliation /> : <Deposits key={tab} state={tab} />}
      </AdminTabs>
    </div>
  );
}
