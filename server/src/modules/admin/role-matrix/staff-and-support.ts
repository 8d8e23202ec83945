import { ADMIN_ONLY, ALL, CS, type RoleMatrixRow, matrixState } from './roles.ts';

/** Staff accounts, the audit log, 1:1 inquiries and answer templates. */
export const STAFF_AND_SUPPORT_ROUTES: RoleMatrixRow[] = [
  { method: 'GET', path: '/api/admin/me', allowed: ALL, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/password-change',
    allowed: ALL,
    input: () => ({ currentPassword: 'not-the-current-1', newPassword: 'Another-pass-2024' }),
  },
  { method: 'GET', path: '/api/admin/inquiries', allowed: CS, input: () => '?status=all' },
  { method: 'GET', path: '/api/admin/inquiry', allowed: CS, input: () => '?claimWebSiteId=1' },
  {
    method: 'POST',
    path: '/api/admin/inquiry-answer',
    allowed: CS,
    input: () => ({ claimWebSiteId: 1, handleMemo: '권한 검사 답변', revise: true }),
  },
  { method: 'GET', path: '/api/admin/answer-templates', allowed: CS, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/answer-template-save',
    allowed: CS,
    input: () => ({ title: `권한 ${(matrixState.seq += 1)}`, categoryName: null, body: '내용' }),
  },
  {
    method: 'POST',
    path: '/api/admin/answer-template-delete',
    allowed: CS,
    input: () => ({ answerTemplateId: 999_999 }),
  },
  { method: 'GET', path: '/api/admin/audit-logs', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    allowed: ADMIN_ONLY,
    input: () => '?auditLogId=1',
  },
  { method: 'GET', path: '/api/admin/staff', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/staff-create',
    allowed: ADMIN_ONLY,
    input: () => ({
      loginId: `perm.${(matrixState.seq += 1)}`,
      name: '권한 검사',
      role: 'warehouse',
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-disable',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: matrixState.target, disabled: false }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-password-reset',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: matrixState.target }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-role-change',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: matrixState.target, role: 'finance' }),
  },
];
