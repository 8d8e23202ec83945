import type { FastifyInstance } from 'fastify';
import {
  adminDeliveryFeeSave,
  adminSeasonCalendar,
  adminSeasonSave,
} from '@shop/contract/admin-fees.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { FeeAdminService } from './fee-admin-service.ts';

/** The selling-season calendar and the delivery fees (issue 19 §5), after `installAdmin`. */
export function adminFeeRoutes(app: FastifyInstance, fees: FeeAdminService): void {
  staffRoute(app, adminSeasonCalendar, 'fees.manage', async ({ query }) =>
    fees.calendar(query.year),
  );

  staffRoute(app, adminSeasonSave, 'fees.manage', async ({ body, request }) => ({
    data: await fees.saveSeason(auditActorOf(request), body.seasonId, body.startDate, body.endDate),
  }));

  staffRoute(app, adminDeliveryFeeSave, 'fees.manage', async ({ body, request }) => ({
    data: await fees.saveFee(auditActorOf(request), body.code, body.feeWon),
  }));
}
