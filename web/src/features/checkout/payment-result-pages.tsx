import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PayFailReasons, orderPayRelease } from '@shop/contract/checkout.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { OrderPayActions } from '../orders/order-summary.tsx';
import { OrderSummary, orderDetailQuery } from '../orders/order-summary.tsx';
import { useCheckoutText } from './checkout-i18n.ts';
import { VirtualAccountNotice } from './virtual-account-notice.tsx';

/** /mypage/payment-ok/{pgType}/{orderId}: message per pgType and the order without shipping. */
export function PaymentOkPage() {
  const { t } = useCheckoutText();
  const { pgType = '', orderId = '' } = useParams();
  const type = pgType.toLowerCase();
  useEffect(() => {
    // spec 2 §2.2: all local browser storage is cleared; the session lives in its cookie
    try {
      localStorage.clear();
    } catch {
      // storage refused: nothing kept there
    }
  }, []);
  const message =
    type === 'vbank' || type === 'ars' || type === 'universal' ? t(`ok.${type}`) : null;
  const { data: order } = useQuery(orderDetailQuery(Number(orderId)));
  return (
    <section className="space-y-4" aria-labelledby="ok-title">
      <h1 id="ok-title" className="text-xl font-bold">
        {t('ok.title')}
      </h1>
      {message && <p role="status">{message}</p>}
      {order && <VirtualAccountNotice order={order} />}
      <OrderSummary orderId={Number(orderId)} withDelivery={false} />
      <Link className={primaryButton} to="/mypage/order/list">
        {t('ok.toOrderList')}
      </Link>
    </section>
  );
}

/**
 * /mypage/payment-fail?resultMsg=…&orderId=…: a cross mark, the Korean headline and the reason,
 * then what the member can do with the order: '다시 결제', cancel it, or open it. resultMsg is one
 * of the shop's reasons; the page shows its own text for it, never the query's text, which
 * anyone can put into a link (docs/decisions/0321). Landing here ends the order's open card
 * attempt, so its free-delivery benefit is free again (decision 0243).
 */
export function PaymentFailPage() {
  const { t } = useCheckoutText();
  const [params] = useSearchParams();
  const given = params.get('resultMsg');
  const reason = PayFailReasons.find((r) => r === given) ?? 'unreadable';
  const orderId = Number(params.get('orderId')) || 0;
  const client = useQueryClient();
  const navigate = useNavigate();
  const released = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'pay-release', orderId],
    queryFn: async () => {
      const { data } = await callApi(orderPayRelease, { body: { orderId } });
      if (data.state === 'paid') void navigate(`/mypage/payment-ok/universal/${orderId}`);
      await client.invalidateQueries({ queryKey: orderDetailQuery(orderId).queryKey });
      return data;
    },
    enabled: orderId > 0,
    staleTime: Infinity,
  });
  const { data: order } = useQuery({ ...orderDetailQuery(orderId), enabled: released.isSuccess });
  return (
    <section className="space-y-4 text-center" aria-labelledby="fail-title">
      <p aria-hidden="true" className="text-5xl text-red-600">
        ✕
      </p>
      <h1 id="fail-title" className="text-xl font-bold">
        {t('fail.title')}
      </h1>
      <p className="text-slate-700">{t(`fail.reasons.${reason}`)}</p>
      {order && (order.canPayAgain || order.canDrop) && <p>{t('fail.orderWaits')}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {order && <OrderPayActions order={order} />}
        {orderId > 0 && (
          <Link className={secondaryButton} to={`/mypage/order/detail/${orderId}`}>
            {t('fail.toOrder')}
          </Link>
        )}
        <Link className={secondaryButton} to="/">
          {t('fail.toHome')}
        </Link>
      </div>
    </section>
  );
}
