import type { FastifyInstance } from 'fastify';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import { LecturesService } from './lectures-service.ts';
import { PriceService } from './price-service.ts';
import { ProductPurchases } from './product-purchases.ts';
import { billingRoutes } from './routes.ts';

export interface BillingModule {
  prices: PriceService;
  purchases: ProductPurchases;
}

/** Billing's services (decision 0203), its calls; prices and purchases for cart and checkout. */
export function installBilling(
  app: FastifyInstance,
  deps: { classRecords: ClassRecords },
): BillingModule {
  const db = app.database.db;
  const prices = new PriceService(db, deps.classRecords);
  billingRoutes(app, { lectures: new LecturesService(db, deps.classRecords), prices });
  return { prices, purchases: new ProductPurchases(db) };
}
