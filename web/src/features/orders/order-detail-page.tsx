import { Link, useParams } from 'react-router';
import { secondaryButton } from '../../ui/button-styles.ts';
import { OrderSummary } from './order-summary.tsx';

/** /mypage/order/detail/{orderId} (spec 2 §2.4). */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="space-y-4" aria-labelledby="order-title">
      <h1 id="order-title" className="text-xl font-bold">
        주문 상세
      </h1>
      <OrderSummary orderId={Number(orderId)} withDelivery />
      <div className="flex gap-2">
        <Link className={secondaryButton} to="/mypage/order/list">
          전체 주문 내역
        </Link>
        <Link className={secondaryButton} to="/">
          메인으로
        </Link>
      </div>
    </section>
  );
}
