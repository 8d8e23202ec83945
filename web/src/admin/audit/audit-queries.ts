import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallQuery } from '@shop/contract/call.ts';
import { auditLogDetail, auditLogList } from '@shop/contract/admin-audit.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

export type AuditFilters = Omit<NonNullable<CallQuery<typeof auditLogList>>, 'page'>;

export const auditListQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', filters, page],
    queryFn: ({ signal }) => adminCall(auditLogList, { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** The full entry; every fetch is a logged view, so it is not cached past the drawer. */
export const auditDetailQuery = (auditLogId: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit-detail', auditLogId],
    queryFn: ({ signal }) => adminCall(auditLogDetail, { query: { auditLogId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
