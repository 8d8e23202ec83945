import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { type GatewayForm, type PayFailReason } from '@shop/contract/checkout.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import {
  GatewayRefused,
  GatewayTimeout,
  type Approval,
  type PaymentGateway,
  type PaymentRequest,
  type PcAuthSuccess,
  type WindowForm,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import type { Member } from '../auth/member-access.ts';
import {
  applyApproval,
  failPayment,
  openPaymentOf,
  paymentByOrderNumber,
  savePendingAuth,
  startPayment,
  type PaymentRow,
} from './payment-repository.ts';
import { CardAttempts } from './card-attempt-service.ts';
import { recoverPending } from './payment-recovery.ts';
import { orderTaxSplit } from './tax-split-queries.ts';
import { itemNames, memberOrder, payZeroOrder } from './order-payment-repository.ts';

export type ReturnOutcome =
  | { ok: true; orderId: number; pgType: 'universal' | 'vbank' }
  | { ok: false; reason: PayFailReason; orderId?: number | undefined };

export const notPayable = () =>
  new AppError(409, CheckoutErrorCode.notPayable, CheckoutMessage.notPayable);

/**
 * Card and virtual-account payments through the gateway (INTEGRATIONS.md §4), and zero-price
 * orders. The window's result is approved server to server and recorded once; if recording
 * fails after the approval, the approval is net-cancelled so no money is taken for nothing.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly publicUrl: string,
    /** Test hook: runs between the approval and its recording (crash recovery test). */
    private readonly afterApproval: () => void = () => {},
  ) {
    this.cardAttempts = new CardAttempts(db, gateway);
  }

  readonly cardAttempts: CardAttempts;

  async unpaidOrder(member: Member, orderId: number) {
    const order = await memberOrder(this.db, member.memberId, orderId);
    if (!order) throw notFound(CheckoutMessage.notPayable);
    if (order.status !== 'awaiting_payment') throw notPayable();
    return order;
  }

  async goodsName(orderId: number): Promise<string> {
    const names = await itemNames(this.db, orderId);
    const first = names[0] ?? '';
    return (names.length > 1 ? `${first} 외 ${names.length - 1}건` : first).slice(0, 80);
  }

  /** The signed window form of an unpaid card or virtual-account order (a new attempt). */
  async windowForm(
    member: Member,
    body: { orderId: number; paymentTypeCd: '신용카드' | '가상계좌'; mobile: boolean },
  ): Promise<GatewayForm> {
    const order = await this.unpaidOrder(member, body.orderId);
    if (order.paymentTypeCd !== body.paymentTypeCd || order.priceTotal === 0) throw notPayable();
    const open = await openPaymentOf(this.db, order.orderId);
    if (open?.status === 'waiting_deposit') throw notPayable();
    if (order.paymentTypeCd === '신용카드') await this.cardAttempts.beforeNewAttempt(order.orderId);
    const channel = body.mobile ? 'mobile' : 'pc';
    const { orderNumber } = await startPayment(
      this.db,
      { orderId: order.orderId, paymentTypeCd: order.paymentTypeCd, amount: order.priceTotal },
      channel,
    );
    const payMethod = body.paymentTypeCd === '신용카드' ? 'Card' : 'VBank';
    const due = vbankDueDate(new Date());
    const request = {
      orderNumber,
      price: order.priceTotal,
      split: await orderTaxSplit(this.db, order.orderId),
      payMethod,
      goodsName: await this.goodsName(order.orderId),
      buyerName: member.profile.account.stdName,
      buyerTel: member.profile.account.stdHandPhone ?? '',
      buyerEmail: '',
      merchantData: `orderId=${order.orderId}`,
      vbankDueDate: due,
      // 구매안전서비스 (decision 0465): the order call took it only for a virtual account
      escrow: order.escrow && payMethod === 'VBank',
    } as const;
    const form = body.mobile
      ? this.gateway.mobileWindow(request, {
          nextUrl: `${this.publicUrl}/api/inicis-mobile/pay-order-next`,
          notiUrl: `${this.publicUrl}/api/inicis/mobile-noti-service-order`,
        })
      : this.gateway.pcWindow(request, {
          returnUrl: `${this.publicUrl}/api/inicis-pc/pay-order-ok`,
          closeUrl: `${this.publicUrl}/static/inicis-close.html`,
        });
    return gatewayFormOf(form, request);
  }

  /** What the PC window posted to the return URL: approve, record, or net-cancel. */
  async pcReturn(posted: Record<string, unknown>): Promise<ReturnOutcome> {
    const auth = this.gateway.readPcReturn(posted);
    const payment = await paymentByOrderNumber(this.db, auth.orderNumber);
    if (!auth.ok) return { ...unverifiedFailure(auth.code), orderId: payment?.orderId };
    if (!payment) return { ok: false, reason: 'notFound' };
    if (payment.status !== 'requested') return this.alreadyDone(payment);
    await savePendingAuth(this.db, payment.paymentId, auth);
    let approval: Approval;
    try {
      approval = await this.gateway.approvePc(auth, payment.amount);
    } catch (err) {
      if (err instanceof GatewayTimeout) return this.recover(payment, auth);
      return this.approvalFailed(payment, err);
    }
    this.afterApproval();
    return this.record(payment, approval, () => this.gateway.netCancelPc(auth, payment.amount));
  }

  /** What the mobile window posted to the next URL. */
  async mobileNext(posted: Record<string, unknown>): Promise<ReturnOutcome> {
    const auth = this.gateway.readMobileNext(posted);
    const payment = await paymentByOrderNumber(this.db, auth.orderNumber);
    if (!auth.ok) return { ...unverifiedFailure(auth.code), orderId: payment?.orderId };
    if (!payment) return { ok: false, reason: 'notFound' };
    if (payment.status !== 'requested') return this.alreadyDone(payment);
    let approval: Approval;
    try {
      approval = await this.gateway.approveMobile(auth, payment.amount);
    } catch (err) {
      return this.approvalFailed(payment, err);
    }
    this.afterApproval();
    return this.record(payment, approval, () =>
      this.gateway.netCancelMobile({
        tid: approval.tid,
        orderNumber: payment.orderNumber,
        price: payment.amount,
      }),
    );
  }

  /**
   * Records an approval; the order must still be waiting and the amount its own, else (or if
   * the write fails) the approval is undone at the gateway.
   */
  async record(
    payment: PaymentRow,
    approval: Approval,
    undo: () => Promise<void>,
  ): Promise<ReturnOutcome> {
    try {
      if (approval.price !== payment.amount || payment.orderStatus !== 'awaiting_payment') {
        throw new Error('approval does not match the order');
      }
      await applyApproval(this.db, payment, {
        tid: approval.tid,
        amount: approval.price,
        approvedAt: approval.approvedAt,
        cardName: approval.card?.name ?? null,
        cardNumber: approval.card?.maskedNumber ?? null,
        approvalNumber: approval.approvalNumber,
        vbank: approval.virtualAccount
          ? {
              bankName: approval.virtualAccount.bankName,
              accountNumber: approval.virtualAccount.accountNumber,
              holder: approval.virtualAccount.holder,
              dueAt: approval.virtualAccount.dueAt,
            }
          : null,
      });
    } catch {
      await undo().catch(() => undefined);
      await this.failed(payment, '결제를 기록하지 못해 승인을 취소했습니다.');
      return { ok: false, reason: 'notRecorded', orderId: payment.orderId };
    }
    return {
      ok: true,
      orderId: payment.orderId,
      pgType: approval.virtualAccount ? 'vbank' : 'universal',
    };
  }

  /** The approval call timed out: ask the gateway what happened, then record or cancel. */
  private async recover(payment: PaymentRow, auth: PcAuthSuccess): Promise<ReturnOutcome> {
    await recoverPending(this.db, this.gateway, payment, auth);
    const after = await paymentByOrderNumber(this.db, payment.orderNumber);
    return after && after.status !== 'failed'
      ? this.alreadyDone(after)
      : { ok: false, reason: 'noAnswer', orderId: payment.orderId };
  }

  /** The gateway's own answer to the shop's approval call (server to server, so it is trusted). */
  private async approvalFailed(payment: PaymentRow, err: unknown): Promise<ReturnOutcome> {
    const refused = err instanceof GatewayRefused;
    const message = refused ? err.gatewayMessage : '결제 승인에 실패했습니다.';
    await this.failed(payment, message);
    return { ok: false, reason: refused ? 'refused' : 'failed', orderId: payment.orderId };
  }

  /** A failure the gateway itself reported: the attempt fails and a card order lets its benefit go. */
  private async failed(payment: PaymentRow, message: string): Promise<void> {
    await failPayment(this.db, payment.paymentId, message);
    if (payment.paymentTypeCd === '신용카드') await this.cardAttempts.afterFailure(payment.orderId);
  }

  private alreadyDone(payment: PaymentRow): ReturnOutcome {
    if (payment.status === 'approved')
      return { ok: true, orderId: payment.orderId, pgType: 'universal' };
    if (payment.status === 'waiting_deposit')
      return { ok: true, orderId: payment.orderId, pgType: 'vbank' };
    return { ok: false, reason: 'processed', orderId: payment.orderId };
  }

  /** A zero-total order is paid at once (payment type ZERO); repeating it changes nothing. */
  async zeroPrice(member: Member, orderId: number): Promise<void> {
    const order = await memberOrder(this.db, member.memberId, orderId);
    if (!order) throw notFound(CheckoutMessage.notPayable);
    if (order.status === 'paid' && order.paymentTypeCd === 'ZERO') return;
    if (order.status !== 'awaiting_payment') throw notPayable();
    if (order.priceTotal !== 0)
      throw new AppError(409, CheckoutErrorCode.notPayable, CheckoutMessage.notZero);
    await payZeroOrder(this.db, orderId, new Date());
  }
}

