import { z } from 'zod';
import { staffPermission, staffRole } from './admin-permissions.ts';
import { defineCall } from './call.ts';

/**
 * Staff sign-in of the back office (issue 9): its own credentials, its own session cookie and
 * its own CSRF header; nothing here is shared with the members' SSO session.
 */

/** Header carrying the staff session's CSRF token on every state-changing staff call. */
export const STAFF_CSRF_HEADER = 'x-staff-csrf';

export const StaffErrorCode = {
  signInRefused: 'STAFF-SIGN-IN-REFUSED',
  locked: 'STAFF-LOCKED',
  csrf: 'STAFF-CSRF',
  passwordChangeRequired: 'STAFF-PASSWORD-CHANGE',
  weakPassword: 'STAFF-WEAK-PASSWORD',
  conflict: 'STAFF-CONFLICT',
} as const;

export const StaffMessage = {
  signInRefused: '아이디 또는 비밀번호가 올바르지 않습니다.',
  locked: '로그인에 여러 번 실패했습니다. 잠시 후에 다시 시도해 주세요.',
  csrf: '요청을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  passwordChangeRequired: '임시 비밀번호로 로그인했습니다. 새 비밀번호를 정한 뒤 이용해 주세요.',
  weakPassword: '비밀번호는 10자 이상 128자 이하로, 영문자와 숫자를 함께 넣어 주세요.',
  sameAsLoginId: '비밀번호에 아이디를 넣을 수 없습니다.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  samePassword: '새 비밀번호가 지금 비밀번호와 같습니다.',
  loginIdFormat: '아이디는 영문 소문자로 시작하는 3-40자입니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  passwordMismatch: '새 비밀번호 확인이 일치하지 않습니다.',
} as const;

export const StaffLimits = {
  passwordMin: 10,
  passwordMax: 128,
  /**
   * Sign-in attempts without a wait, per login id and per address; past them, each attempt
   * makes the next one wait, twice as long each time (from 1 second up to 15 minutes), and a
   * count is forgotten an hour after its last attempt (decision 0329).
   */
  freeAttempts: 5,
  freeAttemptsPerAddress: 20,
  firstDelaySeconds: 1,
  maxDelayMinutes: 15,
  forgetAfterMinutes: 60,
} as const;

export const staffLoginId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,39}$/, StaffMessage.loginIdFormat);

/** Length and letters-and-digits (staffPasswordRules adds what needs the login id). */
export const staffNewPassword = z
  .string()
  .min(StaffLimits.passwordMin, StaffMessage.weakPassword)
  .max(StaffLimits.passwordMax, StaffMessage.weakPassword)
  .regex(/[A-Za-z]/, StaffMessage.weakPassword)
  .regex(/[0-9]/, StaffMessage.weakPassword);

export const staffProfile = z.object({
  staffId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: staffRole,
  mustChangePassword: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const staffSessionState = z.object({
  staff: staffProfile,
  permissions: z.array(staffPermission),
  /** Sent back as X-Staff-Csrf on every state-changing staff call. */
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export type StaffSessionState = z.infer<typeof staffSessionState>;

export const staffSignIn = defineCall({
  operationId: 'staffSignIn',
  tag: 'admin-auth',
  method: 'POST',
  path: '/api/admin/sign-in',
  summary: 'Staff sign-in with the back-office credentials; sets the staff session cookie',
  body: z.object({
    loginId: z.string().trim().toLowerCase().min(1, StaffMessage.loginIdRequired).max(40),
    password: z.string().min(1, StaffMessage.passwordRequired).max(StaffLimits.passwordMax),
  }),
  response: z.object({ data: staffSessionState }),
});

export const staffSignOut = defineCall({
  operationId: 'staffSignOut',
  tag: 'admin-auth',
  method: 'POST',
  path: '/api/admin/sign-out',
  summary: 'Ends the staff session',
  body: z.object({}),
  response: z.object({ data: z.object({ signedOut: z.literal(true) }) }),
});

export const staffMe = defineCall({
  operationId: 'staffMe',
  tag: 'admin-auth',
  method: 'GET',
  path: '/api/admin/me',
  summary: 'The signed-in staff member, its permissions and the CSRF token of its session',
  response: z.object({ data: staffSessionState }),
});

/**
 * The own password change (issue 9): the current password, then a new one that passes the
 * length and letters-and-digits rule, does not contain the login id and is not the current one.
 */
export function staffPasswordRules(loginId: string) {
  return z
    .object({
      currentPassword: z
        .string()
        .min(1, StaffMessage.currentPasswordRequired)
        .max(StaffLimits.passwordMax),
      newPassword: staffNewPassword,
    })
    .superRefine((p, ctx) => {
      const refuse = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
      if (p.newPassword.toLowerCase().includes(loginId.toLowerCase())) {
        return refuse(StaffMessage.sameAsLoginId);
      }
      if (p.newPassword === p.currentPassword) refuse(StaffMessage.samePassword);
    });
}

/** The password page's form: the rules above and the new password typed twice alike. */
export function staffPasswordForm(loginId: string) {
  return z
    .object({
      currentPassword: z.string(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine(({ confirmPassword, ...change }, ctx) => {
      const result = staffPasswordRules(loginId).safeParse(change);
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (result.success && confirmPassword !== change.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: StaffMessage.passwordMismatch,
        });
      }
    });
}
export type StaffPasswordForm = z.input<ReturnType<typeof staffPasswordForm>>;

export const staffPasswordChange = defineCall({
  operationId: 'staffPasswordChange',
  tag: 'admin-auth',
  method: 'POST',
  path: '/api/admin/password-change',
  summary: "Changes the signed-in staff member's own password",
  body: z.object({
    currentPassword: z
      .string()
      .min(1, StaffMessage.currentPasswordRequired)
      .max(StaffLimits.passwordMax),
    newPassword: staffNewPassword,
  }),
  response: z.object({ data: staffSessionState }),
});
