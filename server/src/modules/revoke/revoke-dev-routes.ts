import type { FastifyInstance } from 'fastify';
import { devOrderAge, devOrderShip, devRevokeStep } from '@shop/contract/revoke-dev.ts';
import type { RevokeProgressCd } from '@shop/contract/revoke.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RevokeStaffService } from './revoke-staff-service.ts';

/** The revoke issue's developer calls (DEV_TOOLS=on only): shipping, the test clock, staff steps. */
export function revokeDevRoutes(app: FastifyInstance, staff: RevokeStaffService): void {
  if (!app.config.devTools) return;

  route(app, devOrderShip, async ({ body }) => {
    await staff.markOrderShipped(body.orderId, {
      logisticCd: body.logisticCd,
      invoiceNo: body.invoiceNo,
      delivered: body.delivered,
    });
    return { data: { orderId: body.orderId } };
  });

  route(app, devOrderAge, async ({ body }) => {
    const moved = await staff.moveOrderBack(body.orderId, body.days);
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
    const r = await staff.current(body.revokeId);
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
