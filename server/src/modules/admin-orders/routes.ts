import type { FastifyInstance } from 'fastify';
import { deliveryCsvUpload } from '@shop/contract/admin-delivery-csv.ts';
import {
  adminOrderDetail,
  adminOrderList,
  AdminOrderMessage,
  orderDeliver,
  orderNoteAdd,
  orderPrepare,
  orderShip,
  orderWithdrawalException,
  shipmentCsvUpload,
} from '@shop/contract/admin-orders.ts';
import { roleAllows } from '@shop/contract/admin-permissions.ts';
import { badRequest } from '../../http/errors.ts';
import { auditActorOf, inTransaction, withAudit } from '../admin/audit-log.ts';
import { maskPersonalData } from '../admin/personal-data-mask.ts';
import { staffOf } from '../admin/staff-session-hook.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { shipmentOf, type FulfilmentService } from './fulfilment-service.ts';
import { adminOrderDetail as readDetail } from './order-detail-queries.ts';
import { searchOrders } from './order-search-queries.ts';
import { shipFromCsv } from './shipment-csv.ts';
import { deliverFromCsv } from './delivery-csv.ts';
import { grantWithdrawalException } from './withdrawal-exception-repository.ts';

/**
 * Orders and fulfilment in the back office (issue 9 §2), registered after `installAdmin`:
 * search (masked), detail (a logged view of personal data), notes and the fulfilment steps.
 */
export function adminOrderRoutes(app: FastifyInstance, fulfilment: FulfilmentService): void {
  const { db } = app.database;

  staffRoute(app, adminOrderList, 'orders.read', async ({ query }) => {
    if (query.from && query.to && query.to < query.from) {
      throw badRequest(AdminOrderMessage.periodOrder, 'to');
    }
    const { page, ...filter } = query;
    const result = await searchOrders(db, filter, page);
    return { ...result, list: result.list.map((r) => maskPersonalData(r) as typeof r) };
  });

  staffRoute(app, adminOrderDetail, 'orders.read', async ({ query, request }) => {
    const detail = await readDetail(db, query.orderId, app.config.urls.pgReceipt);
    const shown = roleAllows(staffOf(request).role, 'personalData.view');
    if (!shown) {
      return {
        data: {
          ...detail,
          order: maskPersonalData(detail.order) as typeof detail.order,
          customs: maskPersonalData(detail.customs) as typeof detail.customs,
          personalDataShown: false,
        },
      };
    }
    await inTransaction(db, (tx) =>
      withAudit(
        tx,
        auditActorOf(request),
        'personalData.view',
        { type: 'order', id: query.orderId },
        null,
        { viewed: 'order', memberId: detail.order.memberId },
      ),
    );
    return { data: { ...detail, personalDataShown: true } };
  });

  staffRoute(app, orderNoteAdd, 'orders.read', async ({ body, request }) => ({
    data: await fulfilment.addNote(auditActorOf(request), body.orderId, body.body),
  }));

  staffRoute(app, orderPrepare, 'orders.fulfil', async ({ body, request }) => ({
    data: await fulfilment.step(auditActorOf(request), body.orderId, 'prepare'),
  }));

  staffRoute(app, orderShip, 'orders.fulfil', async ({ body, request }) => ({
    data: await fulfilment.step(
      auditActorOf(request),
      body.orderId,
      'ship',
      shipmentOf(body.logisticCd, body.invoiceNo),
    ),
  }));

  staffRoute(app, orderDeliver, 'orders.fulfil', async ({ body, request }) => ({
    data: await fulfilment.step(auditActorOf(request), body.orderId, 'deliver'),
  }));

  staffRoute(app, orderWithdrawalException, 'recalls.process', async ({ body, request }) => ({
    data: await grantWithdrawalException(db, auditActorOf(request), body.orderId, body.reason),
  }));

  staffRoute(app, shipmentCsvUpload, 'orders.fulfil', async ({ body, request }) => {
    const data = await shipFromCsv(
      db,
      auditActorOf(request),
      Buffer.from(body.contentBase64, 'base64'),
      body.encoding,
    );
    fulfilment.afterShipping();
    return { data };
  });

  staffRoute(app, deliveryCsvUpload, 'orders.fulfil', async ({ body, request }) => ({
    data: await deliverFromCsv(
      db,
      auditActorOf(request),
      Buffer.from(body.contentBase64, 'base64'),
      body.encoding,
    ),
  }));
}
