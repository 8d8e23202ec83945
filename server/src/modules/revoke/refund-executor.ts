import {
  RefundMessage,
  RevokeErrorCode,
  RevokeMessage,
  RevokeProgress,
} from '@shop/contract/revoke.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  GatewayRefused,
  type PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import {
  cardPaymentOf,
  clearRefundFailed,
  insertCardAttempt,
  insertManualRefund,
  lockOrderForRefund,
  markAttemptDone,
  markAttemptFailed,
  markRefunded,
  markRefundFailed,
  pendingAttempt,
  staleAttempts,
  type Attempt,
  type PendingAttempt,
} from './refund-repository.ts';
import { queueReceiptAfterRefund } from '../payment/cash-receipt-queries.ts';
import { refundTaxSplit, returnedTaxSplit } from '../payment/tax-split-queries.ts';
import { lockRevoke, settleOrderAfterRefund, type Tx } from './revoke-repository.ts';
import { auditStep, type StepAudit } from './staff-step-audit.ts';

export type RefundOutcome = { ok: true } | { ok: false; message: string };

/**
 * A second click (or request) while the first one's gateway call is still out: nothing is started
 * and nothing asked, the first call decides (decision 0327).
 */
export const alreadyRefunding = () =>
  new AppError(409, RevokeErrorCode.refundInProgress, RevokeMessage.refundInProgress);

const inFlight = () => new AppError(409, RevokeErrorCode.refundFailed, RefundMessage.otherInFlight);

/**
 * Carries out the money side of a request. Card: a partial refund of the order's payment at
 * the gateway. Each attempt is a `refunds` row written before the call (attempt key, what the
 * gateway holds before and must hold after); the gateway's confirmPrice check refuses a repeated
 * call once the first went through, so a retry can never refund twice, and an unclear outcome
 * is settled by asking the gateway what it holds. A failed call leaves the request in 환불지시
 * with refund_failed, to be retried.
 *
 * `audit` (staff calls) is called inside every transaction that changes the request or its
 * refunds: the attempt's, and the one that records the outcome (done, failed, or unclear).
 */
