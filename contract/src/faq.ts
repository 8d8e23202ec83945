import * as z from 'zod/mini';
import { defineCall } from './call.ts';

export const faqEntry = z.object({
  faqId: z.number().check(z.int()),
  categoryCd: z.string(),
  title: z.string(),
  htmlContents: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqCategory = z.object({ categoryId: z.string(), name: z.string() });
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqCategoryChoices = defineCall({
  operationId: 'faqCategoryChoices',
  tag: 'support',
  method: 'GET',
  path: '/api/faq-category-choices',
  summary: 'FAQ categories in display order',
  response: z.object({ list: z.array(faqCategory) }),
});

export const faqListOfCategory = defineCall({
  operationId: 'faqListOfCategory',
  tag: 'support',
  method: 'GET',
  path: '/api/faq-list-of-category',
  summary: 'FAQ entries of one category',
  query: z.object({
    category: z.string().check(z.minLength(1), z.maxLength(40)),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  }),
  response: z.object({
    list: z.array(faqEntry),
    totalCount: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
  }),
});

/** FAQ texts and constants of spec 3 (§2 FAQ page, §4, §5, §9). */
export const FaqMessage = {
  searchTooShort: '검색어는 2글자 이상 입력해주세요.',
  noResult: '검색 결과가 없습니다.',
} as const;

export const FaqLimits = {
  searchMinLength: 2,
  searchMaxLength: 50,
  top10: 10,
  /** Tab 0 is the hidden search tab, tab 1 Top 10, categories start at 2 (spec 3 §4). */
  categoryTabOffset: 2,
  /** Sticky side panel spacing in px (spec 3 §9). */
  sidePanelTop: 160,
  sidePanelBottom: 20,
} as const;

export const faqListTop10 = defineCall({
  operationId: 'faqListTop10',
  tag: 'support',
  method: 'GET',
  path: '/api/faq-list-top10',
  summary: 'The ten most asked FAQ entries, by rank',
  response: z.object({ list: z.array(faqEntry) }),
});

export const faqListQuery = defineCall({
  operationId: 'faqListQuery',
  tag: 'support',
  method: 'GET',
  path: '/api/faq-list-query',
  summary: 'FAQ entries whose title or answer contains every word of the search',
  query: z.object({
    searchWord: z
      .string({ error: FaqMessage.searchTooShort })
      .check(
        z.trim(),
        z.minLength(FaqLimits.searchMinLength, FaqMessage.searchTooShort),
        z.maxLength(
          FaqLimits.searchMaxLength,
          `검색어는 ${FaqLimits.searchMaxLength}자 이내로 입력해 주세요.`,
        ),
      ),
  }),
  response: z.object({ list: z.array(faqEntry) }),
});
