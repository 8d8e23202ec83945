import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';

/**
 * Search tuning in the back office (issue 22 item 6): groups of words searched as one another,
 * and the words shoppers searched that found nothing, counted per day (decisions 0392, 0393).
 */

export const AdminSearchMessage = {
  synonymNotFound: '동의어 묶음을 찾을 수 없습니다.',
  termsTooFew: '서로 다른 검색어를 두 개 이상 입력해 주세요.',
  termTooShort: '검색어는 두 글자 이상이어야 합니다.',
  termTaken: (term: string) => `'${term}'은(는) 이미 다른 동의어 묶음에 있습니다.`,
  rangeInvalid: '조회 기간을 확인해 주세요.',
} as const;

export const AdminSearchLimits = { termsMax: 10, termMax: 30, missDays: 92 } as const;

export const adminSynonym = z.object({
  synonymId: z.number().int(),
  /** Kept as the search compares them: lower case, without spaces or punctuation. */
  terms: z.array(z.string()),
});
export type AdminSynonym = z.infer<typeof adminSynonym>;

export const adminSynonymList = defineCall({
  operationId: 'adminSynonymList',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/search-synonyms',
  summary: 'The synonym groups of the search',
  response: z.object({ list: z.array(adminSynonym) }),
});

export const adminSynonymSave = defineCall({
  operationId: 'adminSynonymSave',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/search-synonym-save',
  summary: 'Creates (synonymId null) or replaces a synonym group',
  body: z.object({
    synonymId: rowId.nullable(),
    terms: z
      .array(z.string().trim().max(AdminSearchLimits.termMax))
      .min(2, AdminSearchMessage.termsTooFew)
      .max(AdminSearchLimits.termsMax),
  }),
  response: z.object({ data: adminSynonym }),
});

export const adminSynonymDelete = defineCall({
  operationId: 'adminSynonymDelete',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/search-synonym-delete',
  summary: 'Deletes a synonym group',
  body: z.object({ synonymId: rowId }),
  response: z.object({ ok: z.literal(true) }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AdminSearchMessage.rangeInvalid);

export const adminSearchMiss = z.object({
  day: z.string(),
  term: z.string(),
  /** First pages searched that day. */
  searches: z.number().int(),
  /** Of which found nothing. */
  noResults: z.number().int(),
});
export type AdminSearchMiss = z.infer<typeof adminSearchMiss>;

export const adminSearchMisses = defineCall({
  operationId: 'adminSearchMisses',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/search-misses',
  summary: 'Words searched without results, per day',
  query: z.object({ from: day, to: day }),
  response: z.object({ list: z.array(adminSearchMiss) }),
});
