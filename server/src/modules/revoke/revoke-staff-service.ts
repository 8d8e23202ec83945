import {
  RevokeStaffMessage,
  refundOverrideChange,
  revokePickupForm,
  revokeRejectForm,
} from '@shop/contract/admin-revokes.ts';
import { normalizeInvoice } from '@shop/contract/couriers.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import { RevokeErrorCode, RevokeProgress } from '@shop/contract/revoke.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { RefundExecutor, RefundOutcome } from './refund-executor.ts';
import { writeRefundOverride } from './refund-override.ts';
import { lockOrderForRefund, refundStarted } from './refund-repository.ts';
import {
  lockRevoke,
  restoreQuantities,
  revokeRow,
  type RevokeRow,
  type Tx,
} from './revoke-repository.ts';
import {
  lockOrderStatus,
  refundWayOf,
  setInspected,
  setPickup,
  setRejected,
  shiftOrderBack,
  writeShipment,
} from './staff-step-repository.ts';
import { auditStep, type StepAudit } from './staff-step-audit.ts';

type Step = keyof typeof RevokeStaffMessage.wrongState;
const wrongState = (step: Step) =>
  new AppError(409, RevokeErrorCode.notRevocable, RevokeStaffMessage.wrongState[step]);

/**
 * A step's input by the back office form's own schema (contract/src/admin-revokes.ts): the staff
 * route's body carries the same rules, the developer calls (DEV_TOOLS) reach the steps without it.
 */
function checked<S extends z.ZodType>(form: S, input: unknown): z.output<S> {
  const refusal = firstRefusal(form, input);
  if (refusal) throw badRequest(refusal.message, refusal.field);
  return form.parse(input);
}

/**
 * The steps staff take after a request (back office; decision 0063). Each is one
 * transaction that names the state it leaves, so a double click changes nothing twice:
 *
 * - recordPickup: 환불대기 (a return) — the courier and invoice of the collection;
 * - approveInspection: 환불대기 → 환불지시 — the goods arrived and were inspected;
 * - overrideRefund: 환불대기 | 환불지시 (nothing refunded or in flight) — another refund total,
 *   within what the order still holds (refund-override.ts);
 * - executeRefund: 환불지시 → 환불완료 — card: partial refund at the gateway; virtual account
 *   (and ARS): the transfer finance made, recorded;
 * - retryRefund: the same for a request whose refund call failed (refundFailed);
 * - reject: 환불대기 | 환불지시 (nothing refunded yet) → 반려 with the reason the member reads;
 *   the quantities go back to the order.
 *
 * Each takes an optional `audit` that it calls inside the transaction of its change (a card
 * refund: inside the attempt's and inside the result's), with the request before and after.
 * DEV_TOOLS=on exposes them under /api/dev/ without one.
 */
