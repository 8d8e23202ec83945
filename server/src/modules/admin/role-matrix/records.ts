import { ADMIN_ONLY, type RoleMatrixRow } from './roles.ts';

/** Records kept and destroyed, and a member's erasure. */
export const RECORDS_ROUTES: RoleMatrixRow[] = [
  { method: 'GET', path: '/api/admin/retention-settings', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/retention-settings',
    allowed: ADMIN_ONLY,
    input: () => ({ kind: 'complaints', years: 3 }),
  },
  { method: 'GET', path: '/api/admin/retention-runs', allowed: ADMIN_ONLY, input: () => '' },
  { method: 'POST', path: '/api/admin/retention-dry-run', allowed: ADMIN_ONLY, input: () => ({}) },
  {
    method: 'POST',
    path: '/api/admin/retention-purge',
    allowed: ADMIN_ONLY,
    // not the latest dry run: 409, never a purge
    input: () => ({ dryRunId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/member-erasure',
    allowed: ADMIN_ONLY,
    // a member the shop never saw: 404, never a write
    input: () => ({ memberId: 99_999_999, reason: '권한 검사' }),
  },
];
