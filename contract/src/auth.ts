import * as z from 'zod/mini';
import { defineCall } from './call.ts';

export const LoginType = ['P', 'S'] as const;

/**
 * A student account's age band (decision 0463), counted by the server from the SSO's birth year
 * in the Seoul calendar year: `adult` 19 and over, `minor` 14 to 18 (the pay page shows the
 * notice of 민법 §5), `child` under 14 (the parent account pays). Null for parent and institute
 * accounts.
 */
export const AgeBand = ['adult', 'minor', 'child'] as const;
export type AgeBand = (typeof AgeBand)[number];

export const creverseAccount = z.object({
  stdId: z.number().check(z.int()),
  stdName: z.string(),
  stdHandPhone: z.nullable(z.string()),
  loginType: z.enum(LoginType),
});
export type CreverseAccount = z.infer<typeof creverseAccount>;

export const aclEntry = z.object({
  stdId: z.number().check(z.int()),
  stdName: z.string(),
  brchId: z.number().check(z.int()),
  brchName: z.string(),
  brchType: z.string(),
  brchHomepage: z.nullable(z.string()),
});
export type AclEntry = z.infer<typeof aclEntry>;

export const categoryAccess = z.object({
  categoryId: z.number().check(z.int()),
  denyMsgOverride: z.nullable(z.string()),
  accessControlRule: z.array(z.object({ text: z.string() })),
});
export type CategoryAccess = z.infer<typeof categoryAccess>;

export const authState = z.object({
  uuid: z.nullable(z.string()),
  authenticated: z.boolean(),
  memberId: z.nullable(z.number().check(z.int())),
  creverseAddrUrl: z.nullable(z.string()),
  creverseAccount: z.nullable(creverseAccount),
  creverseAcl: z.nullable(z.object({ isInstituteAccount: z.boolean(), list: z.array(aclEntry) })),
  accessiableCategoryIds: z.array(z.number().check(z.int())),
  categoryAccessList: z.array(categoryAccess),
  /** Ours (decision 0463): the signed-in student account's age band; absent or null otherwise. */
  ageBand: z.optional(z.nullable(z.enum(AgeBand))),
});
export type AuthState = z.infer<typeof authState>;

export const authStateFetch = defineCall({
  operationId: 'authStateFetch',
  tag: 'auth',
  method: 'POST',
  path: '/api/auth-state-fetch',
  summary: 'The signed-in member, its students and branches, and which categories it may open',
  body: z.object({
    categoryIds: z._default(
      z.array(z.number().check(z.int(), z.maximum(2_147_483_647))).check(z.maxLength(200)),
      [],
    ),
    buildVer: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: authState,
});

/** Error codes of the sign-in flow besides the spec's PN-409 (contract/src/common.ts). */
export const AuthErrorCode = {
  /** The SSO token or the one-time sign-in was refused; the return page shows '동기화 실패'. */
  signInRefused: 'SIGN-IN-REFUSED',
  /** A state-changing call whose X-Context-Uuid does not match the session cookie. */
  contextMismatch: 'CONTEXT-MISMATCH',
  /** The academy's class records did not answer. */
  classRecordsUnavailable: 'CLASS-RECORDS-UNAVAILABLE',
} as const;

/** The SSO paths carry the provider's name (a setting, default 'creverse'; architecture §3). */
export const DEFAULT_PROVIDER = 'creverse';
export const ssoPath = (provider = DEFAULT_PROVIDER) => `/api/${provider}-sso`;
export const logoutPath = (provider = DEFAULT_PROVIDER) => `/api/${provider}-logout`;
export const loginReturnPath = (provider = DEFAULT_PROVIDER) => `/${provider}-logined`;

export const loginSyncCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'loginSync',
    tag: 'auth',
    method: 'POST',
    path: `/api/${provider}-login-sync`,
    summary: 'Verifies the SSO token of the sign-in return page and starts a session (cookie)',
    body: z.object({ jwt: z.string().check(z.minLength(16), z.maxLength(8192)) }),
    response: z.object({ uuid: z.string() }),
  });
export const loginSync = loginSyncCall();
