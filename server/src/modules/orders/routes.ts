import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OrderLimits, OrderMessage, orderDetail, orderList } from '@shop/contract/orders.ts';
import { queryRows } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { monthsBefore, seoulDate } from '../../lib/seoul-time.ts';
import { memberOf } from '../auth/member-access.ts';
import { listOrders, orderDetail as readOrder } from './order-queries.ts';
import { visibilityOf } from './order-visibility.ts';

/** Order list and detail (spec 2 §2.3, §2.4) and the my-page order counts. */
export function orderRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, orderList, async ({ request, body }) => {
    const today = seoulDate(new Date());
    const end = body.endDate ?? today;
    const start = body.startDate ?? monthsBefore(end, OrderLimits.defaultMonths);
    if (end < start) throw badRequest(OrderMessage.endBeforeStart, 'endDate');
    return listOrders(db, visibilityOf(memberOf(request)), { start, end, page: body.page });
  });

  route(app, orderDetail, async ({ request, body }) => ({
    data: await readOrder(db, visibilityOf(memberOf(request)), body.orderId),
  }));

  app.memberStatistics.provide({
    orderCount: async (memberId, since) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.memberId, memberId), gte(orders.orderedAt, since)));
      return row?.n ?? 0;
    },
    waitBankingList: async (memberId) => {
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
    },
  });
}
