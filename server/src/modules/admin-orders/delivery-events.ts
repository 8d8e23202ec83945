import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { withAuditMany, type AuditActor } from '../admin/audit-log.ts';
import { lockOrders, writeDeliveries } from './fulfilment-repository.ts';
import { refusalOf, type FulfilmentState } from './fulfilment-service.ts';

/**
 * Delivery is an event with its date (issue 21 item 2, decision 0510), from one of three places:
 * staff's 배송완료 (`FulfilmentService.step`, now), the courier's status file (`delivery-csv.ts`,
 * the line's date) or the gateway's escrow confirmation (`recordDeliveryEvent`, the date the
 * gateway reports). Each moves the order to 배송완료, dates `order_deliveries.delivered_at` (the
 * withdrawal clock's start, decision 0500) and writes the 'delivered' message in the same
 * transaction.
 */
export type DeliverySource = 'staff' | 'courier' | 'escrow';

export interface DeliveryEvent {
  state: FulfilmentState;
  deliveredAt: Date;
}

/** Delivers locked and checked orders at once, audited when staff did it. */
export async function applyDeliveries(
  tx: Db,
  actor: AuditActor | null,
  events: DeliveryEvent[],
  via: DeliverySource,
): Promise<void> {
  if (events.length === 0) return;
  await writeDeliveries(
    tx,
    events.map((e) => ({ orderId: e.state.orderId, deliveredAt: e.deliveredAt })),
  );
  if (!actor) return;
  await withAuditMany(
    tx,
    actor,
    'order.deliver',
    events.map(({ state, deliveredAt }) => ({
      entity: { type: 'order', id: state.orderId },
      before: { orderProgressCd: state.orderProgressCd },
      after: {
        orderProgressCd: OrderProgress.delivered,
        deliveredAt: deliveredAt.toISOString(),
        via,
      },
    })),
  );
}

/**
 * The hook for the gateway's escrow confirmation (and any other system that reports a delivery):
 * inside the caller's transaction, the order is delivered on `deliveredAt` if it is on its way
 * (배송중); an order already delivered, or not shipped, is left as it is and the answer says why
 * (null: recorded). No audit row: the caller records the gateway's event itself.
 */
export async function recordDeliveryEvent(
  tx: Db,
  orderId: number,
  deliveredAt: Date,
): Promise<string | null> {
  const state = (await lockOrders(tx, [orderId])).get(orderId);
  const refusal = refusalOf(state, 'deliver');
  if (refusal) return refusal;
  await applyDeliveries(tx, null, [{ state: state!, deliveredAt }], 'escrow');
  return null;
}
