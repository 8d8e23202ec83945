import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { freeDeliveryBenefits } from '../db/schema/billing.ts';
import { orderItems, orders, type OrderStatus } from '../db/schema/orders.ts';

/**
 * Orders written straight into the database for API tests of billing and cart, until checkout
 * makes them through its own calls. The amounts are not checked here; the tests only need what
 * is paid, for whom, and which benefit an order holds.
 */
export interface TestOrder {
  memberId: number;
  status: OrderStatus;
  items: {
    productId: number;
    qty?: number;
    cdi?: { stdId: number; brchId: number; brchType: string } | null;
    cartId?: number | null;
  }[];
  fdbId?: number | null;
  orderedAt?: Date;
}

export async function insertOrder(db: Db, order: TestOrder): Promise<number> {
  const at = order.orderedAt ?? new Date();
  const [row] = await db
    .insert(orders)
    .values({
      memberId: order.memberId,
      status: order.status,
      productPriceTotal: 0,
      deliveryPriceTotal: 0,
      priceTotal: 0,
      orderedAt: at,
      paidAt: order.status === 'paid' ? at : null,
    })
    .returning({ orderId: orders.orderId });
  const orderId = row!.orderId;
  await db.insert(orderItems).values(
    order.items.map((i) => ({
      orderId,
      productId: i.productId,
      qty: i.qty ?? 1,
      qtyEffected: i.qty ?? 1,
      sellPrice: 0,
      stdId: i.cdi?.stdId ?? null,
      brchId: i.cdi?.brchId ?? null,
      brchType: i.cdi?.brchType ?? null,
      cartId: i.cartId ?? null,
    })),
  );
  if (order.fdbId) {
    await db
      .update(freeDeliveryBenefits)
      .set({ orderId, usedAt: at })
      .where(eq(freeDeliveryBenefits.fdbId, order.fdbId));
  }
  return orderId;
}

/**
 * Removes the orders the tests made and the demo orders of the checkout seed (the billing seed's
 * order stays) and frees their benefits.
 */
export async function deleteTestOrders(
  db: Db,
  keepOrderIds: readonly number[] = [1],
): Promise<void> {
  const keep = sql.join(
    keepOrderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update free_delivery_benefits set order_id = null, used_at = null
    where order_id is not null and order_id not in (${keep})`);
  // the checkout seed's and tests' payments and deliveries go with their orders
  await db.execute(sql`delete from gateway_events where order_id not in (${keep})
    or payment_id in (select payment_id from payments where order_id not in (${keep}))`);
  await db.execute(sql`delete from payment_gateway_records where payment_id in
    (select payment_id from payments where order_id not in (${keep}))`);
  await db.execute(sql`delete from payments where order_id not in (${keep})`);
  await db.execute(sql`delete from order_deliveries where order_id not in (${keep})`);
  await db.execute(sql`delete from order_notes where order_id not in (${keep})`);
  await db.execute(sql`delete from order_consents where order_id not in (${keep})`);
  await db.execute(sql`delete from notification_outbox where order_id not in (${keep})`);
  await db.execute(sql`delete from order_items where order_id not in (${keep})`);
  await db.execute(sql`delete from orders where order_id not in (${keep})`);
}
