import { and, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** The member's orders since an instant (the my-page counts). */
export async function orderCountSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gte(orders.orderedAt, since)));
  return row?.n ?? 0;
}

/** The member's unpaid orders waiting for a virtual-account deposit, newest first (my page). */
export async function ordersWaitingDeposit(db: Db, memberId: number) {
  const rows = await queryRows<{
    order_id: number;
    ordered_at: string | Date;
    price_total: number;
    first_name: string | null;
    n: number;
  }>(
    db,
    sql`select o.order_id, o.ordered_at, o.price_total,
        (select p.display_name from order_items i join products p on p.product_id = i.product_id
          where i.order_id = o.order_id order by i.order_item_id limit 1) as first_name,
        (select count(*)::int from order_items i where i.order_id = o.order_id) as n
      from orders o
      where o.member_id = ${memberId} and o.status = 'awaiting_payment'
        and exists (select 1 from payments p where p.order_id = o.order_id and p.status = 'waiting_deposit')
      order by o.ordered_at desc`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    orderedDatetime: new Date(r.ordered_at).toISOString(),
    priceTotal: r.price_total,
    productSummary: r.n > 1 ? `${r.first_name ?? ''} 외 ${r.n - 1}건` : (r.first_name ?? ''),
  }));
}
