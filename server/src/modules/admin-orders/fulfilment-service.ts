import {
  AdminOrderErrorCode,
  AdminOrderMessage,
  type FulfilmentResult,
  type OrderNote,
} from '@shop/contract/admin-orders.ts';
import {
  courierOf,
  invoiceFitsCourier,
  normalizeInvoice,
  trackingUrlOf,
} from '@shop/contract/couriers.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, withAuditMany, type AuditActor } from '../admin/audit-log.ts';
import {
  insertNote,
  lockOrders,
  staffName,
  writeShipments,
  writeStep,
} from './fulfilment-repository.ts';
import { nextSteps } from './order-detail-queries.ts';
import { queueEscrowDeliveries } from '../escrow/escrow-queries.ts';

export type Step = 'prepare' | 'ship' | 'deliver';

export interface Shipment {
  logisticCd: string;
  invoiceNo: string;
}

/** An order's fulfilment state, locked for the transaction that changes it. */
export interface FulfilmentState {
  orderId: number;
  status: string;
  orderProgressCd: string;
  hasDelivery: boolean;
  isOversea: boolean;
  logisticCd: string | null;
  invoiceNo: string | null;
  shippedAt: Date | null;
}

const TARGET: Record<Step, string> = {
  prepare: OrderProgress.preparing,
  ship: OrderProgress.shipping,
  deliver: OrderProgress.delivered,
};

/** Why `step` cannot be taken now (a person's sentence), or null when it can. */
export function refusalOf(
  state: FulfilmentState | undefined,
  step: Step,
  shipment?: Shipment,
): string | null {
  if (!state) return AdminOrderMessage.notFound;
  if (state.status !== 'paid') return AdminOrderMessage.notPaid;
  if (!state.hasDelivery) return AdminOrderMessage.noDelivery;
  if (!nextSteps(state.status, state.orderProgressCd, state.hasDelivery)[step]) {
    return AdminOrderMessage.wrongStep(state.orderProgressCd, TARGET[step]);
  }
  if (shipment) {
    const courier = courierOf(shipment.logisticCd);
    if (!courier) return AdminOrderMessage.courierUnknown;
    if (courier.overseas !== state.isOversea) return AdminOrderMessage.courierOverseas;
    if (!invoiceFitsCourier(courier.code, shipment.invoiceNo)) {
      return AdminOrderMessage.invoiceFormat(courier.name);
    }
  }
  return null;
}

/** The courier code and invoice as stored (the call's schema, shipmentForm's rules, checked them). */
export function shipmentOf(logisticCd: string, invoiceNo: string): Shipment {
  return { logisticCd, invoiceNo: normalizeInvoice(invoiceNo) };
}

const auditedOf = (s: FulfilmentState) => ({
  orderProgressCd: s.orderProgressCd,
  logisticCd: s.logisticCd,
  invoiceNo: s.invoiceNo,
});

/**
 * Takes one step inside `tx` on an order locked by `lockOrders` and checked by `refusalOf`:
 * the order's and its items' progress (items cancelled meanwhile keep theirs), the courier and
 * invoice, the times, and the audit row with before and after.
 */
export async function applyStep(
  tx: Db,
  actor: AuditActor,
  state: FulfilmentState,
  step: Step,
  shipment?: Shipment,
): Promise<FulfilmentResult> {
  const to = TARGET[step];
  const orderId = state.orderId;
  await writeStep(tx, orderId, to, step === 'ship' ? shipment : undefined, step === 'deliver');
  // an escrow order's delivery goes to the gateway once this commits (decision 0466)
  if (step === 'ship' && shipment) await queueEscrowDeliveries(tx, [{ orderId, ...shipment }]);
  const after: FulfilmentState = {
    ...state,
    orderProgressCd: to,
    ...(shipment ? { logisticCd: shipment.logisticCd, invoiceNo: shipment.invoiceNo } : {}),
  };
  await withAudit(
    tx,
    actor,
    `order.${step}` as const,
    { type: 'order', id: orderId },
    auditedOf(state),
    auditedOf(after),
  );
  return {
    orderId,
    orderProgressCd: to,
    logisticCd: after.logisticCd,
    invoiceNo: after.invoiceNo,
    logisticUrl: trackingUrlOf(after.logisticCd, after.invoiceNo),
  };
}

/**
 * Ships many locked and checked orders at once (a courier CSV): three UPDATEs and one audit
 * INSERT whatever the number of lines.
 */
export async function applyShipments(
  tx: Db,
  actor: AuditActor,
  shipments: { state: FulfilmentState; shipment: Shipment }[],
): Promise<void> {
  if (shipments.length === 0) return;
  const to = OrderProgress.shipping;
  await writeShipments(
    tx,
    shipments.map(({ state, shipment }) => ({ orderId: state.orderId, ...shipment })),
  );
  await queueEscrowDeliveries(
    tx,
    shipments.map(({ state, shipment }) => ({ orderId: state.orderId, ...shipment })),
  );
  await withAuditMany(
    tx,
    actor,
    'order.ship',
    shipments.map(({ state, shipment }) => ({
      entity: { type: 'order', id: state.orderId },
      before: auditedOf(state),
      after: {
        orderProgressCd: to,
        logisticCd: shipment.logisticCd,
        invoiceNo: shipment.invoiceNo,
        via: 'csv',
      },
    })),
  );
}

/** Fulfilment of one order at a time, and internal notes. */
export class FulfilmentService {
  /**
   * @param afterShipping runs after a shipping step committed: escrow deliveries it queued are
   *   registered with the gateway (decision 0466).
   */
  constructor(
    private readonly db: Db,
    readonly afterShipping: () => void = () => {},
  ) {}

  async step(actor: AuditActor, orderId: number, step: Step, shipment?: Shipment) {
    const result = await inTransaction(this.db, async (tx) => {
      const state = (await lockOrders(tx, [orderId])).get(orderId);
      if (!state) throw notFound(AdminOrderMessage.notFound);
      const refusal = refusalOf(state, step, shipment);
      if (refusal) throw new AppError(409, AdminOrderErrorCode.wrongStep, refusal);
      return applyStep(tx, actor, state, step, shipment);
    });
    if (step === 'ship') this.afterShipping();
    return result;
  }

  addNote(actor: AuditActor, orderId: number, body: string): Promise<OrderNote> {
    const text = body.replace(/\r\n?/g, '\n');
    return inTransaction(this.db, async (tx) => {
      const note = await insertNote(tx, orderId, actor.staffId, text);
      if (!note) throw notFound(AdminOrderMessage.notFound);
      await withAudit(tx, actor, 'order.note', { type: 'order', id: orderId }, null, {
        orderNoteId: note.order_note_id,
        body: text,
      });
      return {
        orderNoteId: note.order_note_id,
        body: text,
        staffName: await staffName(tx, actor.staffId),
        createdAt: new Date(note.created_at).toISOString(),
      };
    });
  }
}
