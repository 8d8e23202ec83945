import { z } from 'zod';
import { rowId, rowIdParam } from './common.ts';
import { defineCall } from './call.ts';
import { ClaimLimits, claimWebSite } from './claim.ts';

/** The staff side of the 1:1 inquiries (issue 9 §5): queue, answer, reusable answer templates. */

export const InquiryAdminMessage = {
  answerRequired: '답변 내용을 입력해 주세요.',
  answerTooLong: '답변은 4,000자 이내로 입력해 주세요.',
  alreadyAnswered: '이미 답변한 문의입니다. 답변을 고치려면 답변 수정을 선택해 주세요.',
  notFound: '문의를 찾을 수 없습니다. 회원이 삭제했을 수 있습니다.',
  templateTitleRequired: '템플릿 제목을 입력해 주세요.',
  templateBodyRequired: '템플릿 내용을 입력해 주세요.',
  templateNotFound: '답변 템플릿을 찾을 수 없습니다.',
  categoryUnknown: '문의 분야를 목록에서 골라 주세요.',
} as const;

export const InquiryAdminErrorCode = { alreadyAnswered: 'INQUIRY-ANSWERED' } as const;

export const INQUIRY_QUEUE_STATUSES = ['답변대기', '답변완료', 'all'] as const;

export const InquiryQueueLimits = { pageSize: 20, previewLength: 80 } as const;

export const inquiryQueueRow = z.object({
  claimWebSiteId: z.number().int(),
  memberId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  /** The start of the question, phone numbers masked. */
  preview: z.string(),
  writeDatetime: z.string(),
  answerStatusCd: z.string(),
  handleDatetime: z.string().nullable(),
});
export type InquiryQueueRow = z.infer<typeof inquiryQueueRow>;

export const inquiryQueueSummary = z.object({
  waiting: z.number().int(),
  byAge: z.object({
    underOneDay: z.number().int(),
    oneToThreeDays: z.number().int(),
    overThreeDays: z.number().int(),
  }),
  byCategory: z.array(
    z.object({
      categoryName: z.string(),
      waiting: z.number().int(),
      oldestWriteDatetime: z.string(),
    }),
  ),
});
export type InquiryQueueSummary = z.infer<typeof inquiryQueueSummary>;

export const inquiryQueue = defineCall({
  operationId: 'inquiryQueue',
  tag: 'admin-inquiries',
  method: 'GET',
  path: '/api/admin/inquiries',
  summary: 'Inquiry queue: waiting ones oldest first, with counts by age and category',
  query: z.object({
    status: z.enum(INQUIRY_QUEUE_STATUSES).default('답변대기'),
    categoryName: z.string().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(inquiryQueueRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    summary: inquiryQueueSummary,
  }),
});

export const inquiryMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  loginId: z.string().nullable(),
  phone: z.string().nullable(),
});

export const inquiryDetail = defineCall({
  operationId: 'inquiryDetail',
  tag: 'admin-inquiries',
  method: 'GET',
  path: '/api/admin/inquiry',
  summary: "One inquiry with the member's contact in full; the view is logged",
  query: z.object({ claimWebSiteId: rowIdParam }),
  response: z.object({
    data: z.object({
      claim: claimWebSite.extend({ memberId: z.number().int() }),
      /** Null when the academy's class records did not answer (the inquiry is still shown). */
      member: inquiryMember.nullable(),
    }),
  }),
});

/** The answer form as typed in the inquiry's drawer, and what inquiryAnswer sends. */
export const inquiryAnswerForm = z.object({
  handleMemo: z
    .string({ error: InquiryAdminMessage.answerRequired })
    .trim()
    .min(1, InquiryAdminMessage.answerRequired)
    .max(ClaimLimits.contentMax, InquiryAdminMessage.answerTooLong),
});

export const inquiryAnswer = defineCall({
  operationId: 'inquiryAnswer',
  tag: 'admin-inquiries',
  method: 'POST',
  path: '/api/admin/inquiry-answer',
  summary: "Answers an inquiry: handleMemo, handleDatetime now, status '답변완료'",
  body: inquiryAnswerForm.extend({
    claimWebSiteId: rowId,
    /** An answered inquiry is changed only when the staff member chose to revise the answer. */
    revise: z.boolean().default(false),
  }),
  response: z.object({ data: claimWebSite }),
});

export const answerTemplate = z.object({
  answerTemplateId: z.number().int(),
  title: z.string(),
  /** The inquiry category it is meant for; null for any. */
  categoryName: z.string().nullable(),
  body: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type AnswerTemplate = z.infer<typeof answerTemplate>;

export const answerTemplateList = defineCall({
  operationId: 'answerTemplateList',
  tag: 'admin-inquiries',
  method: 'GET',
  path: '/api/admin/answer-templates',
  summary: 'Reusable answer templates, by category then title',
  response: z.object({ list: z.array(answerTemplate) }),
});

export const answerTemplateSave = defineCall({
  operationId: 'answerTemplateSave',
  tag: 'admin-inquiries',
  method: 'POST',
  path: '/api/admin/answer-template-save',
  summary: 'Creates a template (no id) or changes one',
  body: z.object({
    answerTemplateId: rowId.optional(),
    title: z
      .string({ error: InquiryAdminMessage.templateTitleRequired })
      .trim()
      .min(1, InquiryAdminMessage.templateTitleRequired)
      .max(100),
    categoryName: z.string().max(100).nullable(),
    body: z
      .string({ error: InquiryAdminMessage.templateBodyRequired })
      .trim()
      .min(1, InquiryAdminMessage.templateBodyRequired)
      .max(ClaimLimits.contentMax, InquiryAdminMessage.answerTooLong),
  }),
  response: z.object({ data: answerTemplate }),
});

export const answerTemplateDelete = defineCall({
  operationId: 'answerTemplateDelete',
  tag: 'admin-inquiries',
  method: 'POST',
  path: '/api/admin/answer-template-delete',
  summary: 'Deletes a template',
  body: z.object({ answerTemplateId: rowId }),
  response: z.object({ data: z.object({ answerTemplateId: z.number().int() }) }),
});
