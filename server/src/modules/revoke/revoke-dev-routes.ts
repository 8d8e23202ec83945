import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devOrderAge, devOrderShip, devRevokeStep } from '@shop/contract/revoke-dev.ts';
import type { RevokeProgressCd } from '@shop/contract/revoke.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { revokeRow } from './revoke-repository.ts';
import { markOrderShipped, type RevokeStaffService } from './revoke-staff-service.ts';

/** The revoke issue's developer calls (DEV_TOOLS=on only): shipping, the test clock, staff steps. */
export function revokeDevRoutes(app: FastifyInstance, staff: RevokeStaffService): void {
  if (!app.config.devTools) return;
  const db = app.database.db;

  route(app, devOrderShip, async ({ body }) => {
    await markOrderShipped(db, body.orderId, {
      logisticCd: body.logisticCd,
      invoiceNo: body.invoiceNo,
    });
    return { data: { orderId: body.orderId } };
  });

  route(app, devOrderAge, async ({ body }) => {
    const shift = sql`make_interval(days => ${body.days})`;
    const moved = await db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({
          orderedAt: sql`${orders.orderedAt} - ${shift}`,
          paidAt: sql`${orders.paidAt} - ${shift}`,
        })
        .where(eq(orders.orderId, body.orderId))
        .returning({ paidAt: orders.paidAt });
      await tx.execute(
        sql`update order_deliveries set shipped_at = shipped_at - ${shift} where order_id = ${body.orderId}`,
      );
      await tx.execute(
        sql`update payments set requested_at = requested_at - ${shift}, approved_at = approved_at - ${shift}
          where order_id = ${body.orderId}`,
      );
      return rows[0];
    });
    if (!moved) throw notFound();
    return {
      data: { orderId: body.orderId, paidDatetime: moved.paidAt?.toISOString() ?? '' },
    };
  });

  route(app, devRevokeStep, async ({ body }) => {
    let message: string | null = null;
    if (body.step === 'pickup') {
      await staff.recordPickup(body.revokeId, {
        recallLogisticCd: body.recallLogisticCd,
        recallInvoiceNumber: body.recallInvoiceNumber,
      });
    } else if (body.step === 'inspect') {
      await staff.approveInspection(body.revokeId);
    } else if (body.step === 'reject') {
      await staff.reject(body.revokeId, body.rejectReason);
    } else {
      const outcome =
        body.step === 'refund'
          ? await staff.executeRefund(body.revokeId, null)
          : await staff.retryRefund(body.revokeId, null);
      if (!outcome.ok) message = outcome.message;
    }
    const r = await revokeRow(db, body.revokeId);
    if (!r) throw notFound();
    return {
      data: {
        revokeId: r.revokeId,
        revokeProgressCd: r.revokeProgressCd as RevokeProgressCd,
        refundFailed: r.refundFailed,
        message,
      },
    };
  });
}
