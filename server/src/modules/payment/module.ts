import type { FastifyInstance } from 'fastify';
import type { OutsideSystems } from '../../integrations/outside-systems.ts';
import { CashReceiptJob } from './cash-receipt-job.ts';
import { PaymentService } from './payment-service.ts';
import { paymentRoutes } from './routes.ts';
import { SettlementService } from './settlement-service.ts';

/** Payment's services (decision 0203) and its calls; the settlement for the revoke module. */
export function installPayment(
  app: FastifyInstance,
  deps: { outside: OutsideSystems; contextCheckExempt: Set<string> },
): { settlement: SettlementService } {
  const db = app.database.db;
  const { paymentGateway, ars } = deps.outside;
  const afterApproval =
    process.env.CHECKOUT_FAULT === 'exit-after-approval' ? () => process.exit(97) : undefined;
  const payments = new PaymentService(db, paymentGateway, app.config.publicUrl, afterApproval);
  const settlement = new SettlementService(
    db,
    paymentGateway,
    ars,
    payments,
    app.config.publicUrl,
    app.limits,
  );
  const receipts = new CashReceiptJob(db, paymentGateway, (orderId) => payments.goodsName(orderId));
  app.decorate('cashReceipts', receipts);
  paymentRoutes(app, { ...deps, payments, settlement, receipts });
  return { settlement };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cash-receipt job (decision 0464), for its tests (one pass on demand). */
    cashReceipts: CashReceiptJob;
  }
}