export class RefundExecutor {
  /**
   * @param callLeaseMs how long an attempt counts as in flight (its gateway call and the inquiry
   *   after it can still be running); an older requesting attempt was cut off, by a crash or a
   *   lost answer, and is settled by asking the gateway.
   */
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    readonly callLeaseMs: number,
  ) {}

  /**
   * Settles every attempt left requesting past the lease (the start-up step and its periodic
   * run): done or not applied as the gateway's inquiry says; when it cannot tell, the request is
   * marked refund_failed with the attempt still requesting — 'in doubt' in the back office, where
   * a retry asks the gateway again.
   */
  async settleInterrupted(now = new Date()): Promise<{ settled: number; inDoubt: number }> {
    const stale = await staleAttempts(this.db, new Date(now.getTime() - this.callLeaseMs));
    let settled = 0;
    for (const attempt of stale) {
      // the member's immediate cancel refund has no staff member; staff refunds end 환불완료
      const done = attempt.staffId === null ? RevokeProgress.auto : RevokeProgress.done;
      const outcome = await this.settleUnclear(attempt, done, undefined);
      if (outcome === 'unknown') await this.markInDoubt(attempt);
      else settled += 1;
    }
    return { settled, inDoubt: stale.length - settled };
  }

  private inFlight(attempt: PendingAttempt): boolean {
    return !attempt.callEnded && Date.now() - attempt.requestedAt.getTime() < this.callLeaseMs;
  }

  private async markInDoubt(attempt: Attempt): Promise<void> {
    await this.db.transaction((tx) => markRefundFailed(tx, attempt.revokeId));
  }

  /** Refunds a request in 환불지시 to the card; `doneProgress` is 환불자동 or 환불완료. */
  async refundToCard(
    revokeId: number,
    doneProgress: '환불자동' | '환불완료',
    staffId: number | null = null,
    audit?: StepAudit,
  ): Promise<RefundOutcome> {
    const pending = await pendingAttempt(this.db, revokeId);
    if (pending) {
      if (this.inFlight(pending)) throw alreadyRefunding();
      const settled = await this.settleUnclear(pending, doneProgress, audit);
      if (settled === 'done') return { ok: true };
      if (settled === 'unknown') return { ok: false, message: UNCLEAR };
    }
    const attempt = await this.db.transaction((tx) =>
      this.startAttempt(tx, revokeId, doneProgress, staffId, audit),
    );
    if (attempt === 'done') return { ok: true };
    try {
      const result = await this.gateway.partialRefund({
        tid: attempt.tid,
        amount: attempt.amount,
        split: { taxable: attempt.amount - attempt.taxFree, taxFree: attempt.taxFree },
        remainingAfter: attempt.remainingAfter,
        reason: `취소/반품 신청 ${revokeId}`,
      });
      await this.finish(attempt, result.refundTid, doneProgress, audit);
      return { ok: true };
    } catch (err) {
      const message =
        err instanceof GatewayRefused ? err.gatewayMessage : RefundMessage.gatewayFailed;
      const settled = await this.settleUnclear(attempt, doneProgress, audit, message);
      if (settled === 'done') return { ok: true };
      return { ok: false, message };
    }
  }

  /**
   * A bank transfer (virtual-account orders) or a refund made outside the gateway (ARS), as
   * finance recorded it: the request is 환불완료 and the money counted once.
   */
  async recordManualRefund(
    revokeId: number,
    staffId: number | null,
    audit?: StepAudit,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const r = await lockRevoke(tx, revokeId);
      if (!r || r.revokeProgressCd !== RevokeProgress.instructed) throw wrongState();
      if (r.refundTotal > 0) {
        await insertManualRefund(tx, {
          revokeId,
          orderId: r.orderId,
          amount: r.refundTotal,
          bankName: r.bankName,
          bankAccount: r.bankAccount,
          bankAccountName: r.bankAccountName,
          staffId,
        });
      }
      await markRefunded(tx, revokeId, RevokeProgress.done);
      await settleOrderAfterRefund(tx, r.orderId);
      // the cash receipt follows the money (decision 0464): cancelled, reissued for what remains
      await queueReceiptAfterRefund(tx, r.orderId, {
        ref: `revoke-${revokeId}`,
        amount: r.refundTotal,
        returned: await returnedTaxSplit(tx, revokeId),
      });
      await auditStep(tx, audit, r, 'result', {
        refund: { method: 'Bank', amount: r.refundTotal },
      });
    });
  }

  private async startAttempt(
    tx: Tx,
    revokeId: number,
    doneProgress: '환불자동' | '환불완료',
    staffId: number | null,
    audit: StepAudit | undefined,
  ): Promise<Attempt | 'done'> {
    const r = await lockRevoke(tx, revokeId);
    if (!r) throw wrongState();
    if (r.revokeProgressCd === RevokeProgress.auto || r.revokeProgressCd === RevokeProgress.done)
      return 'done';
    // a concurrent click started its attempt between our look and this lock
    if (await pendingAttempt(tx, revokeId)) throw alreadyRefunding();
    if (r.revokeProgressCd !== RevokeProgress.instructed || r.refundTypeCd !== 'Card')
      throw wrongState();
    await lockOrderForRefund(tx, r.orderId);
    if (r.refundTotal === 0) {
      await markRefunded(tx, revokeId, doneProgress);
      await settleOrderAfterRefund(tx, r.orderId);
      await auditStep(tx, audit, r, 'result', { refund: { method: 'Card', amount: 0 } });
      return 'done';
    }
    const pay = await cardPaymentOf(tx, r.orderId);
    if (!pay?.tid)
      throw new AppError(409, RevokeErrorCode.refundFailed, RefundMessage.noCardPayment);
    const remainingBefore = pay.amount - pay.refunded;
    if (r.refundTotal > remainingBefore)
      throw new AppError(409, RevokeErrorCode.refundFailed, RefundMessage.overRemaining);
    const split = await refundTaxSplit(tx, r, r.refundTotal, remainingBefore);
    const refundId = await insertCardAttempt(tx, {
      revokeId,
      orderId: r.orderId,
      paymentId: pay.paymentId,
      amount: r.refundTotal,
      taxFree: split.taxFree,
      remainingBefore,
      remainingAfter: remainingBefore - r.refundTotal,
      staffId,
    });
    if (refundId === null) throw inFlight();
    // a retry: the earlier call's failure no longer describes the request, and while the flag
    // stood the new attempt would not count as in flight (a second click would pass the lease)
    if (r.refundFailed) await clearRefundFailed(tx, revokeId);
    await auditStep(tx, audit, r, 'attempt', {
      refund: {
        refundId,
        method: 'Card',
        status: 'requesting',
        amount: r.refundTotal,
      },
    });
    return {
      refundId,
      revokeId,
      orderId: r.orderId,
      tid: pay.tid,
      amount: r.refundTotal,
      taxFree: split.taxFree,
      remainingBefore,
      remainingAfter: remainingBefore - r.refundTotal,
    };
  }

  /**
   * Asks the gateway what it holds: the attempt went through, did not, or cannot be told yet.
   * `message` is the failed call's, kept when the attempt did not go through.
   */
  private async settleUnclear(
    attempt: Attempt,
    doneProgress: '환불자동' | '환불완료',
    audit: StepAudit | undefined,
    message: string = RefundMessage.notApplied,
  ): Promise<'done' | 'not-applied' | 'unknown'> {
    let remaining: number;
    try {
      const status = await this.gateway.inquire({ tid: attempt.tid });
      if (!status) return 'unknown';
      remaining = status.remaining;
    } catch {
      await this.db.transaction(async (tx) => {
        const before = await lockRevoke(tx, attempt.revokeId);
        if (!before) return;
        await markRefundFailed(tx, attempt.revokeId);
        await auditStep(tx, audit, before, 'result', {
          refund: { refundId: attempt.refundId, status: 'requesting' },
          message: UNCLEAR,
        });
      });
      return 'unknown';
    }
    if (remaining === attempt.remainingAfter) {
      await this.finish(attempt, null, doneProgress, audit);
      return 'done';
    }
    if (remaining === attempt.remainingBefore) {
      await this.fail(attempt, message, audit);
      return 'not-applied';
    }
    return 'unknown';
  }

  private async finish(
    attempt: Attempt,
    refundTid: string | null,
    progress: '환불자동' | '환불완료',
    audit: StepAudit | undefined,
  ) {
    await this.db.transaction(async (tx) => {
      const before = await lockRevoke(tx, attempt.revokeId);
      const done = await markAttemptDone(tx, attempt.refundId, refundTid);
      if (!done || !before) return;
      await markRefunded(tx, attempt.revokeId, progress);
      await settleOrderAfterRefund(tx, attempt.orderId);
      await auditStep(tx, audit, before, 'result', {
        refund: {
          refundId: attempt.refundId,
          method: 'Card',
          status: 'done',
          amount: attempt.amount,
        },
      });
    });
  }

  private async fail(attempt: Attempt, message: string, audit: StepAudit | undefined) {
    await this.db.transaction(async (tx) => {
      const before = await lockRevoke(tx, attempt.revokeId);
      const failed = await markAttemptFailed(tx, attempt.refundId, message);
      await markRefundFailed(tx, attempt.revokeId, RevokeProgress.instructed);
      if (!before) return;
      await auditStep(tx, audit, before, 'result', {
        refund: { refundId: attempt.refundId, status: failed ? 'failed' : 'unchanged' },
        message,
      });
    });
  }
}

const UNCLEAR = RefundMessage.unclear;

const wrongState = () =>
  new AppError(409, RevokeErrorCode.refundFailed, RefundMessage.notRefundable);
