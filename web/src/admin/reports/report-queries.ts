import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { salesReport, salesReportCsv, type ReportTable } from '@shop/contract/admin-reports.ts';
import { ApiError, BAD_RESPONSE_CODE, errorFromBody, withQuery } from '../../lib/api-client.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const reportsKey = [...ADMIN_KEY, 'reports'] as const;

export const salesReportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...reportsKey, 'sales', from, to],
    queryFn: ({ signal }) => adminCall(salesReport, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * Downloads one table of the report as CSV: fetched first, so that a refusal (a period too long)
 * is said on the page instead of being saved as the file.
 */
export async function downloadReportCsv(from: string, to: string, table: ReportTable) {
  const response = await fetch(withQuery(salesReportCsv.path, { from, to, table }), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => undefined);
    if (answer !== null && typeof answer === 'object' && 'error' in answer) {
      throw errorFromBody(response.status, answer);
    }
    throw new ApiError(response.status, BAD_RESPONSE_CODE, response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `sales-${table}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
