import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { revokeProgressCd } from './revoke.ts';

/**
 * Developer-only calls of the revoke issue (DEV_TOOLS=on; 404 otherwise): what fulfilment and the
 * back office will do, so tests and the demo can reach a shipped order and move a request on.
 */

export const devOrderShip = defineCall({
  operationId: 'devOrderShip',
  tag: 'dev',
  method: 'POST',
  path: '/api/dev/order-ship',
  summary: 'Marks a paid order shipped (courier and invoice) and, when asked, delivered at once',
  body: z.object({
    orderId: rowId,
    logisticCd: z.string().trim().min(1).max(20).default('CJ'),
    invoiceNo: z.string().trim().min(6).max(30).default('640000000001'),
    delivered: z.boolean().default(false),
  }),
  response: z.object({ data: z.object({ orderId: z.number().int() }) }),
});

/**
 * The test clock: moves an order's dates (ordered, paid, shipped, delivered, payment approval, and
 * its requests' and refunds' dates) `days` into
 * the past, so "20 days after payment" is a state of the data, not of the server's clock.
 */
export const devOrderAge = defineCall({
  operationId: 'devOrderAge',
  tag: 'dev',
  method: 'POST',
  path: '/api/dev/order-age',
  summary:
    "Moves an order's order, payment, shipping and delivery dates back by whole days (test clock)",
  body: z.object({ orderId: rowId, days: z.number().int().min(1).max(400) }),
  response: z.object({ data: z.object({ orderId: z.number().int(), paidDatetime: z.string() }) }),
});

export const devRevokeStep = defineCall({
  operationId: 'devRevokeStep',
  tag: 'dev',
  method: 'POST',
  path: '/api/dev/revoke-step',
  summary: 'Runs a staff step of a cancel/return request (pickup, inspect, refund, retry, reject)',
  body: z.object({
    revokeId: rowId,
    step: z.enum(['pickup', 'inspect', 'refund', 'retry', 'reject']),
    recallLogisticCd: z.string().max(20).default('CJ'),
    recallInvoiceNumber: z.string().max(30).default('650000000001'),
    rejectReason: z.string().max(500).default(''),
  }),
  response: z.object({
    data: z.object({
      revokeId: z.number().int(),
      revokeProgressCd,
      refundFailed: z.boolean(),
      message: z.string().nullable(),
    }),
  }),
});
