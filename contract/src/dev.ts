import { z } from 'zod';
import { defineCall } from './call.ts';
import { errorBody } from './common.ts';

/** Developer-only calls (DEV_TOOLS=on; 404 otherwise). */

export const forceLoginTokenPath = (stdId: number) => `/api/dev/force-login-token/${stdId}`;

export const devForceLoginToken = defineCall({
  operationId: 'devForceLoginToken',
  tag: 'dev',
  method: 'GET',
  path: '/api/dev/force-login-token/:stdId',
  summary:
    'Developer sign-in: an SSO token for the member of a student id (then the normal login sync)',
  response: z.object({ jwt: z.string(), memberId: z.number().int() }),
});

/** Form target of /creverse/access and /dev-creverse-link-test: GET query or POST form. */
export const CREVERSE_LINK_PATH = '/api/creverse-link';

export const DpsEncoding = ['euc-kr', 'utf-8'] as const;
export type DpsEncoding = (typeof DpsEncoding)[number];

export const DPS_UPLOAD_PATH = '/api/tool/dps-mapping-upload';

export const dpsUploadResult = z.object({
  data: z.object({
    total: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
  }),
});
export type DpsUploadResult = z.infer<typeof dpsUploadResult>;

/** A refused file: nothing was written; every problem with its line (1 = header) and column. */
export const dpsUploadRefusal = errorBody.extend({
  lines: z.array(
    z.object({ line: z.number().int(), column: z.number().int().optional(), message: z.string() }),
  ),
});
export type DpsUploadRefusal = z.infer<typeof dpsUploadRefusal>;

export const dpsMapping = z.object({
  materialCode: z.string(),
  productId: z.number().int(),
  materialName: z.string().nullable(),
  displayName: z.string().nullable(),
  updatedAt: z.string(),
});
export type DpsMapping = z.infer<typeof dpsMapping>;

export const dpsMappingList = defineCall({
  operationId: 'dpsMappingList',
  tag: 'dev',
  method: 'GET',
  path: '/api/tool/dps-mapping-list',
  summary: 'The academy material code → product mappings (developer page /dps-mapping)',
  response: z.object({ list: z.array(dpsMapping), totalCount: z.number().int() }),
});
