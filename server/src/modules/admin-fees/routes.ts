import type { FastifyInstance } from 'fastify';
import {
  adminDeliveryFeeSave,
  adminSeasonCalendar,
  adminSeasonSave,
} from '@shop/contract/admin-fees.ts';
import {
  adminEmsFeeSave,
  adminEmsFeeTable,
  adminEmsTariffImport,
  adminEmsTariffPreview,
} from '@shop/contract/admin-ems-fees.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { EmsFeeAdminService } from './ems-fee-service.ts';
import type { FeeAdminService } from './fee-admin-service.ts';

/** The selling-season calendar, the delivery fees and the EMS fee table (issue 19 §5). */
export function adminFeeRoutes(
  app: FastifyInstance,
  fees: FeeAdminService,
  ems: EmsFeeAdminService,
): void {
  staffRoute(app, adminSeasonCalendar, 'fees.manage', async ({ query }) =>
    fees.calendar(query.year),
  );

  staffRoute(app, adminSeasonSave, 'fees.manage', async ({ body, request }) => ({
    data: await fees.saveSeason(auditActorOf(request), body.seasonId, body.startDate, body.endDate),
  }));

  staffRoute(app, adminDeliveryFeeSave, 'fees.manage', async ({ body, request }) => ({
    data: await fees.saveFee(auditActorOf(request), body.code, body.feeWon),
  }));

  staffRoute(app, adminEmsFeeTable, 'fees.manage', async ({ query }) => ems.table(query.premiumCd));

  staffRoute(app, adminEmsFeeSave, 'fees.manage', async ({ body, request }) => {
    const { feeWon, ...key } = body;
    return { data: await ems.save(auditActorOf(request), key, feeWon) };
  });

  staffRoute(app, adminEmsTariffPreview, 'fees.manage', async () => ems.tariffPreview());

  staffRoute(app, adminEmsTariffImport, 'fees.manage', async ({ body, request }) => ({
    data: await ems.importTariff(auditActorOf(request), body.token),
  }));
}
