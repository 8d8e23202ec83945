import { z } from 'zod';
import { rowIdParam } from './common.ts';
import { staffLoginId } from './admin-auth.ts';
import { staffRole } from './admin-permissions.ts';
import { defineCall } from './call.ts';

/** Staff management (administrator only, issue 9 §1): every change is audited. */

export const StaffAdminMessage = {
  loginIdTaken: '이미 쓰이는 아이디입니다.',
  notSelf: '자기 계정의 역할이나 사용 여부는 바꿀 수 없습니다.',
  lastAdministrator: '사용 중인 관리자가 한 명은 있어야 합니다.',
  notFound: '직원 계정을 찾을 수 없습니다.',
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: '이름은 40자 이내로 입력해 주세요.',
} as const;

export const staffAccount = z.object({
  staffId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Locked by failed sign-ins until this moment (null when not locked). */
  lockedUntil: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffList = defineCall({
  operationId: 'staffList',
  tag: 'admin-staff',
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Every staff account, administrators first',
  response: z.object({ list: z.array(staffAccount) }),
});

/** The one-time password is shown once to the administrator, never stored in the clear. */
const withTemporaryPassword = z.object({
  data: z.object({ staff: staffAccount, temporaryPassword: z.string() }),
});

/** The new-account form as typed, and what staffCreate sends (the same rules on both sides). */
export const staffCreateForm = z.object({
  loginId: staffLoginId,
  name: z
    .string()
    .trim()
    .min(1, StaffAdminMessage.nameRequired)
    .max(40, StaffAdminMessage.nameTooLong),
  role: staffRole,
});

export const staffCreate = defineCall({
  operationId: 'staffCreate',
  tag: 'admin-staff',
  method: 'POST',
  path: '/api/admin/staff-create',
  summary: 'Creates a staff account with a temporary password to change at first sign-in',
  body: staffCreateForm,
  response: withTemporaryPassword,
});

export const staffDisable = defineCall({
  operationId: 'staffDisable',
  tag: 'admin-staff',
  method: 'POST',
  path: '/api/admin/staff-disable',
  summary: 'Disables (ending its sessions) or enables again a staff account',
  body: z.object({ staffId: rowIdParam, disabled: z.boolean() }),
  response: z.object({ data: staffAccount }),
});

export const staffPasswordReset = defineCall({
  operationId: 'staffPasswordReset',
  tag: 'admin-staff',
  method: 'POST',
  path: '/api/admin/staff-password-reset',
  summary: 'New temporary password; ends the sessions and clears a sign-in lock',
  body: z.object({ staffId: rowIdParam }),
  response: withTemporaryPassword,
});

export const staffRoleChange = defineCall({
  operationId: 'staffRoleChange',
  tag: 'admin-staff',
  method: 'POST',
  path: '/api/admin/staff-role-change',
  summary: "Changes a staff account's role (effective at its next call)",
  body: z.object({ staffId: rowIdParam, role: staffRole }),
  response: z.object({ data: staffAccount }),
});