export class RevokeStaffService {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundExecutor,
  ) {}

  /** The request as it is now (the answer of every step), or null when there is none. */
  current(revokeId: number): Promise<RevokeRow | null> {
    return revokeRow(this.db, revokeId);
  }

  async recordPickup(
    revokeId: number,
    pickup: { recallLogisticCd: string; recallInvoiceNumber: string },
    audit?: StepAudit,
  ): Promise<void> {
    const { recallLogisticCd, recallInvoiceNumber } = checked(revokePickupForm, pickup);
    const now = new Date();
    await this.updateRecalling(revokeId, 'pickup', audit, (tx) =>
      setPickup(
        tx,
        revokeId,
        { recallLogisticCd, recallInvoiceNumber: normalizeInvoice(recallInvoiceNumber) },
        now,
      ),
    );
  }

  async approveInspection(revokeId: number, audit?: StepAudit): Promise<void> {
    await this.updateRecalling(revokeId, 'inspect', audit, (tx) =>
      setInspected(tx, revokeId, new Date()),
    );
  }

  /** One change of a request still in 환불대기 (else 409 naming the step), audited in its transaction. */
  private async updateRecalling(
    revokeId: number,
    what: Step,
    audit: StepAudit | undefined,
    move: (tx: Tx) => Promise<boolean>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await lockRevoke(tx, revokeId);
      if (!before) throw notFound();
      if (!(await move(tx))) throw wrongState(what);
      await auditStep(tx, audit, before);
    });
  }

  /**
   * Sets the refund of a request that has not been paid back to `amount` (finance's judgement,
   * e.g. a damaged return), with the reason kept in the audit row.
   */
  async overrideRefund(
    revokeId: number,
    amount: number,
    reason: string,
    audit?: StepAudit,
  ): Promise<void> {
    const change = checked(refundOverrideChange, { refundTotal: amount, reason });
    await this.db.transaction(async (tx) => {
      const before = await lockRevoke(tx, revokeId);
      if (!before) throw notFound();
      if (!OPEN.includes(before.revokeProgressCd)) throw wrongState('refundOverride');
      // the same lock order as a refund attempt: the request, then its order
      await lockOrderForRefund(tx, before.orderId);
      if (await refundStarted(tx, revokeId)) throw wrongState('refundOverride');
      await writeRefundOverride(tx, before, change.refundTotal);
      await auditStep(tx, audit, before, 'result', { reason: change.reason });
    });
  }

  /** Pays a request in 환불지시 back: card through the gateway, otherwise as finance recorded it. */
  async executeRefund(
    revokeId: number,
    staffId: number | null,
    audit?: StepAudit,
  ): Promise<RefundOutcome> {
    const row = await refundWayOf(this.db, revokeId);
    if (!row) throw notFound();
    if (row.progress !== RevokeProgress.instructed) throw wrongState('refund');
    if (row.refundTypeCd === 'Card' && row.paymentTypeCd === '신용카드') {
      return this.refunds.refundToCard(revokeId, RevokeProgress.done, staffId, audit);
    }
    await this.refunds.recordManualRefund(revokeId, staffId, audit);
    return { ok: true };
  }

  async retryRefund(
    revokeId: number,
    staffId: number | null,
    audit?: StepAudit,
  ): Promise<RefundOutcome> {
    return this.executeRefund(revokeId, staffId, audit);
  }

  async reject(revokeId: number, reason: string, audit?: StepAudit): Promise<void> {
    const { rejectReason } = checked(revokeRejectForm, { rejectReason: reason });
    await this.db.transaction(async (tx) => {
      const r = await lockRevoke(tx, revokeId);
      if (!r) throw notFound();
      if (!OPEN.includes(r.revokeProgressCd)) throw wrongState('reject');
      // a whole-order cancel gave the free-delivery benefit back; it cannot be taken again safely
      if (r.benefitReturned) throw wrongState('reject');
      if (await refundStarted(tx, revokeId)) throw wrongState('reject');
      await setRejected(tx, revokeId, rejectReason);
      await restoreQuantities(tx, revokeId, r.orderId);
      await auditStep(tx, audit, r);
    });
  }

  /**
   * Fulfilment's step for the dev calls (DEV_TOOLS=on) that let tests and the demo reach a
   * shipped order: the order leaves the warehouse (courier and invoice), and when asked is
   * delivered at the same moment.
   */
  async markOrderShipped(
    orderId: number,
    shipment: { logisticCd: string; invoiceNo: string; delivered?: boolean },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const status = await lockOrderStatus(tx, orderId);
      if (!status) throw notFound();
      if (status !== 'paid') throw wrongState('ship');
      const shipped = await writeShipment(tx, orderId, { ...shipment, shippedAt: new Date() });
      if (!shipped) throw wrongState('ship');
    });
  }

  /** The test clock (DEV_TOOLS=on): the order `days` older; its paid time, or null without one. */
  async moveOrderBack(orderId: number, days: number): Promise<{ paidAt: Date | null }> {
    const moved = await shiftOrderBack(this.db, orderId, days);
    if (!moved) throw notFound();
    return moved;
  }
}

/** Requests staff may still reject or change the refund of: nothing has been paid back. */
const OPEN: string[] = [RevokeProgress.recalling, RevokeProgress.instructed];
