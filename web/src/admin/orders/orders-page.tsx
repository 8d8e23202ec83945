import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_PROGRESS_FILTER, type AdminOrderRow } from '@shop/contract/admin-orders.ts';
import { paymentTypeCd } from '@shop/contract/checkout.ts';
import { courierName } from '@shop/contract/couriers.ts';
import { formatDateTime, formatWon } from '../../lib/format.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { orderListQuery, type OrderFilters } from './order-queries.ts';
import { paymentTypeLabel, useOrdersText } from '../i18n/admin-page-texts.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { badge, moneyCell, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import {
  FilterBar,
  optionsOf,
  pagedRows,
  useListParams,
  type FilterField,
} from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { ProgressBadge } from '../kit/progress-badge.tsx';
import { DeliveryCsvDialog, ShipmentCsvDialog } from './shipment-csv-dialog.tsx';

/** Orders: search by period, progress, payment type, member, student, product; detail drawer. */
export function OrdersPage() {
  const { t } = useOrdersText();
  useAdminTitle(t('title'));
  const { can } = useStaffSession();
  const fields: FilterField[] = [
    { name: 'from', label: t('filters.from'), kind: 'date', width: 'w-40' },
    { name: 'to', label: t('filters.to'), kind: 'date', width: 'w-40' },
    {
      name: 'progress',
      label: t('filters.progress'),
      kind: 'select',
      options: optionsOf(ORDER_PROGRESS_FILTER),
    },
    {
      name: 'paymentTypeCd',
      label: t('filters.paymentType'),
      kind: 'select',
      width: 'w-32',
      options: optionsOf(paymentTypeCd.options, (p) => paymentTypeLabel(t, p)),
    },
    ...(['memberId', 'stdId', 'productId', 'orderId'] as const).map((name): FilterField => ({
      name,
      label: t(`filters.${name}`),
      kind: 'number',
      min: 1,
      width: 'w-28',
    })),
  ];
  const { filters, page, open, apply, setPage, openRow, close } =
    useListParams<OrderFilters>(fields);
  const [uploading, setUploading] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const list = useQuery(orderListQuery(filters, page));

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
      cell: (o) => formatWon(o.priceTotal),
      className: moneyCell,
    },
    { key: 'payment', header: t('col.payment'), cell: (o) => paymentTypeLabel(t, o.paymentTypeCd) },
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
            {courierName(o.logisticCd)}
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
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryBtn} onClick={() => setDelivering(true)}>
                {t('deliveryCsv.open')}
              </button>
              <button type="button" className={primaryBtn} onClick={() => setUploading(true)}>
                {t('uploadCsv')}
              </button>
            </div>
          )
        }
      />
      <AdminTable
        caption={t('title')}
        toolbar={<FilterBar id="of" fields={fields} filters={filters} onApply={apply} />}
        columns={columns}
        rowKey={(o) => o.orderId}
        onOpen={(o) => openRow(o.orderId)}
        {...pagedRows(list, page, setPage)}
      />
      {open && <OrderDrawer orderId={open} onClose={close} />}
      {uploading && <ShipmentCsvDialog onClose={() => setUploading(false)} />}
      {delivering && <DeliveryCsvDialog onClose={() => setDelivering(false)} />}
    </div>
  );
}
