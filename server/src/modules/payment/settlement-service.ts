import { OrderProgress } from '@shop/contract/orders.ts';
import { orderTaxSplit } from './tax-split-queries.ts';
import type { Db } from '../../db/client.ts';
import type { ArsService } from '../../integrations/ars/ars-service.ts';
import {
  NotificationRefused,
  type DepositNotification,
  type PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import type { ActionLimits } from '../../http/action-limits.ts';
import { badRequest } from '../../http/errors.ts';
import { MemberLimits } from '../../http/member-limits.ts';
import type { Member } from '../auth/member-access.ts';
import { notPayable, type PaymentService } from './payment-service.ts';
import {
  dropOrder,
  openPaymentOf,
  orderPhones,
  paymentByOrderNumber,
  paymentOrderNumber,
  reservePaymentId,
  startPayment,
} from './payment-repository.ts';
import {
  applySettlement,
  settleInTransaction,
  undoArsApproval,
  type SettlementEvent,
} from './settlement-repository.ts';
import { overdueAttempts, saveArsReceipt } from './order-payment-repository.ts';

/**
 * A deposit finance recorded by hand, inside the caller's transaction (the back office audits in
 * the same one): the gateway notification's own once-only path (the event row), so whichever of
 * the two comes second changes nothing. `paid` tells whether this call moved the payment.
 */
export function settleDepositInTransaction(
  tx: Parameters<typeof settleInTransaction>[0],
  payment: { orderId: number; paymentId: number },
  event: SettlementEvent,
): Promise<{ fresh: boolean; paid: boolean }> {
  return settleInTransaction(tx, payment, event, 'waiting_deposit');
}

/**
 * What settles a payment after the window: the virtual-account deposit notification, the ARS
 * text and its notifications, the buyer's drop of an unpaid order and the expiry of unpaid
 * accounts and codes. Notifications are verified, checked against the order, applied once per
 * tid and answered `OK` only when recorded (or already recorded).
 */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly ars: ArsService,
    private readonly payments: PaymentService,
    private readonly publicUrl: string,
    private readonly limits: ActionLimits,
  ) {}

  /** Answers the gateway's body: 'OK' when applied or already applied, else 'FAIL'. */
  /**
   * Deposits into accounts that are not order payments (return fees, revoke module): the
   * merchant has one PC notification URL, so they arrive here and are handed on.
   */
  otherDeposits: ((notification: DepositNotification) => Promise<'OK' | 'FAIL'>) | null = null;

  async deposit(posted: Record<string, unknown>): Promise<'OK' | 'FAIL'> {
    let notification;
    try {
      notification = this.gateway.readDepositNotification(posted);
    } catch (err) {
      if (err instanceof NotificationRefused) return 'FAIL';
      throw err;
    }
    const payment = await paymentByOrderNumber(this.db, notification.orderNumber);
    if (!payment && this.otherDeposits) return this.otherDeposits(notification);
    if (!payment || payment.amount !== notification.amount) return 'FAIL';
    if (payment.pgTransactionId !== null && payment.pgTransactionId !== notification.tid) {
      return 'FAIL';
    }
    const applied = await applySettlement(
      this.db,
      payment,
      {
        kind: 'deposit',
        tid: notification.tid,
        amount: notification.amount,
        at: notification.depositedAt,
        payload: { depositor: notification.depositor, format: notification.format },
      },
      'waiting_deposit',
    );
    return applied === 'refused' ? 'FAIL' : 'OK';
  }

  /**
   * Texts the ARS pay code for an unpaid ARS order (a new text replaces the old code): only to the
   * member's own mobile number or a contact number of the order, at most 3 per order in 10
   * minutes (decision 0326). Every write comes after the ARS call, in one transaction: a refused
   * or failed call answers an error and leaves nothing behind (decision 0320).
   */
  async sendArs(member: Member, orderId: number, arsPhone: string) {
    const order = await this.payments.unpaidOrder(member, orderId);
    if (order.paymentTypeCd !== 'ARS') throw notPayable();
    const known = [member.profile.account.stdHandPhone, ...(await orderPhones(this.db, orderId))];
    if (!known.some((phone) => phone && digits(phone) === digits(arsPhone))) {
      throw badRequest(CheckoutMessage.arsPhoneNotConfirmed, 'arsPhone');
    }
    await this.limits.take(MemberLimits.arsTextsPerOrder, orderId);
    const open = await openPaymentOf(this.db, orderId);
    const payment = open ?? {
      paymentId: await reservePaymentId(this.db),
      orderNumber: null,
    };
    const orderNumber = payment.orderNumber ?? paymentOrderNumber(orderId, payment.paymentId);
    const receipt = await this.ars.requestPayment({
      orderNumber,
      amount: order.priceTotal,
      // the order's 복합과세 split, as the card and virtual-account windows send it (decision 0461)
      split: await orderTaxSplit(this.db, orderId),
      phone: arsPhone,
      productName: await this.payments.goodsName(orderId),
      buyerName: member.profile.account.stdName,
      notiUrl: `${this.publicUrl}/api/allat/ars-noti`,
    });
    const texted = { arsNumber: receipt.arsNumber, arsPhone, expiresAt: receipt.expiresAt };
    if (open) {
      await saveArsReceipt(this.db, open.paymentId, texted);
    } else {
      await startPayment(
        this.db,
        { orderId, paymentTypeCd: 'ARS', amount: order.priceTotal },
        'ars',
        { ...texted, paymentId: payment.paymentId },
      );
    }
    return { orderId, arsNumber: receipt.arsNumber, expiresAt: receipt.expiresAt.toISOString() };
  }

  /** ARS notifications: APPROVED pays the order, CANCELLED (never confirmed) undoes it. */
  async arsNotification(posted: Record<string, unknown>): Promise<'OK' | 'FAIL'> {
    let n;
    try {
      n = this.ars.readNotification(posted);
    } catch {
      return 'FAIL';
    }
    const payment = await paymentByOrderNumber(this.db, n.orderNumber);
    if (!payment || payment.amount !== n.amount) return 'FAIL';
    if (n.status === 'APPROVED') {
      const applied = await applySettlement(
        this.db,
        payment,
        { kind: 'ars-approved', tid: n.tid, amount: n.amount, at: n.approvedAt },
        'requested',
      );
      return applied === 'refused' ? 'FAIL' : 'OK';
    }
    // the shop's own cancels (drop, later refunds) are already recorded where they were made
    if (n.cancelReason !== 'not-confirmed') return 'OK';
    await undoArsApproval(this.db, payment, {
      tid: n.tid,
      amount: n.amount,
      payload: { cancelReason: n.cancelReason },
    });
    return 'OK';
  }

  /** The buyer cancels an unpaid card, virtual-account (closes the account) or ARS order. */
  async drop(
    member: Member,
    orderId: number,
    type: '신용카드' | '가상계좌' | 'ARS',
  ): Promise<void> {
    const order = await this.payments.unpaidOrder(member, orderId);
    if (order.paymentTypeCd !== type) throw notPayable();
    const open = await openPaymentOf(this.db, orderId);
    if (type === '가상계좌' && open?.status === 'waiting_deposit' && open.pgTransactionId) {
      await this.gateway.refund({ tid: open.pgTransactionId, reason: '입금 전 주문 취소' });
    }
    if (type === 'ARS' && open) {
      await this.ars.cancel({ orderNumber: open.orderNumber, reason: '주문 취소' });
    }
    const progress = type === '가상계좌' ? OrderProgress.depositCancelled : OrderProgress.cancelled;
    if (!(await dropOrder(this.db, orderId, progress, 'cancelled'))) throw notPayable();
  }

  /**
   * Unpaid virtual accounts after their due moment and ARS codes after 10 days: the order is
   * dropped and its benefit freed. The drop is a conditional UPDATE, so two instances running
   * this at once never drop an order twice.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const due = await overdueAttempts(this.db, now);
    let n = 0;
    for (const d of due) {
      const progress =
        d.type === '가상계좌' ? OrderProgress.depositCancelled : OrderProgress.cancelled;
      if (await dropOrder(this.db, d.orderId, progress, 'expired')) n += 1;
    }
    return n;
  }
}

const digits = (phone: string) => phone.replace(/\D/g, '');
