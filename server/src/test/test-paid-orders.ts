import { sql } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Paid orders with a delivery, written straight into the database for the fulfilment tests
 * (checkout's own tests make orders through its calls): domestic, or EMS with a nation.
 */
export async function insertPaidOrder(
  db: Db,
  o: {
    memberId?: number;
    productIds?: number[];
    oversea?: boolean;
    stdId?: number | null;
    paymentTypeCd?: string;
    orderedAt?: Date;
    progress?: string;
  } = {},
): Promise<number> {
  const at = o.orderedAt ?? new Date();
  const [order] = await queryRows<{ order_id: number }>(
    db,
    sql`insert into orders (member_id, status, order_progress_cd, payment_type_cd,
        product_price_total, delivery_price_total, price_total, paid_total, is_oversea,
        ordered_at, paid_at)
      values (${o.memberId ?? 1001}, 'paid', ${o.progress ?? OrderProgress.paid},
        ${o.paymentTypeCd ?? '신용카드'}, 12000, 3000, 15000, 15000, ${o.oversea ?? false},
        ${at.toISOString()}, ${at.toISOString()})
      returning order_id`,
  );
  const orderId = order!.order_id;
  for (const productId of o.productIds ?? [20]) {
    await db.execute(sql`insert into order_items (order_id, product_id, qty, qty_effected,
        sell_price, std_id, order_item_progress_cd)
      values (${orderId}, ${productId}, 2, 2, 6000, ${o.stdId ?? null},
        ${o.progress ?? OrderProgress.paid})`);
  }
  await db.execute(
    o.oversea
      ? sql`insert into order_deliveries (order_id, has_delivery_info, is_oversea, name, email,
          addr1, addr2, zipcode, international_phone, nation_cd, nation_name, premium_cd, state,
          city, oversea_fee, buyer_name, buyer_phone)
        values (${orderId}, true, true, 'Minjung Kim', 'mj@example.com', '1200 Main St',
          'Apt 4', '90012', '+1-213-555-0100', 'US', '미국', '31', 'California', 'Los Angeles',
          28500, '김민정', '010-2345-6789')`
      : sql`insert into order_deliveries (order_id, has_delivery_info, name, mobile, zipcode,
          addr1, addr2, buyer_name, buyer_phone)
        values (${orderId}, true, '김민정', '010-2345-6789', '06282',
          '서울 강남구 삼성로 198 (대치동, 은마아파트)', '31동 502호', '김민정', '010-2345-6789')`,
  );
  return orderId;
}
