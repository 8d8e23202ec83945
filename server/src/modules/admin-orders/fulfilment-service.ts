import { sql } from 'drizzle-orm';
import {
  AdminOrderErrorCode,
  AdminOrderMessage,
  type FulfilmentResult,
  type OrderNote,
} from '@shop/contract/admin-orders.ts';
import { courierOf, normalizeInvoice, trackingUrlOf } from '@shop/contract/couriers.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, withAuditMany, type AuditActor } from '../admin/audit-log.ts';
import { nextSteps } from './order-admin-detail.ts';

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
}

const TARGET: Record<Step, string> = {
  prepare: OrderProgress.preparing,
  ship: OrderProgress.shipping,
  deliver: OrderProgress.delivered,
};

/** Rows locked in order id order, so two uploads naming the same orders cannot deadlock. */
export async function lockOrders(
  tx: Db,
  orderIds: number[],
): Promise<Map<number, FulfilmentState>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{
    order_id: number;
    status: string;
    order_progress_cd: string;
    has_delivery_info: boolean | null;
    is_oversea: boolean | null;
    logistic_cd: string | null;
    invoice_no: string | null;
  }>(
    tx,
    sql`select o.order_id, o.status, o.order_progress_cd, d.has_delivery_info, d.is_oversea,
        d.logistic_cd, d.invoice_no
      from orders o left join order_deliveries d on d.order_id = o.order_id
      where o.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by o.order_id
      for update of o`,
  );
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        orderId: r.order_id,
        status: r.status,
        orderProgressCd: r.order_progress_cd,
        hasDelivery: r.has_delivery_info === true,
        isOversea: r.is_oversea === true,
        logisticCd: r.logistic_cd,
        invoiceNo: r.invoice_no,
      },
    ]),
  );
}

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
    if (!courier.invoicePattern.test(shipment.invoiceNo)) {
      return AdminOrderMessage.invoiceFormat(courier.name);
    }
  }
  return null;
}

/** The courier code and invoice as stored, or a 400 naming the field. */
export function shipmentOf(logisticCd: string, invoiceNo: string): Shipment {
  const courier = courierOf(logisticCd);
  if (!courier) throw badRequest(AdminOrderMessage.courierUnknown, 'logisticCd');
  const invoice = normalizeInvoice(invoiceNo);
  if (!courier.invoicePattern.test(invoice)) {
    throw badRequest(AdminOrderMessage.invoiceFormat(courier.name), 'invoiceNo');
  }
  return { logisticCd: courier.code, invoiceNo: invoice };
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
  await tx.execute(sql`update orders set order_progress_cd = ${to}
    where order_id = ${orderId} and status = 'paid'`);
  await tx.execute(sql`update order_items set order_item_progress_cd = ${to}
    where order_id = ${orderId} and qty_effected > 0
      and order_item_progress_cd in (${OrderProgress.paid}, ${OrderProgress.preparing},
        ${OrderProgress.shipping})`);
  if (step === 'ship' && shipment) {
    await tx.execute(sql`update order_deliveries set logistic_cd = ${shipment.logisticCd},
        invoice_no = ${shipment.invoiceNo}, shipped_at = coalesce(shipped_at, now())
      where order_id = ${orderId}`);
  }
  if (step === 'deliver') {
    await tx.execute(sql`update order_deliveries set delivered_at = now()
      where order_id = ${orderId}`);
  }
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

const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

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
  const ids = intArray(shipments.map((s) => s.state.orderId));
  const to = OrderProgress.shipping;
  await tx.execute(sql`update orders set order_progress_cd = ${to}
    where order_id = any(${ids}) and status = 'paid'`);
  await tx.execute(sql`update order_items set order_item_progress_cd = ${to}
    where order_id = any(${ids}) and qty_effected > 0
      and order_item_progress_cd in (${OrderProgress.paid}, ${OrderProgress.preparing},
        ${OrderProgress.shipping})`);
  await tx.execute(sql`update order_deliveries d set logistic_cd = u.cd, invoice_no = u.inv,
      shipped_at = coalesce(d.shipped_at, now())
    from unnest(${ids}, ${textArray(shipments.map((s) => s.shipment.logisticCd))},
      ${textArray(shipments.map((s) => s.shipment.invoiceNo))}) as u(id, cd, inv)
    where d.order_id = u.id`);
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
  constructor(private readonly db: Db) {}

  step(actor: AuditActor, orderId: number, step: Step, shipment?: Shipment) {
    return inTransaction(this.db, async (tx) => {
      const state = (await lockOrders(tx, [orderId])).get(orderId);
      if (!state) throw notFound(AdminOrderMessage.notFound);
      const refusal = refusalOf(state, step, shipment);
      if (refusal) throw new AppError(409, AdminOrderErrorCode.wrongStep, refusal);
      return applyStep(tx, actor, state, step, shipment);
    });
  }

  addNote(actor: AuditActor, orderId: number, body: string): Promise<OrderNote> {
    const text = body.replace(/\r\n?/g, '\n');
    return inTransaction(this.db, async (tx) => {
      const [note] = await queryRows<{ order_note_id: number; created_at: string | Date }>(
        tx,
        sql`insert into order_notes (order_id, staff_id, body)
          select o.order_id, ${actor.staffId}, ${text} from orders o where o.order_id = ${orderId}
          returning order_note_id, created_at`,
      );
      if (!note) throw notFound(AdminOrderMessage.notFound);
      await withAudit(tx, actor, 'order.note', { type: 'order', id: orderId }, null, {
        orderNoteId: note.order_note_id,
        body: text,
      });
      const [who] = await queryRows<{ name: string }>(
        tx,
        sql`select name from staff where staff_id = ${actor.staffId}`,
      );
      return {
        orderNoteId: note.order_note_id,
        body: text,
        staffName: who?.name ?? '',
        createdAt: new Date(note.created_at).toISOString(),
      };
    });
  }
}
