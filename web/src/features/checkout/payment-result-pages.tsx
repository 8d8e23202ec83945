import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PayFailReasons } from '@shop/contract/checkout.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { OrderSummary } from '../orders/order-summary.tsx';
import { useCheckoutText } from './checkout-i18n.ts';

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
  return (
    <section className="space-y-4" aria-labelledby="ok-title">
      <h1 id="ok-title" className="text-xl font-bold">
        {t('ok.title')}
      </h1>
      {message && <p role="status">{message}</p>}
      <OrderSummary orderId={Number(orderId)} withDelivery={false} />
      <Link className={primaryButton} to="/mypage/order/list">
        {t('ok.toOrderList')}
      </Link>
    </section>
  );
}

/**
 * /mypage/payment-fail?resultMsg=…: a cross mark, 'payment integration failed' and the reason.
 * resultMsg is one of the shop's reasons; the page shows its own text for it, never the query's
 * text, which anyone can put into a link (docs/decisions/0321).
 */
export function PaymentFailPage() {
  const { t } = useCheckoutText();
  const [params] = useSearchParams();
  const given = params.get('resultMsg');
  const reason = PayFailReasons.find((r) => r === given) ?? 'unreadable';
  return (
    <section className="space-y-4 text-center" aria-labelledby="fail-title">
      <p aria-hidden="true" className="text-5xl text-red-600">
        ✕
      </p>
      <h1 id="fail-title" className="text-xl font-bold">
        {t('fail.title')}
      </h1>
      <p>{t('fail.heading')}</p>
      <p className="text-slate-700">{t(`fail.reasons.${reason}`)}</p>
      <Link className={secondaryButton} to="/">
        {t('fail.toHome')}
      </Link>
    </section>
  );
}
