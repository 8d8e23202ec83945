import { and, count, eq, sql } from 'drizzle-orm';
import { RevokeErrorCode, RevokeProgress } from '@shop/contract/revoke.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { refunds, revokes } from '../../db/schema/revoke.ts';
import { AppError } from '../../http/errors.ts';
import {
  GatewayRefused,
  type PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { lockRevoke, settleOrderAfterRefund, type Tx } from './revoke-repository.ts';
import { auditStep, type StepAudit } from './staff-step-audit.ts';

export type RefundOutcome = { ok: true } | { ok: false; message: string };

interface Attempt {
  refundId: number;
  revokeId: number;
  orderId: number;
  tid: string;
  amount: number;
  remainingBefore: number;
  remainingAfter: number;
}

const inFlight = () =>
  new AppError(
    409,
    RevokeErrorCode.refundFailed,
    '같은 주문의 다른 환불이 진행 중입니다. 잠시 후 다시 시도해 주세요.',
  );

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
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Refunds a request in 환불지시 to the card; `doneProgress` is 환불자동 or 환불완료. */
  async refundToCard(
    revokeId: number,
    doneProgress: '환불자동' | '환불완료',
    staffId: number | null = null,
    audit?: StepAudit,
  ): Promise<RefundOutcome> {
    const pending = await this.pendingAttempt(revokeId);
    if (pending) {
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
        remainingAfter: attempt.remainingAfter,
        reason: `취소/반품 신청 ${revokeId}`,
      });
      await this.finish(attempt, result.refundTid, doneProgress, audit);
      return { ok: true };
    } catch (err) {
      const message =
        err instanceof GatewayRefused ? err.gatewayMessage : '결제대행사 환불 요청에 실패했습니다.';
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
        await tx.insert(refunds).values({
          revokeId,
          orderId: r.orderId,
          method: 'Bank',
          status: 'done',
          amount: r.refundTotal,
          attemptKey: `revoke-${revokeId}-bank`,
          bankName: r.bankName,
          bankAccount: r.bankAccount,
          bankAccountName: r.bankAccountName,
          staffId,
          doneAt: new Date(),
        });
      }
      await markRefunded(tx, revokeId, RevokeProgress.done);
      await settleOrderAfterRefund(tx, r.orderId);
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
    if (r.revokeProgressCd !== RevokeProgress.instructed || r.refundTypeCd !== 'Card')
      throw wrongState();
    await tx.execute(sql`select order_id from orders where order_id = ${r.orderId} for update`);
    if (r.refundTotal === 0) {
      await markRefunded(tx, revokeId, doneProgress);
      await settleOrderAfterRefund(tx, r.orderId);
      await auditStep(tx, audit, r, 'result', { refund: { method: 'Card', amount: 0 } });
      return 'done';
    }
    const [pay] = await queryRows<{
      payment_id: number;
      amount: number;
      tid: string | null;
      refunded: number;
    }>(
      tx,
      sql`select p.payment_id, p.amount, p.pg_transaction_id as tid,
          (select coalesce(sum(f.amount), 0)::int from refunds f
            where f.order_id = p.order_id and f.method = 'Card' and f.status in ('done', 'requesting')) as refunded
        from payments p where p.order_id = ${r.orderId} and p.status = 'approved'
          and p.payment_type_cd = '신용카드' order by p.payment_id desc limit 1`,
    );
    if (!pay?.tid)
      throw new AppError(409, RevokeErrorCode.refundFailed, '카드 결제 정보를 찾을 수 없습니다.');
    const remainingBefore = pay.amount - pay.refunded;
    if (r.refundTotal > remainingBefore)
      throw new AppError(
        409,
        RevokeErrorCode.refundFailed,
        '환불 금액이 남은 결제 금액을 넘습니다.',
      );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.revokeId, revokeId));
    const inserted = await tx
      .insert(refunds)
      .values({
        revokeId,
        orderId: r.orderId,
        paymentId: pay.payment_id,
        method: 'Card',
        status: 'requesting',
        amount: r.refundTotal,
        attemptKey: `revoke-${revokeId}-${n + 1}`,
        remainingBefore,
        remainingAfter: remainingBefore - r.refundTotal,
        staffId,
      })
      .onConflictDoNothing()
      .returning({ refundId: refunds.refundId });
    if (inserted.length === 0) throw inFlight();
    await auditStep(tx, audit, r, 'attempt', {
      refund: {
        refundId: inserted[0]!.refundId,
        method: 'Card',
        status: 'requesting',
        amount: r.refundTotal,
      },
    });
    return {
      refundId: inserted[0]!.refundId,
      revokeId,
      orderId: r.orderId,
      tid: pay.tid,
      amount: r.refundTotal,
      remainingBefore,
      remainingAfter: remainingBefore - r.refundTotal,
    };
  }

  private async pendingAttempt(revokeId: number): Promise<Attempt | null> {
    const [row] = await queryRows<{
      refund_id: number;
      order_id: number;
      amount: number;
      remaining_before: number;
      remaining_after: number;
      tid: string;
    }>(
      this.db,
      sql`select f.refund_id, f.order_id, f.amount, f.remaining_before, f.remaining_after, p.pg_transaction_id as tid
        from refunds f join payments p on p.payment_id = f.payment_id
        where f.revoke_id = ${revokeId} and f.status = 'requesting'`,
    );
    return row
      ? {
          refundId: row.refund_id,
          revokeId,
          orderId: row.order_id,
          tid: row.tid,
          amount: row.amount,
          remainingBefore: row.remaining_before,
          remainingAfter: row.remaining_after,
        }
      : null;
  }

  /**
   * Asks the gateway what it holds: the attempt went through, did not, or cannot be told yet.
   * `message` is the failed call's, kept when the attempt did not go through.
   */
  private async settleUnclear(
    attempt: Attempt,
    doneProgress: '환불자동' | '환불완료',
    audit: StepAudit | undefined,
    message = '결제대행사에 환불이 반영되지 않았습니다.',
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
        await tx
          .update(revokes)
          .set({ refundFailed: true, updatedAt: new Date() })
          .where(eq(revokes.revokeId, attempt.revokeId));
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
      const done = await tx
        .update(refunds)
        .set({ status: 'done', pgRefundTid: refundTid, doneAt: new Date(), failureMessage: null })
        .where(and(eq(refunds.refundId, attempt.refundId), eq(refunds.status, 'requesting')))
        .returning({ refundId: refunds.refundId });
      if (done.length === 0 || !before) return;
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
      const failed = await tx
        .update(refunds)
        .set({ status: 'failed', failureMessage: message })
        .where(and(eq(refunds.refundId, attempt.refundId), eq(refunds.status, 'requesting')))
        .returning({ refundId: refunds.refundId });
      await tx
        .update(revokes)
        .set({
          refundFailed: true,
          revokeProgressCd: RevokeProgress.instructed,
          updatedAt: new Date(),
        })
        .where(eq(revokes.revokeId, attempt.revokeId));
      if (!before) return;
      await auditStep(tx, audit, before, 'result', {
        refund: { refundId: attempt.refundId, status: failed.length > 0 ? 'failed' : 'unchanged' },
        message,
      });
    });
  }
}

const UNCLEAR = '환불 결과를 확인하지 못했습니다.';

const wrongState = () =>
  new AppError(409, RevokeErrorCode.refundFailed, '환불을 진행할 수 있는 상태가 아닙니다.');

async function markRefunded(tx: Tx, revokeId: number, progress: string): Promise<void> {
  const now = new Date();
  await tx
    .update(revokes)
    .set({ revokeProgressCd: progress, refundFailed: false, refundedAt: now, updatedAt: now })
    .where(eq(revokes.revokeId, revokeId));
}
