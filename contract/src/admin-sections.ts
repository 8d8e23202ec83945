import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The product-list sections' headers in the back office (issue 19 §3): the title and description
 * shown above each section's list (decision 0427). The banner image stays as it is until covers
 * and banners can be uploaded.
 */

export const AdminSectionMessage = {
  sectionNotFound: '메뉴(섹션)를 찾을 수 없습니다.',
  titleRequired: '섹션 제목을 입력해 주세요.',
} as const;

export const AdminSectionLimits = { titleMax: 100, descriptionMax: 500 } as const;

export const adminSection = z.object({
  section: z.string(),
  categoryId: z.number().int(),
  /** The section's root category as the shop names it. */
  categoryName: z.string(),
  title: z.string(),
  description: z.string(),
  bannerUrl: z.string().nullable(),
});
export type AdminSection = z.infer<typeof adminSection>;

export const adminSectionList = defineCall({
  operationId: 'adminSectionList',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/sections',
  summary: "Every product-list section with its header's title, description and banner",
  response: z.object({ list: z.array(adminSection) }),
});

export const adminSectionSave = defineCall({
  operationId: 'adminSectionSave',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/section-save',
  summary: "Sets a section header's title and description",
  body: z.object({
    section: z.string().trim().min(1).max(40),
    title: z
      .string()
      .trim()
      .min(1, AdminSectionMessage.titleRequired)
      .max(AdminSectionLimits.titleMax),
    description: z.string().trim().max(AdminSectionLimits.descriptionMax),
  }),
  response: z.object({ data: adminSection }),
});
