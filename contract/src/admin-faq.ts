import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';

/**
 * The FAQ in the back office (issue 19 §4, spec 3 §4): entries with their category, question,
 * rich-text answer, order in the category and place in the TOP 10 (decision 0426).
 */

export const AdminFaqMessage = {
  entryNotFound: '자주 묻는 질문을 찾을 수 없습니다.',
  categoryUnknown: '존재하지 않는 FAQ 분류입니다.',
  titleRequired: '질문을 입력해 주세요.',
  bodyRequired: '답변을 입력해 주세요.',
  top10Taken: (rank: number, title: string) =>
    `TOP 10의 ${rank}위에는 이미 '${title}' 질문이 있습니다.`,
} as const;

export const AdminFaqLimits = {
  titleMax: 200,
  htmlMax: 50_000,
  sortMax: 9_999,
  top10: 10,
} as const;

export const adminFaqFields = z.object({
  categoryCd: z.string().trim().min(1, AdminFaqMessage.categoryUnknown).max(40),
  title: z.string().trim().min(1, AdminFaqMessage.titleRequired).max(AdminFaqLimits.titleMax),
  htmlContents: z.string().trim().min(1, AdminFaqMessage.bodyRequired).max(AdminFaqLimits.htmlMax),
  /** Order within the category (smaller first). */
  sortOrder: z.number().int().min(0).max(AdminFaqLimits.sortMax),
  /** Place in the TOP 10 tab (1–10), or null when not there. */
  top10Rank: z.number().int().min(1).max(AdminFaqLimits.top10).nullable(),
});
export type AdminFaqFields = z.infer<typeof adminFaqFields>;

export const adminFaqEntry = adminFaqFields.extend({
  faqId: z.number().int(),
  categoryName: z.string(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;

export const adminFaqCategory = z.object({ categoryCd: z.string(), name: z.string() });

export const adminFaqList = defineCall({
  operationId: 'adminFaqList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/faq',
  summary: 'The FAQ categories, and the entries (of one category, or all) in display order',
  query: z.object({ categoryCd: z.string().trim().max(40).optional() }),
  response: z.object({
    categories: z.array(adminFaqCategory),
    list: z.array(adminFaqEntry),
  }),
});

export const adminFaqSave = defineCall({
  operationId: 'adminFaqSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/faq-save',
  summary: 'Creates (faqId null) or updates an FAQ entry; its answer is stored sanitized',
  body: z.object({
    faqId: rowId.nullable(),
    fields: adminFaqFields,
  }),
  response: z.object({ data: adminFaqEntry }),
});

export const adminFaqDelete = defineCall({
  operationId: 'adminFaqDelete',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/faq-delete',
  summary: 'Deletes an FAQ entry',
  body: z.object({ faqId: rowId }),
  response: z.object({ ok: z.literal(true) }),
});
