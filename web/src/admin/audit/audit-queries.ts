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

/** 'key: before → after' lines of what changed (values as compact JSON). */
export function changeLines(before: unknown, after: unknown): string[] {
  const show = (v: unknown) =>
    v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    return before === null && after === null ? [] : [`${show(before)} → ${show(after)}`];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => {
      if (!(k in b)) return `${k}: ${show(a[k])}`;
      if (!(k in a)) return `${k}: ${show(b[k])} → –`;
      return `${k}: ${show(b[k])} → ${show(a[k])}`;
    });
}
