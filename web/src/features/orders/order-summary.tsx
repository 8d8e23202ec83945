import { useQuery } from '@tanstack/react-query';
import { courierName } from '@shop/contract/couriers.ts';
import { orderDetail, type CashReceiptView, type OrderDetailView } from '@shop/contract/orders.ts';
import { callApi } from '../../lib/api-client.ts';
import { formatDate, formatDateTime, formatWon } from '../../lib/format.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { LinePriceParts, SubtotalRows } from '../../ui/line-price.tsx';
import { useOrdersText } from './orders-i18n.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

export const orderDetailQuery = (orderId: number) => ({
  queryKey: [...MEMBER_QUERY_KEY, 'order-detail', orderId],
  queryFn: async () => (await callApi(orderDetail, { body: { orderId } })).data,
  enabled: orderId > 0,
});

const row = 'flex justify-between gap-4 py-1 text-sm';

/** Items, order and payment information of one order; delivery info when asked. */
export function OrderSummary({
  orderId,
  withDelivery,
}: {
  orderId: number;
  withDelivery: boolean;
}) {
  const { t } = useOrdersText();
  const labels = useProgressLabels();
  const { data: o } = useQuery(orderDetailQuery(orderId));
  if (!o) return null;
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-xl border bg-white">
        {o.items.map((i) => (
          <li key={i.orderItemId} className="flex gap-3 p-3 text-sm" data-testid="order-row">
            <img src={i.imageUrl} alt="" className="h-14 w-10 shrink-0 rounded object-cover" />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 basis-40 font-medium">{i.displayName}</span>
                <span>{t('summary.qty', { count: i.qty })}</span>
                {i.qty !== i.qtyEffected && (
                  <span>{t('summary.cancelledQty', { count: i.qty - i.qtyEffected })}</span>
                )}
                {i.qtyEffected > 0 && <span>{labels.progress(i.orderItemProgressCd)}</span>}
              </div>
              <LinePriceParts price={i.price} name={i.displayName} />
            </div>
          </li>
        ))}
      </ul>
      {o.hiddenItemCount > 0 && (
        <p role="note" className="text-sm text-slate-700">
          {t('summary.hiddenItems', { count: o.hiddenItemCount })}
        </p>
      )}
      <dl className="rounded-xl border bg-white p-4">
        <div className={row}>
          <dt>{t('summary.orderId')}</dt>
          <dd>{o.orderId}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.orderedAt')}</dt>
          <dd>{formatDate(o.orderedDatetime)}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.progress')}</dt>
          <dd>{labels.progress(o.orderProgressCd)}</dd>
        </div>
        <SubtotalRows subtotals={o} rowClassName={row} />
        <div className={row}>
          <dt>{t('summary.productPrice')}</dt>
          <dd data-testid="subtotal-products">{formatWon(o.productPriceTotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.deliveryPrice')}</dt>
          <dd>{formatWon(o.deliveryPriceTotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.total')}</dt>
          <dd>{formatWon(o.priceTotal)}</dd>
        </div>
        <PaymentRows o={o} />
      </dl>
      {withDelivery && o.deliveryInfo.hasDeliveryInfo && (
        <dl className="rounded-xl border bg-white p-4">
          <div className={row}>
            <dt>{t('summary.recipient')}</dt>
            <dd>{o.deliveryInfo.name}</dd>
          </div>
          <div className={row}>
            <dt>{t('summary.phone')}</dt>
            <dd>
              {o.deliveryInfo.isOversea ? o.deliveryInfo.internationalPhone : o.deliveryInfo.mobile}
            </dd>
          </div>
          <div className={row}>
            <dt>{t('summary.address')}</dt>
            <dd>
              {o.deliveryInfo.isOversea
                ? `${o.deliveryInfo.addr1 ?? ''} ${o.deliveryInfo.addr2 ?? ''}, ${o.deliveryInfo.internationalAddr0 ?? ''} ${o.deliveryInfo.zipcode ?? ''}`
                : `(${o.deliveryInfo.zipcode ?? ''}) ${o.deliveryInfo.addr1 ?? ''} ${o.deliveryInfo.addr2 ?? ''}`}
            </dd>
          </div>
          {o.deliveryNote && (
            <div className={row}>
              <dt>{t('summary.deliveryNote')}</dt>
              <dd>{o.deliveryNote}</dd>
            </div>
          )}
          {o.invoiceNo && (
            <div className={row}>
              <dt>{t('summary.invoice')}</dt>
              <dd className="flex flex-wrap items-center justify-end gap-x-2 text-right">
                <span>
                  {courierName(o.logisticCd)} {o.invoiceNo}
                </span>
                {o.logisticUrl && (
                  <a
                    className="rounded-md border border-brand-700 px-2 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                    href={o.logisticUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('summary.tracking')}
                  </a>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

/** The order's cash receipt (decision 0464): its use and the gateway's approval number. */
function CashReceiptRow({ receipt }: { receipt: CashReceiptView }) {
  const { t } = useOrdersText();
  const kind = t(`summary.cashReceiptKinds.${receipt.kind}`);
  const text =
    receipt.status === 'issued'
      ? t('summary.cashReceiptIssued', {
          kind,
          number: receipt.approvalNumber ?? '-',
          amount: receipt.amount.toLocaleString('ko-KR'),
        })
      : t(
          receipt.status === 'pending'
            ? 'summary.cashReceiptPending'
            : receipt.status === 'refused'
              ? 'summary.cashReceiptRefused'
              : 'summary.cashReceiptCancelled',
          { kind },
        );
  return (
    <div className={row} data-testid="cash-receipt">
      <dt>{t('summary.cashReceipt')}</dt>
      <dd>{text}</dd>
    </div>
  );
}

function PaymentRows({ o }: { o: OrderDetailView }) {
  const { t } = useOrdersText();
  return (
    <>
      <div className={row}>
        <dt>{t('summary.paymentType')}</dt>
        <dd>{o.paymentTypeCd === 'ZERO' ? t('summary.zeroPrice') : (o.paymentTypeCd ?? '-')}</dd>
      </div>
      {o.cardCorp && (
        <div className={row}>
          <dt>{t('summary.card')}</dt>
          <dd>
            {t('summary.cardApproval', { corp: o.cardCorp, number: o.cardApprovalNum ?? '-' })}
          </dd>
        </div>
      )}
      {o.receiptUrl && (
        <div className={row}>
          <dt>{t('summary.receipt')}</dt>
          <dd>
            <a className="underline" href={o.receiptUrl} target="_blank" rel="noreferrer">
              {t('summary.receiptLink')}
            </a>
          </dd>
        </div>
      )}
      {o.cashReceipt && <CashReceiptRow receipt={o.cashReceipt} />}
      {o.vbVirtualBankAccount && (
        <div className={row}>
          <dt>{t('summary.vbankAccount')}</dt>
          <dd>{o.vbVirtualBankAccount}</dd>
        </div>
      )}
      {o.payDueDatetime && (
        <div className={row}>
          <dt>{t('summary.payDue')}</dt>
          <dd>{formatDateTime(o.payDueDatetime)}</dd>
        </div>
      )}
      {o.paidDatetime && (
        <div className={row}>
          <dt>{t('summary.paidAt')}</dt>
          <dd>{formatDate(o.paidDatetime)}</dd>
        </div>
      )}
    </>
  );
}

/** The '다시 결제' / '주문 취소' actions of an unpaid order, shown by the payment result pages too. */
export { OrderPayActions } from './order-pay-actions.tsx';
