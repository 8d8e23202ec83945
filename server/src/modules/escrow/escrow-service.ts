import { EscrowMessage } from '@shop/contract/escrow.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { EscrowGateway } from '../../integrations/payment-gateway/escrow-gateway.ts';
import {
  GatewayRefused,
  NotificationRefused,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import {
  applyDecision,
  claimDueRegistrations,
  decidableTid,
  dueForConfirmation,
  markRegistered,
  markRegistrationFailed,
  type EscrowRow,
} from './escrow-queries.ts';

/** A run holds a row this long; a crashed run's rows are taken again after it. */
const LEASE_MS = 60_000;
/** After a failed call the row waits attempts × this (at most an hour) before the next. */
const RETRY_STEP_MS = 30_000;

/**
 * 구매안전서비스 after the payment (decisions 0466, 0468): registers shipped escrow orders'
 * deliveries with the gateway after the shipping step committed (rows leased per run, so two
 * instances never send the same one; a call the gateway did not answer is tried again later, a
 * refusal kept with its message), opens the gateway's decision page for the buyer, applies the
 * decisions the gateway notifies once, and asks the gateway about escrows whose period ran out.
 */
export class EscrowService {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly gateway: EscrowGateway,
    private readonly options: { confirmDays: number; publicUrl: string },
  ) {}

  /** One registration pass; runs of one process follow each other. */
  registerDue(now?: Date): Promise<number> {
    const run = this.chain.then(() => this.registrationPass(now ?? new Date()));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async registrationPass(now: Date): Promise<number> {
    const rows = await claimDueRegistrations(this.db, now, new Date(now.getTime() + LEASE_MS));
    let done = 0;
    for (const row of rows) {
      try {
        const { registeredAt } = await this.gateway.registerDelivery({
          tid: row.tid,
          carrier: row.logisticCd,
          invoice: row.invoiceNo,
          shippedOn: seoulDate(row.shippedAt),
        });
        await markRegistered(this.db, row, registeredAt);
        done++;
      } catch (err) {
        await markRegistrationFailed(this.db, row, {
          refused: err instanceof GatewayRefused,
          message:
            err instanceof GatewayRefused ? `[${err.code}] ${err.gatewayMessage}` : String(err),
          retryAt: new Date(
            now.getTime() + Math.min((row.attempts + 1) * RETRY_STEP_MS, 3_600_000),
          ),
        });
      }
    }
    return done;
  }

  /**
   * The gateway's page where the buyer decides: only the member who placed (and paid) the order,
   * once its delivery is registered and before a decision.
   */
  async decisionPage(memberId: number, orderId: number): Promise<string> {
    const tid = await decidableTid(this.db, memberId, orderId);
    if (tid === undefined) throw notFound(EscrowMessage.notDecidable);
    if (tid === null) throw new AppError(409, 'ESCROW-NOT-DECIDABLE', EscrowMessage.notDecidable);
    return this.gateway.decisionPageUrl({
      tid,
      returnUrl: `${this.options.publicUrl}/mypage/order/detail/${orderId}`,
    });
  }

  /** A decision notification: `OK` once applied or already known, `FAIL` when unreadable. */
  async decisionNotification(posted: Record<string, unknown>): Promise<'OK' | 'FAIL'> {
    let decision;
    try {
      decision = this.gateway.readDecision(posted);
    } catch (err) {
      if (err instanceof NotificationRefused) return 'FAIL';
      throw err;
    }
    const applied = await applyDecision(this.db, decision);
    return applied === 'unknown' ? 'FAIL' : 'OK';
  }

  /**
   * Escrows whose period ran out without a decision the shop heard of: the gateway's inquiry
   * says what holds (its automatic confirmation, or a decision whose notification was lost).
   * One run per period across instances (the caller's runJobOncePerPeriod, decision 0367).
   */
  async confirmSilent(now = new Date()): Promise<number> {
    const due = await dueForConfirmation(this.db, now, this.options.confirmDays);
    let applied = 0;
    for (const row of due) applied += await this.settleFromGateway(row);
    return applied;
  }

  private async settleFromGateway(row: EscrowRow): Promise<number> {
    const status = await this.gateway.inquire(row.tid).catch(() => null);
    if (!status || (status.state !== 'confirmed' && status.state !== 'rejected')) return 0;
    const result = await applyDecision(this.db, {
      tid: row.tid,
      decision: status.state === 'confirmed' ? 'confirm' : 'reject',
      decidedBy: status.decidedBy ?? 'auto',
      decidedAt: status.decidedAt ?? new Date(),
      rejectReason: status.rejectReason,
    });
    return result === 'applied' ? 1 : 0;
  }
}
