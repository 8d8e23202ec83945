import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminOrderLimits,
  orderNoteForm,
  shipmentForm,
  type CustomsData,
} from '@shop/contract/admin-orders.ts';
import { COURIERS } from '@shop/contract/couriers.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { AdminDrawer, DetailRows, DrawerSection } from '../kit/admin-drawer.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { formatDateTime, formatNumber, formatWon } from '../../lib/format.ts';
import {
  orderDetailQuery,
  useAddOrderNote,
  useDeliverOrder,
  usePrepareOrder,
  useShipOrder,
} from './order-queries.ts';
import {
  orderStatusLabel,
  paymentStatusLabel,
  paymentTypeLabel,
  useOrdersText,
} from '../i18n/admin-page-texts.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { input, label, moneyCell, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { ProgressBadge } from '../kit/progress-badge.tsx';
import { useProgressLabels } from '../../i18n/progress-labels.ts';
import { WithdrawalExceptionSection } from './withdrawal-exception-section.tsx';

function Customs({ c }: { c: CustomsData }) {
  const { t } = useOrdersText();
  const numeric = 'text-right tabular-nums';
  const customsColumns: Column<CustomsData['items'][number]>[] = [
    { key: 'name', header: t('drawer.items'), cell: (i) => i.displayName },
    { key: 'qty', header: t('drawer.customsQty'), cell: (i) => i.qty, className: numeric },
    {
      key: 'weight',
      header: t('drawer.customsWeight'),
      cell: (i) => formatNumber(i.weightG),
      className: numeric,
    },
    {
      key: 'value',
      header: t('drawer.customsValue'),
      cell: (i) => formatWon(i.value),
      className: moneyCell,
    },
  ];
  return (
    <>
      <DetailRows
        rows={[
          [t('drawer.recipient'), c.recipientName],
          [t('drawer.phone'), c.recipientPhone],
          [t('drawer.address'), `${c.address} ${c.zipcode ?? ''}`],
          [t('drawer.nation'), `${c.nationName ?? ''} (${c.nationCd ?? ''})`],
          [
            t('drawer.emsType'),
            t(c.premiumCd === '32' ? 'drawer.emsPremium' : 'drawer.emsStandard'),
          ],
          [t('drawer.emsFee'), formatWon(c.emsFee)],
        ]}
      />
      <div className="mt-3">
        <AdminTable
          bare
          caption={t('drawer.customs')}
          columns={customsColumns}
          rows={c.items}
          rowKey={(i) => i.displayName}
          footer={{
            name: t('drawer.totalValue'),
            weight: formatNumber(c.totalWeightG),
            value: formatWon(c.totalValue),
          }}
        />
      </div>
    </>
  );
}

function ShipForm({
  orderId,
  oversea,
  onDone,
}: {
  orderId: number;
  oversea: boolean;
  onDone: () => void;
}) {
  const { t } = useOrdersText();
  const labels = useProgressLabels();
  const ship = useShipOrder();
  const couriers = COURIERS.filter((c) => c.overseas === oversea);
  // the contract's shipment rules: an invoice number in the chosen courier's format
  const form = useContractForm(shipmentForm, {
    defaultValues: { logisticCd: couriers[0]?.code ?? '', invoiceNo: '' },
  });
  const error = form.formState.errors.invoiceNo?.message;
  const onSubmit = form.handleSubmit(({ logisticCd, invoiceNo }) =>
    ship.mutate(
      { orderId, logisticCd, invoiceNo },
      {
        onSuccess: async (r) => {
          await alertDialog(
            t('actions.done', { id: orderId, progress: labels.progress(r.data.orderProgressCd) }),
          );
          onDone();
        },
      },
    ),
  );
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-3 flex flex-wrap items-start gap-2 rounded-md bg-slate-50 p-3"
    >
      <div className="w-40">
        <label htmlFor="ship-courier" className={label}>
          {t('drawer.courier')}
        </label>
        <select id="ship-courier" className={input} {...form.register('logisticCd')}>
          {couriers.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-1">
        <label htmlFor="ship-invoice" className={label}>
          {t('drawer.invoiceNo')}
        </label>
        <input
          id="ship-invoice"
          className={input}
          autoComplete="off"
          {...invalidProps('ship-invoice', error)}
          {...form.register('invoiceNo')}
        />
        <FieldError fieldId="ship-invoice" message={error} />
      </div>
      <button type="submit" className={`${primaryBtn} mt-5`} disabled={ship.isPending}>
        {t('actions.shipSubmit')}
      </button>
    </form>
  );
}

