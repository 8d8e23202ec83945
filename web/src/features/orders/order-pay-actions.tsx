import { useQueryClient } from '@tanstack/react-query';
import { dropCallOf, type OrderListRow } from '@shop/contract/orders.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { payOrderInWindow } from '../../lib/gateway-window.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { ordersText, useOrdersText } from './orders-i18n.ts';

type PayableOrder = Pick<OrderListRow, 'orderId' | 'paymentTypeCd' | 'canDrop' | 'canPayAgain'>;

/** The payment type whose drop call cancels this order, when it has one. */
export function dropTypeOf(o: PayableOrder): keyof typeof dropCallOf | null {
  return o.canDrop && o.paymentTypeCd && o.paymentTypeCd in dropCallOf
    ? (o.paymentTypeCd as keyof typeof dropCallOf)
    : null;
}

/**
 * The buttons of an unpaid order (list row, detail, failure page): '다시 결제' opens the gateway's
 * window for the same order; the drop button of its payment type cancels it (decision 0241).
 */
export function OrderPayActions({ order }: { order: PayableOrder }) {
  const { t } = useOrdersText();
  const client = useQueryClient();
  const dropType = dropTypeOf(order);
  const payAgain = async () => {
    try {
      await payOrderInWindow(
        order.orderId,
        order.paymentTypeCd === '가상계좌' ? '가상계좌' : '신용카드',
      );
    } catch (error) {
      await reportError(error);
    }
  };
  const drop = async () => {
    if (!dropType || !(await confirmDialog(ordersText(`list.confirmDrop.${dropType}`)))) return;
    try {
      await callApi(dropCallOf[dropType], { body: { orderId: order.orderId } });
      await client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    } catch (error) {
      await reportError(error);
    }
  };
  return (
    <>
      {order.canPayAgain && (
        <button type="button" className={primaryButton} onClick={() => void payAgain()}>
          {t('list.payAgain')}
        </button>
      )}
      {dropType && (
        <button type="button" className={secondaryButton} onClick={() => void drop()}>
          {t(`list.drop.${dropType}`)}
        </button>
      )}
    </>
  );
}
