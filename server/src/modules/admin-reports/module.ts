import type { FastifyInstance } from 'fastify';
import type { HolidayService } from '../holidays/holiday-service.ts';
import { ReportService } from './report-service.ts';
import { adminReportRoutes } from './routes.ts';

/** The sales reports (decision 0203), after `installAdmin` and `installHolidays`. */
export function installAdminReports(app: FastifyInstance, holidays: HolidayService): void {
  adminReportRoutes(app, new ReportService(app.database.db, holidays));
}
