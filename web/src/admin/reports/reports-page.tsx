import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { SalesReport } from '@shop/contract/admin-reports.ts';
import { formatWon, seoulToday } from '../../lib/format.ts';
import { useReportsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, input, label, primaryBtn } from '../kit/admin-styles.ts';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { salesReportQuery } from './report-queries.ts';
import { ReportTables } from './report-tables.tsx';

// uPlot comes with the chart only: the other back-office pages never load it
const SalesChart = lazy(() => import('./sales-chart.tsx'));

function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

function Summary({ report }: { report: SalesReport }) {
  const { t } = useReportsText();
  const items = [
    {
      key: 'sales',
      label: t('summary.sales'),
      value: formatWon(report.totals.salesAmount),
      note: t('summary.orders', { count: report.totals.orders }),
    },
    {
      key: 'refunds',
      label: t('summary.refunds'),
      value: formatWon(report.totals.refundAmount),
      note: t('summary.refundCount', { count: report.totals.refunds }),
    },
    { key: 'net', label: t('summary.net'), value: formatWon(report.totals.net), note: '' },
    {
      key: 'late',
      label: t('summary.late'),
      value: t('summary.countAmount', {
        count: report.lateRefundTotal.count,
        amount: formatWon(report.lateRefundTotal.amount),
      }),
      note: '',
    },
    {
      key: 'overdue',
      label: t('summary.overdue'),
      value: t('summary.countAmount', {
        count: report.overdue.count,
        amount: formatWon(report.overdue.amount),
      }),
      note: report.overdue.today,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {items.map((i) => (
        <div key={i.key} className={`${card} px-4 py-3`} data-summary={i.key}>
          <dt className="text-xs font-semibold text-slate-600">{i.label}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900">{i.value}</dd>
          {i.note && <dd className="text-xs text-slate-500 tabular-nums">{i.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Sales, refunds and net for a period (issue 19 §7): summary, daily chart, tables, CSV files. */
export function ReportsPage() {
  const { t } = useReportsText();
  useAdminTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const today = seoulToday();
  const to = params.get('to') ?? today;
  const from = params.get('from') ?? daysBefore(to, 6);
  const result = useQuery(salesReportQuery(from, to));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setParams({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  const report = result.data;
  return (
    <div className="space-y-5">
      <PageHeader title={t('title')} />
      <form
        key={`${from}-${to}`}
        onSubmit={onSubmit}
        className={`${card} flex flex-wrap items-end gap-3 px-4 py-3`}
      >
        <div className="w-40">
          <label htmlFor="report-from" className={label}>
            {t('from')}
          </label>
          <input
            id="report-from"
            name="from"
            type="date"
            required
            className={input}
            defaultValue={from}
          />
        </div>
        <div className="w-40">
          <label htmlFor="report-to" className={label}>
            {t('to')}
          </label>
          <input
            id="report-to"
            name="to"
            type="date"
            required
            className={input}
            defaultValue={to}
          />
        </div>
        <button type="submit" className={primaryBtn}>
          {t('apply')}
        </button>
        <p className="basis-full text-xs text-slate-500">{t('help')}</p>
      </form>
      {!report && (
        <QueryState
          isPending={result.isPending}
          isError={result.isError}
          onRetry={() => void result.refetch()}
        />
      )}
      {report && (
        <>
          <Summary report={report} />
          <section className={`${card} px-4 py-3`} aria-labelledby="report-chart">
            <h2 id="report-chart" className="mb-2 text-base font-bold text-slate-900">
              {t('chart.title')}
            </h2>
            <div role="img" aria-label={t('chart.label', { from: report.from, to: report.to })}>
              <Suspense fallback={<div className="h-[270px]" />}>
                <SalesChart
                  days={report.days}
                  labels={{ day: t('col.day'), sales: t('chart.sales'), net: t('chart.net') }}
                />
              </Suspense>
            </div>
          </section>
          <ReportTables report={report} />
        </>
      )}
    </div>
  );
}
