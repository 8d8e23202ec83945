import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_PROGRESS_FILTER, type AdminOrderRow } from '@shop/contract/admin-orders.ts';
import { paymentTypeCd } from '@shop/contract/checkout.ts';
import { courierOf } from '@shop/contract/couriers.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { orderListQuery, type OrderFilters } from './order-queries.ts';
import { useOrdersText } from '../i18n/admin-page-texts.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { badge, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { ProgressBadge } from '../kit/progress-badge.tsx';
import { ShipmentCsvDialog } from './shipment-csv-dialog.tsx';

const TEXT_FILTERS = ['from', 'to', 'progress', 'paymentTypeCd'] as const;
const NUMBER_FILTERS = ['memberId', 'stdId', 'productId', 'orderId'] as const;

/** The filters in the address, so a reload or a shared link shows the same list. */
function filtersOf(params: URLSearchParams): OrderFilters {
  const f: Record<string, string | number> = {};
  for (const k of TEXT_FILTERS) {
    const v = params.get(k);
    if (v) f[k] = v;
  }
  for (const k of NUMBER_FILTERS) {
    const v = Number(params.get(k));
    if (Number.isInteger(v) && v > 0) f[k] = v;
  }
  return f as OrderFilters;
}

function Filters({ filters, onApply }: { filters: OrderFilters; onApply: (f: FormData) => void }) {
  const { t } = useOrdersText();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(new FormData(e.currentTarget));
  };
  const field = (name: string, text: string, type: 'date' | 'number', width = 'w-36') => (
    <div className={width}>
      <label htmlFor={`of-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`of-${name}`}
        name={name}
        type={type}
        min={type === 'number' ? 1 : undefined}
        className={input}
        defaultValue={String(filters[name as keyof OrderFilters] ?? '')}
      />
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      key={JSON.stringify(filters)}
    >
      {field('from', t('filters.from'), 'date', 'w-40')}
      {field('to', t('filters.to'), 'date', 'w-40')}
      <div className="w-36">
        <label htmlFor="of-progress" className={label}>
          {t('filters.progress')}
        </label>
        <select
          id="of-progress"
          name="progress"
          className={input}
          defaultValue={filters.progress ?? ''}
        >
          <option value="">{t('filters.all')}</option>
          {ORDER_PROGRESS_FILTER.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <div className="w-32">
        <label htmlFor="of-paymentTypeCd" className={label}>
          {t('filters.paymentType')}
        </label>
        <select
          id="of-paymentTypeCd"
          name="paymentTypeCd"
          className={input}
          defaultValue={filters.paymentTypeCd ?? ''}
        >
          <option value="">{t('filters.all')}</option>
          {paymentTypeCd.options.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      {field('memberId', t('filters.memberId'), 'number', 'w-28')}
      {field('stdId', t('filters.stdId'), 'number', 'w-28')}
      {field('productId', t('filters.productId'), 'number', 'w-28')}
      {field('orderId', t('filters.orderId'), 'number', 'w-28')}
      <button type="submit" className={primaryBtn}>
        {t('filters.apply')}
      </button>
      <button type="button" className={secondaryBtn} onClick={() => onApply(new FormData())}>
        {t('filters.reset')}
      </button>
    </form>
  );
}

/** Orders: search by period, progress, payment type, member, student, product; detail drawer. */
export function OrdersPage() {
  const { t } = useOrdersText();
  useAdminTitle(t('title'));
  const { can } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('open')) || null;
  const [uploading, setUploading] = useState(false);
  const list = useQuery(orderListQuery(filters, page));

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };
  const apply = (form: FormData) => {
    const next: Record<string, string | null> = { page: null };
    for (const k of [...TEXT_FILTERS, ...NUMBER_FILTERS]) next[k] = String(form.get(k) ?? '');
    update(next);
  };

  const columns: Column<AdminOrderRow>[] = [
    { key: 'id', header: t('col.orderId'), cell: (o) => o.orderId, className: 'tabular-nums' },
    {
      key: 'at',
      header: t('col.orderedAt'),
      cell: (o) => formatDateTime(o.orderedDatetime),
      className: 'tabular-nums whitespace-nowrap text-slate-600',
    },
    {
      key: 'member',
      header: t('col.member'),
      cell: (o) => (
        <>
          {o.buyerName ?? '-'}
          <span className="block text-xs text-slate-500">{t('memberNo', { id: o.memberId })}</span>
        </>
      ),
    },
    {
      key: 'recipient',
      header: t('col.recipient'),
      cell: (o) => (
        <>
          {o.recipientName ?? '-'}
          <span className="block text-xs text-slate-500 tabular-nums">{o.recipientMobile}</span>
        </>
      ),
    },
    {
      key: 'products',
      header: t('col.products'),
      cell: (o) => (
        <>
          {o.isOversea && (
            <span className={`${badge} mr-1.5 bg-violet-50 text-violet-800`}>{t('oversea')}</span>
          )}
          {o.productSummary}
        </>
      ),
    },
    {
      key: 'total',
      header: t('col.total'),
      cell: (o) => o.priceTotal.toLocaleString('ko-KR'),
      className: 'text-right tabular-nums',
    },
    { key: 'payment', header: t('col.payment'), cell: (o) => o.paymentTypeCd ?? '-' },
    {
      key: 'progress',
      header: t('col.progress'),
      cell: (o) => <ProgressBadge progress={o.orderProgressCd} />,
    },
    {
      key: 'invoice',
      header: t('col.invoice'),
      cell: (o) =>
        o.invoiceNo ? (
          <span className="text-xs">
            {courierOf(o.logisticCd)?.name ?? o.logisticCd}
            <span className="block font-mono">{o.invoiceNo}</span>
          </span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        actions={
          can('orders.fulfil') && (
            <button type="button" className={primaryBtn} onClick={() => setUploading(true)}>
              {t('uploadCsv')}
            </button>
          )
        }
      />
      <AdminTable
        caption={t('title')}
        toolbar={<Filters filters={filters} onApply={apply} />}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.orderId}
        onOpen={(o) => update({ open: String(o.orderId) })}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
        pager={
          list.data && {
            page,
            totalPages: list.data.totalPages,
            totalCount: list.data.totalCount,
            onChange: (p) => update({ page: String(p) }),
          }
        }
      />
      {open && <OrderDrawer orderId={open} onClose={() => update({ open: null })} />}
      {uploading && <ShipmentCsvDialog onClose={() => setUploading(false)} />}
    </div>
  );
}
