import { z } from 'zod';
import { defineCall } from './call.ts';

export const faqEntry = z.object({
  faqId: z.number().int(),
  categoryCd: z.string(),
  title: z.string(),
  htmlContents: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqCategory = z.object({ categoryId: z.string(), name: z.string() });
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqCategoryChoices = defineCall({
  method: 'GET',
  path: '/api/faq-category-choices',
  summary: 'FAQ categories in display order',
  response: z.object({ list: z.array(faqCategory) }),
});

export const faqListOfCategory = defineCall({
  method: 'GET',
  path: '/api/faq-list-of-category',
  summary: 'FAQ entries of one category',
  query: z.object({
    category: z.string().min(1).max(40),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  response: z.object({
    list: z.array(faqEntry),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
