import { useQuery } from '@tanstack/react-query';
import { OrderMessage, orderDetail, type OrderView } from '@shop/contract/orders.ts';
import { callApi } from '../../app/api-client.ts';
import { formatDate, formatWon } from '../../ui/format.ts';
import { MEMBER_QUERY_KEY } from '../auth/auth-state-query.ts';

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
  const { data: o } = useQuery(orderDetailQuery(orderId));
  if (!o) return null;
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-xl border bg-white">
        {o.items.map((i) => (
          <li key={i.orderItemId} className="flex items-center gap-3 p-3 text-sm">
            <img src={i.imageUrl} alt="" className="h-14 w-10 rounded object-cover" />
            <span className="flex-1">{i.displayName}</span>
            <span>{i.qty}개</span>
            {i.qty !== i.qtyEffected && <span>취소 {i.qty - i.qtyEffected}개</span>}
            {i.qtyEffected > 0 && <span>{i.orderItemProgressCd}</span>}
            <span>{formatWon(i.sellPrice * i.qty)}</span>
          </li>
        ))}
      </ul>
      {o.hiddenItemCount > 0 && (
        <p role="note" className="text-sm text-slate-700">
          {OrderMessage.hiddenItems(o.hiddenItemCount)}
        </p>
      )}
      <dl className="rounded-xl border bg-white p-4">
        <div className={row}>
          <dt>주문번호</dt>
          <dd>{o.orderId}</dd>
        </div>
        <div className={row}>
          <dt>주문일</dt>
          <dd>{formatDate(o.orderedDatetime)}</dd>
        </div>
        <div className={row}>
          <dt>진행 상태</dt>
          <dd>{o.orderProgressCd}</dd>
        </div>
        <div className={row}>
          <dt>상품 금액</dt>
          <dd>{formatWon(o.productPriceTotal)}</dd>
        </div>
        <div className={row}>
          <dt>배송비</dt>
          <dd>{formatWon(o.deliveryPriceTotal)}</dd>
        </div>
        <div className={row}>
          <dt>결제 금액</dt>
          <dd>{formatWon(o.priceTotal)}</dd>
        </div>
        <PaymentRows o={o} />
      </dl>
      {withDelivery && o.deliveryInfo.hasDeliveryInfo && (
        <dl className="rounded-xl border bg-white p-4">
          <div className={row}>
            <dt>받는 분</dt>
            <dd>{o.deliveryInfo.name}</dd>
          </div>
          <div className={row}>
            <dt>연락처</dt>
            <dd>
              {o.deliveryInfo.isOversea ? o.deliveryInfo.internationalPhone : o.deliveryInfo.mobile}
            </dd>
          </div>
          <div className={row}>
            <dt>주소</dt>
            <dd>
              {o.deliveryInfo.isOversea
                ? `${o.deliveryInfo.addr1 ?? ''} ${o.deliveryInfo.addr2 ?? ''}, ${o.deliveryInfo.internationalAddr0 ?? ''} ${o.deliveryInfo.zipcode ?? ''}`
                : `(${o.deliveryInfo.zipcode ?? ''}) ${o.deliveryInfo.addr1 ?? ''} ${o.deliveryInfo.addr2 ?? ''}`}
            </dd>
          </div>
          {o.deliveryNote && (
            <div className={row}>
              <dt>배송 메모</dt>
              <dd>{o.deliveryNote}</dd>
            </div>
          )}
          {o.logisticUrl && (
            <div className={row}>
              <dt>송장</dt>
              <dd>
                <a className="underline" href={o.logisticUrl} target="_blank" rel="noreferrer">
                  {o.invoiceNo}
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

function PaymentRows({ o }: { o: OrderView }) {
  return (
    <>
      <div className={row}>
        <dt>결제 방법</dt>
        <dd>{o.paymentTypeCd === 'ZERO' ? '0원 결제' : (o.paymentTypeCd ?? '-')}</dd>
      </div>
      {o.cardCorp && (
        <div className={row}>
          <dt>카드</dt>
          <dd>
            {o.cardCorp} (승인 {o.cardApprovalNum})
          </dd>
        </div>
      )}
      {o.vbVirtualBankAccount && (
        <div className={row}>
          <dt>입금 계좌</dt>
          <dd>{o.vbVirtualBankAccount}</dd>
        </div>
      )}
      {o.payDueDatetime && (
        <div className={row}>
          <dt>결제 기한</dt>
          <dd>{formatDate(o.payDueDatetime)}</dd>
        </div>
      )}
      {o.paidDatetime && (
        <div className={row}>
          <dt>결제일</dt>
          <dd>{formatDate(o.paidDatetime)}</dd>
        </div>
      )}
    </>
  );
}
