import type { GatewayForm, PayFailReason } from '@shop/contract/checkout.ts';
import {
  RecallFeeGatewayPosts,
  RevokeErrorCode,
  RevokeLimits,
  RevokeMessage,
  RevokeProgress,
} from '@shop/contract/revoke.ts';
import type { Db } from '../../db/client.ts';
import { feeTaxSplit } from '../payment/tax-split-queries.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import {
  GatewayRefused,
  NotificationRefused,
  type Approval,
  type DepositNotification,
  type MobileAuthSuccess,
  type PcAuthSuccess,
  type PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import type { Member } from '../auth/member-access.ts';
import { gatewayFormOf, unverifiedFailure, vbankDueDate } from '../payment/payment-service.ts';
import {
  approveDepositedFee,
  approveRequestedFee,
  failFeePayment,
  feePaymentByOrderNumber,
  hasFeeAwaitingDeposit,
  markFeePaid,
  recordDepositEvent,
  startFeePayment,
  withdrawOverdueFees,
  type FeePaymentRow,
} from './revoke-fee-repository.ts';
import { lockRevoke } from './revoke-repository.ts';

export type FeeOutcome =
  | { ok: true; revokeId: number; pgType: 'universal' | 'vbank' }
  | { ok: false; reason: PayFailReason };

const feeNotPayable = () =>
  new AppError(409, RevokeErrorCode.notRevocable, RevokeMessage.feeNotPayable);

/**
 * The return fee paid in the gateway's window (spec 3 §4 'Return-fee payment'): the same signed
 * form as an order payment (the payment module's gatewayFormOf, the adapter's signing), its own
 * return and notification URLs, approval server to server, a virtual account's deposit applied
 * once. A paid fee moves the request on to 환불대기.
 */
