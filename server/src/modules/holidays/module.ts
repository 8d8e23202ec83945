import type { FastifyInstance } from 'fastify';
import {
  adminHolidayDelete,
  adminHolidayList,
  adminHolidaySave,
  adminRefundsDue,
  holidayList,
} from '@shop/contract/holidays.ts';
import { route } from '../../http/route.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { HolidayService } from './holiday-service.ts';

/**
 * The holiday table and what reads it (issue 21 item 4, decision 0504): the public list for the
 * pay page, the back office's edits and its list of refunds due. Registered after `installAdmin`.
 */
export function installHolidays(app: FastifyInstance): HolidayService {
  const holidays = new HolidayService(app.database.db);

  route(app, holidayList, async () => ({ list: await holidays.upcoming() }));

  staffRoute(app, adminHolidayList, 'fees.manage', async ({ query }) => holidays.year(query.year));
  staffRoute(app, adminHolidaySave, 'fees.manage', async ({ body, request }) => ({
    data: await holidays.save(auditActorOf(request), body),
  }));
  staffRoute(app, adminHolidayDelete, 'fees.manage', async ({ body, request }) => ({
    data: await holidays.remove(auditActorOf(request), body.day),
  }));

  staffRoute(app, adminRefundsDue, 'revokes.read', async () => holidays.refundsDue());
  return holidays;
}
