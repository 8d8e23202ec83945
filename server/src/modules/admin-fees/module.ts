import type { FastifyInstance } from 'fastify';
import type { PostcodeService } from '../../integrations/postcode/postcode-service.ts';
import type { OverseaPricing } from '../checkout/oversea-pricing.ts';
import { EmsFeeAdminService } from './ems-fee-service.ts';
import { FeeAdminService } from './fee-admin-service.ts';
import { adminFeeRoutes } from './routes.ts';

/**
 * The selling-season calendar, the delivery fees (decision 0424) and the EMS fee table (decision
 * 0523), after `installAdmin`.
 */
export function installAdminFees(
  app: FastifyInstance,
  deps: { postcode: PostcodeService; oversea: OverseaPricing },
): void {
  adminFeeRoutes(
    app,
    new FeeAdminService(app.database.db),
    new EmsFeeAdminService(app.database.db, deps.postcode, deps.oversea),
  );
}
