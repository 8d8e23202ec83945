import type { FastifyInstance } from 'fastify';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import type { ProductPurchases } from '../billing/product-purchases.ts';
import type { CatalogService } from '../catalog/service.ts';
import { CartService } from './cart-service.ts';
import { OrderRules } from './order-rules.ts';
import { cartRoutes } from './routes.ts';

/** The cart's services (decision 0203) and its calls; the order rules for checkout. */
export function installCart(
  app: FastifyInstance,
  deps: { catalog: CatalogService; classRecords: ClassRecords; purchases: ProductPurchases },
): { rules: OrderRules } {
  const rules = new OrderRules(deps.purchases, deps.catalog);
  cartRoutes(app, { cart: new CartService(app.database.db, rules, deps.classRecords), rules });
  return { rules };
}
