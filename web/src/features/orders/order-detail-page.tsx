import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { OrderSummary, orderDetailQuery } from './order-summary.tsx';

/** /mypage/order/detail/{orderId} (spec 2 §2.4). */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { data } = useQuery(orderDetailQuery(Number(orderId)));
  return (
    <section className="space-y-4" aria-labelledby="order-title">
      <h1 id="order-title" className="text-xl font-bold">
        주문 상세
      </h1>
      <OrderSummary orderId={Number(orderId)} withDelivery />
      <div className="flex flex-wrap gap-2">
        {data?.canRevoke && (
          <Link className={primaryButton} to={`/mypage/revoke/create?orderId=${data.orderId}`}>
            취소/반품 신청
          </Link>
        )}
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
