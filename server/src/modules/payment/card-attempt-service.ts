import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { Member } from '../auth/member-access.ts';
import {
  closeCardAttempt,
  openCardAttempts,
  reclaimCardBenefit,
  releaseCardBenefit,
  staleCardOrders,
} from './card-attempt-repository.ts';
import { recoverPending } from './payment-recovery.ts';
import { dropOrder, type PaymentRow } from './payment-repository.ts';
import { memberOrder } from './order-payment-repository.ts';

/** How long a card window's attempt stays open without a result (decision 0243). */
export const CARD_WINDOW_MINUTES = 30;
/** How long an unpaid card order waits for '다시 결제' before it is cancelled (decision 0243). */
export const UNPAID_CARD_ORDER_HOURS = 24;

type Ending = 'cancelled' | 'expired';

/**
 * Card orders never wait forever holding a benefit (issue 16 item 1, decision 0243). An attempt
 * whose window failed, was closed or ran out is closed once the gateway confirms it holds no
 * approval for it (one it does hold is recorded instead), and the order's free-delivery benefit is
 * let go; '다시 결제' opens a new attempt on the same order and claims that benefit again.
 */
export class CardAttempts {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
  ) {}

  /**
   * The member's closed window or failure page: 'paid' when the gateway had approved the attempt
   * after all, 'open' while its result is still on the way, else 'released'.
   */
  async releaseForMember(member: Member, orderId: number): Promise<'paid' | 'open' | 'released'> {
    const order = await memberOrder(this.db, member.memberId, orderId);
    if (!order) throw notFound(CheckoutMessage.notPayable);
    if (order.status === 'paid') return 'paid';
    if (order.status !== 'awaiting_payment' || order.paymentTypeCd !== '신용카드')
      return 'released';
    return this.release(orderId, 'cancelled', { waitForAuthenticated: true });
  }

  /** Before a new window of the same order: close the old attempts, claim the benefit again. */
  async beforeNewAttempt(orderId: number): Promise<void> {
    const ended = await this.closeAll(orderId, 'cancelled', { waitForAuthenticated: false });
    if (ended === 'paid') {
      throw new AppError(409, CheckoutErrorCode.notPayable, CheckoutMessage.notPayable);
    }
    if ((await reclaimCardBenefit(this.db, orderId)) === 'taken') {
      throw new AppError(409, CheckoutErrorCode.benefitTaken, CheckoutMessage.retryBenefitTaken);
    }
  }

  /** A trusted failure (the gateway refused the approval): the benefit goes at once. */
  async afterFailure(orderId: number): Promise<void> {
    await releaseCardBenefit(this.db, orderId);
  }

  /**
   * The job: attempts open longer than the window lets go of their benefit; orders unpaid for a
   * day are cancelled (주문취소). A gateway that does not answer leaves them for the next run.
   */
  async expire(now = new Date()): Promise<number> {
    const windowClosed = new Date(now.getTime() - CARD_WINDOW_MINUTES * 60_000);
    const attempts = await openCardAttempts(this.db, { openedBefore: windowClosed });
    let n = 0;
    for (const orderId of new Set(attempts.map((a) => a.orderId))) {
      const ended = await this.release(orderId, 'expired', { waitForAuthenticated: false }).catch(
        () => 'open',
      );
      if (ended === 'released') n += 1;
    }
    const dayAgo = new Date(now.getTime() - UNPAID_CARD_ORDER_HOURS * 3_600_000);
    for (const orderId of await staleCardOrders(this.db, dayAgo)) {
      const ended = await this.closeAll(orderId, 'expired', { waitForAuthenticated: false }).catch(
        () => 'open',
      );
      if (ended !== 'closed') continue;
      if (await dropOrder(this.db, orderId, OrderProgress.cancelled, 'expired')) n += 1;
    }
    return n;
  }

  private async release(
    orderId: number,
    ending: Ending,
    options: { waitForAuthenticated: boolean },
  ): Promise<'paid' | 'open' | 'released'> {
    const ended = await this.closeAll(orderId, ending, options);
    if (ended !== 'closed') return ended;
    await releaseCardBenefit(this.db, orderId);
    return 'released';
  }

  private async closeAll(
    orderId: number,
    ending: Ending,
    options: { waitForAuthenticated: boolean },
  ): Promise<'paid' | 'open' | 'closed'> {
    for (const attempt of await openCardAttempts(this.db, { orderId })) {
      const ended = await this.close(attempt, ending, options);
      if (ended !== 'closed') return ended;
    }
    return 'closed';
  }

  /** One attempt, after asking the gateway what it holds for it. */
  private async close(
    attempt: PaymentRow,
    ending: Ending,
    options: { waitForAuthenticated: boolean },
  ): Promise<'paid' | 'open' | 'closed'> {
    const held = await this.gateway.inquire({ orderNumber: attempt.orderNumber });
    if (held?.state === 'approved') {
      const outcome = await recoverPending(this.db, this.gateway, attempt, null);
      return outcome === 'recorded' ? 'paid' : 'closed';
    }
    if (held?.state === 'authenticated' && options.waitForAuthenticated) return 'open';
    await closeCardAttempt(this.db, attempt.paymentId, ending);
    return 'closed';
  }
}
