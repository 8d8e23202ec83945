import type { FastifyInstance } from 'fastify';
import { OrderLimits, OrderMessage, orderDetail, orderList } from '@shop/contract/orders.ts';
import { CASH_RECEIPT_LABELS } from '@shop/contract/cash-receipt.ts';
import { badRequest } from '../../http/errors.ts';
import { orderCashReceipt } from '../payment/cash-receipt-queries.ts';
import { orderEscrow } from '../escrow/escrow-queries.ts';
import { route } from '../../http/route.ts';
import { monthsBefore, seoulDate } from '../../lib/seoul-time.ts';
import { memberOf } from '../auth/member-access.ts';
import { orderCountSince, ordersWaitingDeposit } from './member-order-queries.ts';
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

  route(app, orderDetail, async ({ request, body }) => {
    const order = await readOrder(
      db,
      visibilityOf(memberOf(request)),
      body.orderId,
      app.config.urls.pgReceipt,
    );
    const [receipt, escrow] = await Promise.all([
      orderCashReceipt(db, order.orderId),
      orderEscrow(db, order.orderId, app.config.escrowConfirmDays),
    ]);
    return {
      data: {
        ...order,
        cashReceipt: receipt && { ...receipt, kindLabel: CASH_RECEIPT_LABELS[receipt.kind] },
        escrow,
      },
    };
  });

  app.memberStatistics.provide({
    orderCount: (memberId, since) => orderCountSince(db, memberId, since),
    waitBankingList: (memberId) => ordersWaitingDeposit(db, memberId),
  });
}
