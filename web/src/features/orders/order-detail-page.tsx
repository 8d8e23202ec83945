import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { EscrowPanel } from './escrow-panel.tsx';
import { OrderNotices } from './order-notices.tsx';
import { OrderPayActions } from './order-pay-actions.tsx';
import { OrderSummary, orderDetailQuery } from './order-summary.tsx';
import { useOrdersText } from './orders-i18n.ts';

/** /mypage/order/detail/{orderId} (spec 2 §2.4). */
export function OrderDetailPage() {
  const { t } = useOrdersText();
  const { orderId = '' } = useParams();
  const { data } = useQuery(orderDetailQuery(Number(orderId)));
  return (
    <section className="space-y-4" aria-labelledby="order-title">
      <h1 id="order-title" className="text-xl font-bold">
        {t('detail.title')}
      </h1>
      <OrderSummary orderId={Number(orderId)} withDelivery />
      {data && <EscrowPanel order={data} />}
      <OrderNotices orderId={Number(orderId)} />
      <div className="flex flex-wrap gap-2">
        {data && <OrderPayActions order={data} />}
        {data?.canRevoke && (
          <Link className={primaryButton} to={`/mypage/revoke/create?orderId=${data.orderId}`}>
            {t('detail.revoke')}
          </Link>
        )}
        <Link className={secondaryButton} to="/mypage/order/list">
          {t('detail.allOrders')}
        </Link>
        <Link className={secondaryButton} to="/">
          {t('detail.home')}
        </Link>
      </div>
    </section>
  );
}
