import type { FastifyInstance } from 'fastify';
import { depositConfirm, depositList, reconciliation } from '@shop/contract/admin-payments.ts';
import type { PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { maskPersonalData } from '../admin/personal-data-mask.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { confirmDeposit } from './deposit-confirmation.ts';
import { listDeposits } from './deposit-queries.ts';
import { reconcileDays } from './reconciliation-service.ts';

/**
 * Payments in the back office (issue 9 §3), registered after `installAdmin`: virtual accounts,
 * the manual deposit confirmation and the daily reconciliation with the gateway's report.
 */
export function adminPaymentRoutes(app: FastifyInstance, deps: { gateway: PaymentGateway }): void {
  const { db } = app.database;

  staffRoute(app, depositList, 'payments.read', async ({ query }) => {
    const result = await listDeposits(db, query.state, query.page);
    return { ...result, list: result.list.map((r) => maskPersonalData(r) as typeof r) };
  });

  staffRoute(app, depositConfirm, 'deposits.confirm', async ({ body, request }) => ({
    data: await confirmDeposit(db, auditActorOf(request), body.paymentId, body.reason),
  }));

  staffRoute(app, reconciliation, 'payments.read', async ({ query }) =>
    reconcileDays(db, deps.gateway, app.log, query),
  );
}
