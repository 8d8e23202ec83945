import { useState, type ReactNode } from 'react';
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
import { formatWon } from '../../lib/format.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';
import { paymentTypeLabel, useOrdersText, useReportsText } from '../i18n/admin-page-texts.ts';
import { secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { downloadReportCsv } from './report-queries.ts';

/** The sales report's tables, each with its CSV download (issue 19 §7, decision 0440). */

const num = 'text-right tabular-nums whitespace-nowrap';
type DayRow = ReportDay | (Omit<ReportDay, 'day'> & { day: string; total: true });

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
export function ReportTables({ report }: { report: SalesReport }) {
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
