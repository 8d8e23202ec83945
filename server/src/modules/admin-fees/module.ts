import type { FastifyInstance } from 'fastify';
import { FeeAdminService } from './fee-admin-service.ts';
import { adminFeeRoutes } from './routes.ts';

/** The selling-season calendar and the delivery fees (decision 0203), after `installAdmin`. */
export function installAdminFees(app: FastifyInstance): void {
  adminFeeRoutes(app, new FeeAdminService(app.database.db));
}
