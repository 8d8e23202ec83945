import { z } from 'zod';
import { defineCall } from './call.ts';
import { pageQuery, rowId } from './common.ts';

/** 1:1 inquiry ('claim website') texts of spec 3 §5 and §8, verbatim. */
export const ClaimMessage = {
  categoryRequired: '질문분야를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  contentRequired: '질문내용을 입력해 주세요.',
  titleTooLong: '제목은 100자 이내로 입력해 주세요.',
  contentTooLong: '질문내용은 4,000자 이내로 입력해 주세요.',
  created: '등록이 완료되었습니다. 신속하게 답변 드리도록 하겠습니다.',
  confirmDelete: '삭제된 내용은 복원할 수 없습니다. 정말로 삭제 하시겠습니까?',
  answeredNotDeletable: '답변완료 항목을 삭제할 수 없습니다',
  empty: '문의 내역이 없습니다.',
  intro: 'FAQ에서 궁금한 사항을 찾지 못하셨나요?',
  notFound: '문의 내역을 찾을 수 없습니다.',
  /** Ours (decision 0326): at most 20 inquiries per member in an hour. */
  tooMany: '문의를 너무 많이 등록했습니다. 1시간 후에 다시 시도해 주세요.',
} as const;

export const ClaimLimits = {
  titleMax: 100,
  contentMax: 4000,
  pageSize: 10,
  visiblePages: 9,
  /** Spec 3 §9: the paginator's placeholder until the first answer. */
  initialTotalPages: 10,
  listDebounceMs: 100,
  contentRows: 10,
} as const;

/** Answer status codes on the wire (architecture §3); the UI maps them to display text. */
export const ClaimStatus = { waiting: '답변대기', answered: '답변완료' } as const;

export const ClaimErrorCode = { answered: 'CLAIM-ANSWERED' } as const;

/**
 * Categories whose content starts from the order template (spec 3 §4): choosing one of them
 * prefills the three lines below; any other category clears the content.
 */
export const CLAIM_TEMPLATE_PREFIXES = ['교환 / 오배송 >', '환불 / 반품 >'] as const;
export const CLAIM_ORDER_TEMPLATE = '주문번호 : \n도서명 : \n수량 : ';

export function usesOrderTemplate(categoryName: string): boolean {
  return CLAIM_TEMPLATE_PREFIXES.some((prefix) => categoryName.startsWith(prefix));
}

export const claimWebSite = z.object({
  claimWebSiteId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  inquiryMemo: z.string(),
  writeDatetime: z.string(),
  answerStatusCd: z.string(),
  handleMemo: z.string().nullable(),
  handleDatetime: z.string().nullable(),
});
export type ClaimWebSite = z.infer<typeof claimWebSite>;

export const claimWebSiteCategoryChoices = defineCall({
  operationId: 'claimWebSiteCategoryChoices',
  tag: 'support',
  method: 'GET',
  path: '/api/claim-web-site-category-choices',
  summary: '1:1 inquiry categories in display order',
  response: z.object({ list: z.array(z.object({ categoryName: z.string() })) }),
});

export const claimWebsiteListQuery = defineCall({
  operationId: 'claimWebsiteListQuery',
  tag: 'support',
  method: 'POST',
  path: '/api/member-svc/claim-website-list-query',
  summary: "The signed-in member's 1:1 inquiries, newest first",
  body: z.object({ page: pageQuery.default(1) }),
  response: z.object({
    list: z.array(claimWebSite),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** Required text: missing, blank or too long each answer the field's own message. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const claimWebsiteCreateBody = z.object({
  categoryName: requiredText(ClaimMessage.categoryRequired, 100, ClaimMessage.categoryRequired),
  title: requiredText(ClaimMessage.titleRequired, ClaimLimits.titleMax, ClaimMessage.titleTooLong),
  inquiryMemo: requiredText(
    ClaimMessage.contentRequired,
    ClaimLimits.contentMax,
    ClaimMessage.contentTooLong,
  ),
});

export const claimWebsiteCreate = defineCall({
  operationId: 'claimWebsiteCreate',
  tag: 'support',
  method: 'POST',
  path: '/api/member-svc/claim-website-create',
  summary: 'Writes a 1:1 inquiry of the signed-in member',
  body: claimWebsiteCreateBody,
  response: z.object({ data: z.object({ claimWebSiteId: z.number().int() }) }),
});

export const claimWebsiteDel = defineCall({
  operationId: 'claimWebsiteDel',
  tag: 'support',
  method: 'POST',
  path: '/api/member-svc/claim-website-del',
  summary: "Deletes one of the signed-in member's unanswered inquiries",
  body: z.object({ claimWebSiteId: rowId }),
  response: z.object({ data: z.object({ claimWebSiteId: z.number().int() }) }),
});
