import type { FastifyInstance } from 'fastify';
import { salesReport, salesReportCsv } from '@shop/contract/admin-reports.ts';
import { FileAnswer } from '../../http/route.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { reportCsv } from './report-csv.ts';
import type { ReportService } from './report-service.ts';

/** The sales report and its CSV files (issue 19 §7); reads only, so nothing is audited. */
export function adminReportRoutes(app: FastifyInstance, reports: ReportService): void {
  staffRoute(app, salesReport, 'reports.read', async ({ query }) => reports.salesReport(query));

  staffRoute(app, salesReportCsv, 'reports.read', async ({ query }) => {
    const report = await reports.salesReport(query);
    const name = `sales-${query.table}-${query.from}-${query.to}.csv`;
    return new FileAnswer(
      Buffer.from(reportCsv(report, query.table), 'utf8'),
      'text/csv; charset=utf-8',
      name,
    );
  });
}