function Notes({
  orderId,
  notes,
}: {
  orderId: number;
  notes: { orderNoteId: number; body: string; staffName: string; createdAt: string }[];
}) {
  const { t } = useOrdersText();
  const add = useAddOrderNote();
  const form = useContractForm(orderNoteForm, { defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message;
  const onSubmit = form.handleSubmit(({ body }) =>
    add.mutate({ orderId, body }, { onSuccess: () => form.reset() }),
  );
  return (
    <>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">{t('drawer.noNotes')}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((n) => (
            <li key={n.orderNoteId} className="rounded-md bg-amber-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-wrap text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {n.staffName} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void onSubmit(e)} className="mt-3 flex items-start gap-2" noValidate>
        <div className="flex-1">
          <label htmlFor="order-note" className="sr-only">
            {t('drawer.addNote')}
          </label>
          <textarea
            id="order-note"
            rows={2}
            maxLength={AdminOrderLimits.noteMax}
            className={input}
            placeholder={t('drawer.notePlaceholder')}
            {...invalidProps('order-note', error)}
            {...form.register('body')}
          />
          <FieldError fieldId="order-note" message={error} />
        </div>
        <button type="submit" className={secondaryBtn} disabled={add.isPending}>
          {t('drawer.addNote')}
        </button>
      </form>
    </>
  );
}

/** One order: what the member sees, payments, fulfilment steps, EMS customs data, notes. */
export function OrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useOrdersText();
  const labels = useProgressLabels();
  const { can } = useStaffSession();
  const detail = useQuery(orderDetailQuery(orderId));
  const prepare = usePrepareOrder();
  const deliver = useDeliverOrder();
  const [shipping, setShipping] = useState(false);
  const d = detail.data?.data;
  const o = d?.order;
  const fulfil = can('orders.fulfil');

  const step = async (kind: 'prepare' | 'deliver') => {
    const confirmText = kind === 'prepare' ? 'actions.prepareConfirm' : 'actions.deliverConfirm';
    if (!(await confirmDialog(t(confirmText, { id: orderId })))) return;
    (kind === 'prepare' ? prepare : deliver).mutate(orderId);
  };

  const actions =
    d && fulfil
      ? [
          d.next.prepare && { label: t('actions.prepare'), onClick: () => void step('prepare') },
          d.next.ship && {
            label: o?.orderProgressCd === '배송중' ? t('actions.reship') : t('actions.ship'),
            tone: 'primary' as const,
            onClick: () => setShipping((s) => !s),
          },
          d.next.deliver && {
            label: t('actions.deliver'),
            tone: 'primary' as const,
            onClick: () => void step('deliver'),
          },
        ]
      : [];

  return (
    <AdminDrawer
      title={t('drawer.title', { id: orderId })}
      onClose={onClose}
      query={detail}
      actions={actions}
    >
      {d && o && (
        <>
          {!d.personalDataShown && (
            <p role="note" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('drawer.masked')}
            </p>
          )}
          <DrawerSection title={t('drawer.state')}>
            <DetailRows
              rows={[
                [t('drawer.progress'), <ProgressBadge key="p" progress={o.orderProgressCd} />],
                [t('drawer.status'), orderStatusLabel(t, d.status)],
                [t('drawer.orderedAt'), formatDateTime(o.orderedDatetime)],
                [t('drawer.paidAt'), o.paidDatetime ? formatDateTime(o.paidDatetime) : '-'],
                [t('drawer.buyer'), `${d.buyerName ?? '-'} (${o.memberId})`],
              ]}
            />
          </DrawerSection>
          <DrawerSection title={t('drawer.items')}>
            <ul className="divide-y divide-slate-100 text-sm">
              {o.items.map((i) => (
                <li key={i.orderItemId} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {i.displayName}
                    <span className="ml-2 text-xs text-slate-500">
                      {t('drawer.qty', { qty: i.qty, effected: i.qtyEffected })} ·{' '}
                      {labels.progress(i.orderItemProgressCd)}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatWon(i.sellPrice * i.qty)}</span>
                </li>
              ))}
            </ul>
          </DrawerSection>
          <DrawerSection title={t('drawer.payment')}>
            <DetailRows
              rows={[
                [
                  t('drawer.total'),
                  `${formatWon(o.priceTotal)} (${paymentTypeLabel(t, o.paymentTypeCd)})`,
                ],
                [t('drawer.productTotal'), formatWon(o.productPriceTotal)],
                [t('drawer.deliveryTotal'), formatWon(o.deliveryPriceTotal)],
                [
                  t('drawer.attempts'),
                  <ul key="a" className="text-xs">
                    {d.payments.map((p) => (
                      <li key={p.paymentId} className="tabular-nums">
                        #{p.paymentId} {paymentTypeLabel(t, p.paymentTypeCd)}{' '}
                        {paymentStatusLabel(t, p.status)} {formatWon(p.amount)}{' '}
                        {p.pgTransactionId ?? ''}
                      </li>
                    ))}
                  </ul>,
                ],
              ]}
            />
          </DrawerSection>
          <DrawerSection title={t('drawer.shipping')}>
            {o.deliveryInfo.hasDeliveryInfo ? (
              <DetailRows
                rows={[
                  [t('drawer.recipient'), o.deliveryInfo.name],
                  [
                    t('drawer.phone'),
                    o.deliveryInfo.isOversea
                      ? o.deliveryInfo.internationalPhone
                      : o.deliveryInfo.mobile,
                  ],
                  [
                    t('drawer.address'),
                    `(${o.deliveryInfo.zipcode ?? ''}) ${o.deliveryInfo.addr1 ?? ''} ${o.deliveryInfo.addr2 ?? ''} ${o.deliveryInfo.internationalAddr0 ?? ''}`,
                  ],
                  [t('drawer.deliveryNote'), o.deliveryNote],
                  [t('drawer.courier'), d.courierName],
                  [
                    t('drawer.invoiceNo'),
                    o.logisticUrl ? (
                      <a
                        key="i"
                        href={o.logisticUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-mono underline"
                      >
                        {o.invoiceNo}
                      </a>
                    ) : (
                      o.invoiceNo
                    ),
                  ],
                  [t('drawer.shippedAt'), d.shippedAt ? formatDateTime(d.shippedAt) : '-'],
                  [t('drawer.deliveredAt'), d.deliveredAt ? formatDateTime(d.deliveredAt) : '-'],
                ]}
              />
            ) : (
              <p className="text-sm text-slate-500">{t('drawer.noDelivery')}</p>
            )}
            {shipping && fulfil && d.next.ship && (
              <ShipForm
                orderId={orderId}
                oversea={o.deliveryInfo.isOversea}
                onDone={() => setShipping(false)}
              />
            )}
          </DrawerSection>
          {d.deliveredAt && (
            <DrawerSection title={t('exception.title')}>
              <WithdrawalExceptionSection orderId={orderId} exception={d.withdrawalException} />
            </DrawerSection>
          )}
          {d.customs && (
            <DrawerSection title={t('drawer.customs')}>
              <Customs c={d.customs} />
            </DrawerSection>
          )}
          <DrawerSection title={t('drawer.notes')}>
            <Notes orderId={orderId} notes={d.notes} />
          </DrawerSection>
        </>
      )}
    </AdminDrawer>
  );
}
