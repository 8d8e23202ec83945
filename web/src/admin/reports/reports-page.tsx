import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type {
  ReportBenefit,
  ReportBrand,
  ReportDay,
  ReportLateRefund,
  ReportPaymentType,
  ReportProduct,
  ReportTable,
  SalesReport,
} from '@shop/contract/admin-reports.ts';
import { brandName } from '@shop/contract/brands.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatWon, seoulToday } from '../../lib/format.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { paymentTypeLabel, useOrdersText, useReportsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { downloadReportCsv, salesReportQuery } from './report-queries.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

// uPlot comes with the chart only: the other back-office pages never load it
const SalesChart = lazy(() => import('./sales-chart.tsx'));

const num = 'text-right tabular-nums whitespace-nowrap';
type DayRow = ReportDay | (Omit<ReportDay, 'day'> & { day: string; total: true });

function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

function Section({
  id,
  title,
  from,
  to,
  children,
}: {
  id: ReportTable;
  title: string;
  from: string;
  to: string;
  children: ReactNode;
}) {
  const { t } = useReportsText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(from, to, id);
    } catch (err) {
      await alertDialog(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`report-${id}`} className="min-w-0 space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`report-${id}`} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          className={secondaryBtn}
          disabled={busy}
          aria-label={`${title} ${t('download')}`}
          onClick={() => void download()}
        >
          {t('download')}
        </button>
      </div>
      {/* a phone scrolls the wide tables sideways instead of widening the page */}
      <div className="max-w-full overflow-x-auto">{children}</div>
    </section>
  );
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

function Tables({ report }: { report: SalesReport }) {
  const { t } = useReportsText();
  const labels = useProgressLabels();
  const orders = useOrdersText();
  const { from, to } = report;
  const brandOf = (b: string | null) => (b === null ? t('noBrand') : brandName(b));
  const money = (n: number) => formatWon(n);

  const dayColumns: Column<DayRow>[] = [
    {
      key: 'day',
      header: t('col.day'),
      cell: (d) => ('total' in d ? <strong>{t('total')}</strong> : d.day),
      className: 'tabular-nums whitespace-nowrap',
    },
    { key: 'orders', header: t('col.orders'), cell: (d) => d.orders, className: num },
    {
      key: 'ps',
      header: t('col.productSales'),
      cell: (d) => money(d.productSales),
      className: num,
    },
    {
      key: 'ds',
      header: t('col.deliverySales'),
      cell: (d) => money(d.deliverySales),
      className: num,
    },
    { key: 'sales', header: t('col.sales'), cell: (d) => money(d.salesAmount), className: num },
    { key: 'refunds', header: t('col.refunds'), cell: (d) => d.refunds, className: num },
    {
      key: 'pr',
      header: t('col.productRefunds'),
      cell: (d) => money(d.productRefunds),
      className: num,
    },
    {
      key: 'dr',
      header: t('col.deliveryRefunds'),
      cell: (d) => money(d.deliveryRefunds),
      className: num,
    },
    {
      key: 'or',
      header: t('col.otherRefunds'),
      cell: (d) => money(d.otherRefunds),
      className: num,
    },
    {
      key: 'refund',
      header: t('col.refundAmount'),
      cell: (d) => money(d.refundAmount),
      className: num,
    },
    {
      key: 'net',
      header: t('col.net'),
      cell: (d) => <strong>{money(d.net)}</strong>,
      className: num,
    },
  ];
  const salesColumns = <T extends ReportBrand | ReportProduct>(): Column<T>[] => [
    { key: 'orders', header: t('col.orders'), cell: (r) => r.salesCount, className: num },
    {
      key: 'sales',
      header: t('col.productSales'),
      cell: (r) => money(r.salesAmount),
      className: num,
    },
    { key: 'refunds', header: t('col.refunds'), cell: (r) => r.refundCount, className: num },
    {
      key: 'refund',
      header: t('col.productRefunds'),
      cell: (r) => money(r.refundAmount),
      className: num,
    },
    { key: 'net', header: t('col.net'), cell: (r) => money(r.net), className: num },
  ];
  const brandColumns: Column<ReportBrand>[] = [
    { key: 'brand', header: t('col.brand'), cell: (r) => brandOf(r.brand) },
    ...salesColumns<ReportBrand>(),
  ];
  const productColumns: Column<ReportProduct>[] = [
    {
      key: 'product',
      header: t('col.product'),
      cell: (r) => (
        <>
          {r.displayName} <span className="text-xs text-slate-500">#{r.productId}</span>
        </>
      ),
    },
    { key: 'sq', header: t('col.salesQty'), cell: (r) => r.salesQty, className: num },
    { key: 'rq', header: t('col.refundQty'), cell: (r) => r.refundQty, className: num },
    ...salesColumns<ReportProduct>(),
  ];
  const typeColumns: Column<ReportPaymentType>[] = [
    {
      key: 'type',
      header: t('col.paymentType'),
      cell: (r) => paymentTypeLabel(orders.t, r.paymentTypeCd || null),
    },
    { key: 'orders', header: t('col.orders'), cell: (r) => r.orders, className: num },
    { key: 'amount', header: t('col.amount'), cell: (r) => money(r.amount), className: num },
  ];
  const benefitColumns: Column<ReportBenefit>[] = [
    { key: 'brand', header: t('col.brand'), cell: (r) => brandOf(r.brand) },
    { key: 'season', header: t('col.season'), cell: (r) => r.seasonName },
    { key: 'used', header: t('col.used'), cell: (r) => r.used, className: num },
    { key: 'waived', header: t('col.waived'), cell: (r) => money(r.waived), className: num },
  ];
  const lateColumns: Column<ReportLateRefund>[] = [
    { key: 'refund', header: t('col.refundId'), cell: (r) => r.refundId, className: num },
    { key: 'order', header: t('col.orderId'), cell: (r) => r.orderId, className: num },
    { key: 'kind', header: t('col.revokeType'), cell: (r) => labels.revokeType(r.revokeTypeCd) },
    { key: 'amount', header: t('col.amount'), cell: (r) => money(r.amount), className: num },
    {
      key: 'start',
      header: t('col.startDate'),
      cell: (r) => r.startDate,
      className: 'tabular-nums',
    },
    { key: 'due', header: t('col.dueDate'), cell: (r) => r.dueDate, className: 'tabular-nums' },
    { key: 'done', header: t('col.doneDate'), cell: (r) => r.doneDate, className: 'tabular-nums' },
    {
      key: 'late',
      header: t('col.daysLate'),
      cell: (r) => t('daysLate', { count: r.daysLate }),
      className: `${num} text-red-700`,
    },
  ];
  const dayRows: DayRow[] = [...report.days, { ...report.totals, day: 'total', total: true }];
  const empty = t('empty');
  return (
    <div className="space-y-6">
      <Section id="daily" title={t('tables.daily')} from={from} to={to}>
        <AdminTable
          caption={t('tables.daily')}
          columns={dayColumns}
          rows={dayRows}
          rowKey={(d) => d.day}
          rowClassName={(d) => ('total' in d ? 'bg-slate-50 font-semibold' : '')}
        />
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section id="brands" title={t('tables.brands')} from={from} to={to}>
          <AdminTable
            caption={t('tables.brands')}
            columns={brandColumns}
            rows={report.brands}
            rowKey={(r) => r.brand ?? ''}
            empty={empty}
          />
        </Section>
        <Section id="paymentTypes" title={t('tables.paymentTypes')} from={from} to={to}>
          <AdminTable
            caption={t('tables.paymentTypes')}
            columns={typeColumns}
            rows={report.paymentTypes}
            rowKey={(r) => r.paymentTypeCd}
            empty={empty}
          />
        </Section>
      </div>
      <Section id="products" title={t('tables.products')} from={from} to={to}>
        <AdminTable
          caption={t('tables.products')}
          columns={productColumns}
          rows={report.products}
          rowKey={(r) => r.productId}
          empty={empty}
        />
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section id="benefits" title={t('tables.benefits')} from={from} to={to}>
          <AdminTable
            caption={t('tables.benefits')}
            columns={benefitColumns}
            rows={report.benefits}
            rowKey={(r) => `${r.brand}-${r.seasonId}`}
            empty={empty}
          />
        </Section>
        <Section id="lateRefunds" title={t('tables.lateRefunds')} from={from} to={to}>
          <AdminTable
            caption={t('tables.lateRefunds')}
            columns={lateColumns}
            rows={report.lateRefunds}
            rowKey={(r) => r.refundId}
            empty={empty}
          />
        </Section>
      </div>
    </div>
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
          <Tables report={report} />
        </>
      )}
    </div>
  );
}
