import type { FastifyInstance } from 'fastify';
import { FulfilmentService } from './fulfilment-service.ts';
import { adminOrderRoutes } from './routes.ts';

/** Orders and fulfilment in the back office (decision 0203), after `installAdmin`. */
export function installAdminOrders(
  app: FastifyInstance,
  deps: { afterShipping: () => void } = { afterShipping: () => {} },
): void {
  adminOrderRoutes(app, new FulfilmentService(app.database.db, deps.afterShipping));
}
