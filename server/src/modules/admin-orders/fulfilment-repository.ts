import { sql } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { notify } from '../../db/notification-outbox.ts';
import type { FulfilmentState, Shipment } from './fulfilment-service.ts';

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
    shipped_at: string | Date | null;
  }>(
    tx,
    sql`select o.order_id, o.status, o.order_progress_cd, d.has_delivery_info, d.is_oversea,
        d.logistic_cd, d.invoice_no, d.shipped_at
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
        shippedAt: r.shipped_at === null ? null : new Date(r.shipped_at),
      },
    ]),
  );
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

/** Items still in fulfilment follow the order's progress; items cancelled meanwhile keep theirs. */
const ITEMS_IN_FULFILMENT = sql`qty_effected > 0
  and order_item_progress_cd in (${OrderProgress.paid}, ${OrderProgress.preparing},
    ${OrderProgress.shipping})`;

/**
 * One step on one paid order: its and its items' progress `to`, with a shipment the courier,
 * invoice and shipping time (kept when set), with `delivered` the delivery time.
 */
export async function writeStep(
  tx: Db,
  orderId: number,
  to: string,
  shipment: Shipment | undefined,
  delivered: boolean,
): Promise<void> {
  await tx.execute(sql`update orders set order_progress_cd = ${to}
    where order_id = ${orderId} and status = 'paid'`);
  await tx.execute(sql`update order_items set order_item_progress_cd = ${to}
    where order_id = ${orderId} and ${ITEMS_IN_FULFILMENT}`);
  if (shipment) {
    await tx.execute(sql`update order_deliveries set logistic_cd = ${shipment.logisticCd},
        invoice_no = ${shipment.invoiceNo}, shipped_at = coalesce(shipped_at, now())
      where order_id = ${orderId}`);
    await notify(tx, 'shipped', { orderId });
  }
  if (delivered) await stampDeliveries(tx, [{ orderId, deliveredAt: null }]);
}

export interface DeliveryStamp {
  orderId: number;
  /** When the goods arrived (a courier's status line, the gateway's escrow); null: now. */
  deliveredAt: Date | null;
}

/** The deliveries' dates and the 'delivered' message of each, whatever the number of orders. */
async function stampDeliveries(tx: Db, stamps: DeliveryStamp[]): Promise<void> {
  await tx.execute(sql`update order_deliveries d
      set delivered_at = coalesce(nullif(u.at_text, '')::timestamptz, now())
    from unnest(${intArray(stamps.map((s) => s.orderId))},
      ${textArray(stamps.map((s) => s.deliveredAt?.toISOString() ?? ''))}) as u(id, at_text)
    where d.order_id = u.id`);
  await notify(
    tx,
    'delivered',
    stamps.map((s) => ({ orderId: s.orderId })),
  );
}

/** Many paid orders delivered at once (a courier's status file): three UPDATEs whatever the number. */
export async function writeDeliveries(tx: Db, stamps: DeliveryStamp[]): Promise<void> {
  if (stamps.length === 0) return;
  const ids = intArray(stamps.map((s) => s.orderId));
  const to = OrderProgress.delivered;
  await tx.execute(sql`update orders set order_progress_cd = ${to}
    where order_id = any(${ids}) and status = 'paid'`);
  await tx.execute(sql`update order_items set order_item_progress_cd = ${to}
    where order_id = any(${ids}) and ${ITEMS_IN_FULFILMENT}`);
  await stampDeliveries(tx, stamps);
}

/** Many paid orders shipped at once (a courier CSV): three UPDATEs whatever the number. */
export async function writeShipments(
  tx: Db,
  shipments: ({ orderId: number } & Shipment)[],
): Promise<void> {
  const ids = intArray(shipments.map((s) => s.orderId));
  const to = OrderProgress.shipping;
  await tx.execute(sql`update orders set order_progress_cd = ${to}
    where order_id = any(${ids}) and status = 'paid'`);
  await tx.execute(sql`update order_items set order_item_progress_cd = ${to}
    where order_id = any(${ids}) and ${ITEMS_IN_FULFILMENT}`);
  await tx.execute(sql`update order_deliveries d set logistic_cd = u.cd, invoice_no = u.inv,
      shipped_at = coalesce(d.shipped_at, now())
    from unnest(${ids}, ${textArray(shipments.map((s) => s.logisticCd))},
      ${textArray(shipments.map((s) => s.invoiceNo))}) as u(id, cd, inv)
    where d.order_id = u.id`);
  await notify(
    tx,
    'shipped',
    shipments.map((s) => ({ orderId: s.orderId })),
  );
}

/** A staff note on the order; undefined when there is no such order. */
export async function insertNote(tx: Db, orderId: number, staffId: number, body: string) {
  const [note] = await queryRows<{ order_note_id: number; created_at: string | Date }>(
    tx,
    sql`insert into order_notes (order_id, staff_id, body)
      select o.order_id, ${staffId}, ${body} from orders o where o.order_id = ${orderId}
      returning order_note_id, created_at`,
  );
  return note;
}

export async function staffName(tx: Db, staffId: number): Promise<string> {
  const [who] = await queryRows<{ name: string }>(
    tx,
    sql`select name from staff where staff_id = ${staffId}`,
  );
  return who?.name ?? '';
}
