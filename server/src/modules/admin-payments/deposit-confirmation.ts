import { AdminPaymentErrorCode, AdminPaymentMessage } from '@shop/contract/admin-payments.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { settleDepositInTransaction } from '../payment/settlement-service.ts';
import { lockDepositPayment } from './deposit-queries.ts';

const notWaiting = () =>
  new AppError(409, AdminPaymentErrorCode.notWaiting, AdminPaymentMessage.notWaiting);

/**
 * A deposit the gateway's notification never brought, recorded by finance. It goes through the
 * notification's own path: the event (kind 'deposit', the account's tid) is recorded once, and
 * only a payment still waiting moves. Whichever comes second, this or the notification, finds
 * the event and changes nothing, so the order is paid once. Audited in the same transaction.
 */
export async function confirmDeposit(
  db: Db,
  actor: AuditActor,
  paymentId: number,
  reason: string,
): Promise<{ paymentId: number; orderId: number; orderProgressCd: string }> {
  return inTransaction(db, async (tx) => {
    const p = await lockDepositPayment(tx, paymentId);
    if (!p) throw notFound(AdminPaymentMessage.notFound);
    if (
      p.payment_type_cd !== '가상계좌' ||
      p.status !== 'waiting_deposit' ||
      p.order_status !== 'awaiting_payment' ||
      !p.pg_transaction_id
    ) {
      throw notWaiting();
    }
    const at = new Date();
    const { fresh, paid } = await settleDepositInTransaction(
      tx,
      { orderId: p.order_id, paymentId: p.payment_id },
      {
        kind: 'deposit',
        tid: p.pg_transaction_id,
        amount: p.amount,
        at,
        payload: { manual: true, staffId: actor.staffId, reason },
      },
    );
    if (!fresh || !paid) {
      throw new AppError(
        409,
        AdminPaymentErrorCode.notWaiting,
        AdminPaymentMessage.alreadyDeposited,
      );
    }
    await withAudit(
      tx,
      actor,
      'deposit.confirm',
      { type: 'payment', id: p.payment_id },
      { paymentStatus: p.status, orderStatus: p.order_status, orderId: p.order_id },
      {
        paymentStatus: 'approved',
        orderStatus: 'paid',
        orderId: p.order_id,
        amount: p.amount,
        tid: p.pg_transaction_id,
        reason,
      },
    );
    return { paymentId: p.payment_id, orderId: p.order_id, orderProgressCd: OrderProgress.paid };
  });
}