/**
 * A failure the window posted: anyone can post one (it carries no signature, and the gateway's
 * order number is guessable), so it closes nothing. The attempt stays open for the window's
 * genuine result, which the shop approves with the gateway server to server, or for the next
 * window (docs/decisions/0321).
 */
export function unverifiedFailure(code: string): { ok: false; reason: PayFailReason } {
  return { ok: false, reason: code === USER_CANCEL ? 'cancelled' : 'declined' };
}

/** The gateway's result code of a window the buyer closed or cancelled. */
const USER_CANCEL = 'V801';

/** What the pay page needs of a signed window form (order payments and return fees alike). */
export function gatewayFormOf(
  form: WindowForm,
  request: PaymentRequest & { vbankDueDate: string },
): GatewayForm {
  const f = form.fields;
  return {
    mid: f.mid ?? f.P_MID ?? '',
    orderNumber: request.orderNumber,
    price: request.price,
    goodsName: request.goodsName,
    buyerName: request.buyerName,
    timestamp: f.timestamp ?? f.P_TIMESTAMP ?? '',
    signature: f.signature ?? f.P_CHKFAKE ?? '',
    hashKey: f.mKey ?? '',
    acceptMethod: f.acceptmethod ?? '',
    pgPayCodePc: request.payMethod,
    pgPayCodeMobile: request.payMethod === 'Card' ? 'CARD' : 'VBANK',
    pgCustomData: request.merchantData,
    mobileVBankDt: request.vbankDueDate,
    windowUrl: form.windowUrl,
    scriptUrl: form.scriptUrl,
    fields: form.fields,
  };
}

/** Last deposit day of a virtual account: 5 days out, YYYYMMDD in Seoul (spec 2 §9). */
export function vbankDueDate(now: Date): string {
  return addDays(seoulDate(now), 5).replaceAll('-', '');
}
