import { Link } from 'react-router';
import type { OrderListRow as Row } from '@shop/contract/orders.ts';
import { formatDate, formatWon } from '../../lib/format.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { OrderPayActions } from './order-pay-actions.tsx';
import { OrderProgressBadge } from './order-progress-badge.tsx';
import { useOrdersText } from './orders-i18n.ts';

const small = secondaryButton.replace('px-4 py-2.5', 'px-3 py-1.5');

/**
 * One order of the list as Korean shops show it: date and order number, the first item '외 N건',
 * amount and progress badge, then the buttons its state allows (issue 16 item 6).
 */
export function OrderListRow({ order: o }: { order: Row }) {
  const { t } = useOrdersText();
  const detail = `/mypage/order/detail/${o.orderId}`;
  return (
    <li className="space-y-3 p-3 text-sm sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-100 pb-2">
        <p className="flex flex-wrap gap-x-2">
          <span className="font-semibold">{formatDate(o.orderedDatetime)}</span>
          <span className="text-slate-600">{t('list.orderNo', { id: o.orderId })}</span>
        </p>
        <Link className="text-slate-700 underline" to={detail}>
          {t('list.detail')}
        </Link>
      </div>
      <div className="flex items-start gap-3">
        <img src={o.imageUrl} alt="" className="h-16 w-12 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1 space-y-1">
          <OrderProgressBadge progress={o.orderProgressCd} />
          <p className="break-keep">{o.productSummary}</p>
          <p className="font-semibold">{formatWon(o.priceTotal)}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 empty:hidden">
        {o.logisticUrl && (
          <a className={small} href={o.logisticUrl} target="_blank" rel="noreferrer">
            {t('list.tracking')}
          </a>
        )}
        {o.canRevoke && (
          <Link className={small} to={`/mypage/revoke/create?orderId=${o.orderId}`}>
            {t('list.revoke')}
          </Link>
        )}
        <OrderPayActions order={o} />
      </div>
    </li>
  );
}
