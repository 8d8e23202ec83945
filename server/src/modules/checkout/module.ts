import type { FastifyInstance } from 'fastify';
import type { OutsideSystems } from '../../integrations/outside-systems.ts';
import type { PriceService } from '../billing/price-service.ts';
import type { OrderRules } from '../cart/order-rules.ts';
import { CheckoutService } from './checkout-service.ts';
import { OverseaPricing } from './oversea-pricing.ts';
import { checkoutRoutes } from './routes.ts';

/** Checkout's services (decision 0203), on billing's prices and the cart's rules, and its calls. */
export function installCheckout(
  app: FastifyInstance,
  deps: { prices: PriceService; rules: OrderRules; outside: OutsideSystems },
): { oversea: OverseaPricing } {
  const db = app.database.db;
  const oversea = new OverseaPricing(db, deps.prices, deps.outside.postcode);
  const checkout = new CheckoutService(db, {
    prices: deps.prices,
    rules: deps.rules,
    addressBook: deps.outside.addressBook,
    oversea,
  });
  checkoutRoutes(app, { checkout, oversea, outside: deps.outside });
  return { oversea };
}