export class RevokeFeeService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly publicUrl: string,
  ) {}

  async windowForm(
    member: Member,
    body: { revokeId: number; paymentTypeCd: '신용카드' | '가상계좌'; mobile: boolean },
  ): Promise<GatewayForm> {
    const payMethod = body.paymentTypeCd === '신용카드' ? 'Card' : 'VBank';
    const channel = body.mobile ? 'mobile' : 'pc';
    const started = await this.db.transaction(async (tx) => {
      const r = await lockRevoke(tx, body.revokeId);
      if (!r || r.memberId !== member.memberId) throw notFound(RevokeMessage.notFound);
      if (r.recallFee <= 0) throw badRequest(RevokeMessage.noFeeDue, 'revokeId');
      if (r.revokeProgressCd !== RevokeProgress.feeWaiting) throw feeNotPayable();
      if (await hasFeeAwaitingDeposit(tx, r.revokeId)) throw feeNotPayable();
      const orderNumber = await startFeePayment(tx, {
        revokeId: r.revokeId,
        paymentTypeCd: body.paymentTypeCd,
        amount: r.recallFee,
        channel,
      });
      return { orderNumber, amount: r.recallFee, orderId: r.orderId };
    });
    const request = {
      orderNumber: started.orderNumber,
      price: started.amount,
      split: await feeTaxSplit(this.db, started.orderId, started.amount),
      payMethod,
      goodsName: `반품비 (주문 ${started.orderId})`,
      buyerName: member.profile.account.stdName,
      buyerTel: member.profile.account.stdHandPhone ?? '',
      buyerEmail: '',
      merchantData: `revokeId=${body.revokeId}`,
      vbankDueDate: vbankDueDate(new Date()),
    } as const;
    const form = body.mobile
      ? this.gateway.mobileWindow(request, {
          nextUrl: `${this.publicUrl}${RecallFeeGatewayPosts.mobileNext}`,
          notiUrl: `${this.publicUrl}${RecallFeeGatewayPosts.mobileNoti}`,
        })
      : this.gateway.pcWindow(request, {
          returnUrl: `${this.publicUrl}${RecallFeeGatewayPosts.pcReturn}`,
          closeUrl: `${this.publicUrl}/static/inicis-close.html`,
        });
    return gatewayFormOf(form, request);
  }

  async pcReturn(posted: Record<string, unknown>): Promise<FeeOutcome> {
    return this.approve<PcAuthSuccess>(
      this.gateway.readPcReturn(posted),
      (auth, amount) => this.gateway.approvePc(auth, amount),
      (auth, _approval, amount) => this.gateway.netCancelPc(auth, amount),
    );
  }

  async mobileNext(posted: Record<string, unknown>): Promise<FeeOutcome> {
    return this.approve<MobileAuthSuccess>(
      this.gateway.readMobileNext(posted),
      (auth, amount) => this.gateway.approveMobile(auth, amount),
      (auth, approval, amount) =>
        this.gateway.netCancelMobile({
          tid: approval.tid,
          orderNumber: auth.orderNumber,
          price: amount,
        }),
    );
  }

  /**
   * The window came back (PC return or mobile next): a failed window closes nothing (anyone can
   * post one, see unverifiedFailure); otherwise the shop approves server to server for the fee's own amount and records it, or
   * undoes the approval when the request no longer waits for its fee.
   */
  private async approve<Auth extends { ok: true; orderNumber: string }>(
    auth: Auth | { ok: false; code: string; orderNumber: string },
    approveFor: (auth: Auth, amount: number) => Promise<Approval>,
    undo: (auth: Auth, approval: Approval, amount: number) => Promise<void>,
  ): Promise<FeeOutcome> {
    if (!auth.ok) return unverifiedFailure(auth.code);
    const fee = await feePaymentByOrderNumber(this.db, auth.orderNumber);
    if (!fee) return { ok: false, reason: 'notFound' };
    if (fee.status !== 'requested') return alreadyDone(fee);
    let approval: Approval;
    try {
      approval = await approveFor(auth, fee.amount);
    } catch (err) {
      const refused = err instanceof GatewayRefused;
      const message = refused ? err.gatewayMessage : '결제 승인에 실패했습니다.';
      await failFeePayment(this.db, fee.feePaymentId, message);
      return { ok: false, reason: refused ? 'refused' : 'failed' };
    }
    return this.record(fee, approval, () => undo(auth, approval, fee.amount));
  }

  /**
   * Records an approval: a card fee moves the request to 환불대기, a virtual account waits for
   * its deposit. A request that no longer waits for its fee (superseded) gets the approval undone.
   */
  private async record(
    fee: FeePaymentRow,
    approval: Approval,
    undo: () => Promise<void>,
  ): Promise<FeeOutcome> {
    const recorded = await this.db
      .transaction(async (tx) => {
        const r = await lockRevoke(tx, fee.revokeId);
        if (
          !r ||
          r.revokeProgressCd !== RevokeProgress.feeWaiting ||
          approval.price !== fee.amount
        ) {
          return false;
        }
        const va = approval.virtualAccount;
        const moved = await approveRequestedFee(tx, fee.feePaymentId, {
          status: va ? 'waiting_deposit' : 'approved',
          pgTransactionId: approval.tid,
          approvedAt: va ? null : approval.approvedAt,
          vbankName: va?.bankName ?? null,
          vbankAccount: va?.accountNumber ?? null,
          vbankHolder: va?.holder ?? null,
          expiresAt: va?.dueAt ?? null,
        });
        if (!moved) return false;
        if (!va) await markFeePaid(tx, fee.revokeId, approval.approvedAt);
        return true;
      })
      .catch(() => false);
    if (!recorded) {
      await undo().catch(() => undefined);
      await failFeePayment(
        this.db,
        fee.feePaymentId,
        '반품비 결제를 기록하지 못해 승인을 취소했습니다.',
      );
      return { ok: false, reason: 'notRecorded' };
    }
    return {
      ok: true,
      revokeId: fee.revokeId,
      pgType: approval.virtualAccount ? 'vbank' : 'universal',
    };
  }

  /** A deposit notification (mobile URL, or handed on from the merchant's PC URL). */
  async depositPosted(posted: Record<string, unknown>): Promise<'OK' | 'FAIL'> {
    try {
      return await this.deposit(this.gateway.readDepositNotification(posted));
    } catch (err) {
      if (err instanceof NotificationRefused) return 'FAIL';
      throw err;
    }
  }

  /** Applies a verified deposit once (a replayed tid changes nothing and still answers OK). */
  async deposit(n: DepositNotification): Promise<'OK' | 'FAIL'> {
    const fee = await feePaymentByOrderNumber(this.db, n.orderNumber);
    if (!fee || fee.amount !== n.amount) return 'FAIL';
    if (fee.pgTransactionId !== null && fee.pgTransactionId !== n.tid) return 'FAIL';
    await this.db.transaction(async (tx) => {
      const first = await recordDepositEvent(tx, {
        tid: n.tid,
        orderId: fee.orderId,
        amount: n.amount,
        payload: { depositor: n.depositor, format: n.format, revokeId: fee.revokeId },
      });
      if (!first) return;
      const moved = await approveDepositedFee(tx, fee.feePaymentId, n.tid, n.depositedAt);
      if (moved) await markFeePaid(tx, fee.revokeId, n.depositedAt);
    });
    return 'OK';
  }

  /** Requests whose fee was never paid give their quantities back (hourly, and on demand). */
  async withdrawOverdue(now = new Date()): Promise<number> {
    return this.db.transaction((tx) =>
      withdrawOverdueFees(tx, now, RevokeLimits.cardFeeWindowMinutes * 60_000),
    );
  }
}

function alreadyDone(fee: FeePaymentRow): FeeOutcome {
  if (fee.status === 'approved') return { ok: true, revokeId: fee.revokeId, pgType: 'universal' };
  if (fee.status === 'waiting_deposit')
    return { ok: true, revokeId: fee.revokeId, pgType: 'vbank' };
  return { ok: false, reason: 'processed' };
}
