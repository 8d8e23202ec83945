import { z } from 'zod';
import { defineCall } from './call.ts';

export const LoginType = ['P', 'S'] as const;

export const creverseAccount = z.object({
  stdId: z.number().int(),
  stdName: z.string(),
  stdHandPhone: z.string().nullable(),
  loginType: z.enum(LoginType),
});
export type CreverseAccount = z.infer<typeof creverseAccount>;

export const aclEntry = z.object({
  stdId: z.number().int(),
  stdName: z.string(),
  brchId: z.number().int(),
  brchName: z.string(),
  brchType: z.string(),
  brchHomepage: z.string().nullable(),
});
export type AclEntry = z.infer<typeof aclEntry>;

export const categoryAccess = z.object({
  categoryId: z.number().int(),
  denyMsgOverride: z.string().nullable(),
  accessControlRule: z.array(z.object({ text: z.string() })),
});
export type CategoryAccess = z.infer<typeof categoryAccess>;

export const authState = z.object({
  uuid: z.string().nullable(),
  authenticated: z.boolean(),
  memberId: z.number().int().nullable(),
  creverseAddrUrl: z.string().nullable(),
  creverseAccount: creverseAccount.nullable(),
  creverseAcl: z.object({ isInstituteAccount: z.boolean(), list: z.array(aclEntry) }).nullable(),
  accessiableCategoryIds: z.array(z.number().int()),
  categoryAccessList: z.array(categoryAccess),
});
export type AuthState = z.infer<typeof authState>;

export const authStateFetch = defineCall({
  method: 'POST',
  path: '/api/auth-state-fetch',
  summary: 'The signed-in member, its students and branches, and which categories it may open',
  body: z.object({
    categoryIds: z.array(z.number().int()).max(200).default([]),
    buildVer: z.string().max(100).optional(),
  }),
  response: authState,
});
