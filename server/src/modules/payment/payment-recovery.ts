import type { Db } from '../../db/client.ts';
import type {
  PaymentGateway,
  PcAuthSuccess,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import {
  applyApproval,
  failPayment,
  paymentByOrderNumber,
  type PaymentRow,
} from './payment-repository.ts';
import { pendingAuths } from './order-payment-repository.ts';

/**
 * Settles a PC payment whose approval may have happened without being recorded (the approval
 * timed out, or the shop stopped between approval and recording). The gateway's inquiry says
 * what it holds: an approval of this amount for a still-unpaid order is recorded; anything else
 * is net-cancelled (repeating a net cancel is harmless), so there is never a charge without an
 * order.
 */
export async function recoverPending(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  auth: PcAuthSuccess | null,
): Promise<'recorded' | 'cancelled'> {
  const status = await gateway.inquire({ orderNumber: payment.orderNumber });
  const approved =
    status !== null && ['approved', 'vbankIssued', 'deposited'].includes(status.state);
  if (approved && status.price === payment.amount && payment.orderStatus === 'awaiting_payment') {
    try {
      await applyApproval(db, payment, {
        tid: status.tid,
        amount: status.price,
        approvedAt: status.approvedAt ?? new Date(),
        approvalNumber: status.approvalNumber,
        vbank: status.virtualAccount
          ? {
              bankName: status.virtualAccount.bankName,
              accountNumber: status.virtualAccount.accountNumber,
              holder: status.virtualAccount.holder,
              dueAt: status.virtualAccount.dueAt,
            }
          : null,
      });
      return 'recorded';
    } catch {
      // fall through to the cancel below
    }
  }
  if (auth) await gateway.netCancelPc(auth, payment.amount);
  else if (approved) await gateway.refund({ tid: status.tid, reason: 'not recorded by the shop' });
  await failPayment(db, payment.paymentId, '결제를 기록하지 못해 승인을 취소했습니다.');
  return 'cancelled';
}

/** The recovery step run at start: every payment left with a kept auth result is settled. */
export async function recoverAllPending(db: Db, gateway: PaymentGateway): Promise<number> {
  const pending = await pendingAuths(db);
  for (const p of pending) {
    const payment = await paymentByOrderNumber(db, p.orderNumber);
    if (payment) await recoverPending(db, gateway, payment, p.pendingAuth as PcAuthSuccess);
  }
  return pending.length;
}
