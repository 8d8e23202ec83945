import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { picture } from './admin-images.ts';
import { calendarDay } from './orders.ts';
import { GUIDE_TAB_COUNT } from './home-content.ts';

/**
 * The home carousel's banners, the FAQ's categories and the guide's tabs in the back office
 * (issue 19 §4, decisions 0431–0433).
 */

export const AdminHomeContentMessage = {
  bannerNotFound: '배너를 찾을 수 없습니다.',
  bannerImage: '배너 이미지를 올려 주세요.',
  bannerAlt: '배너 설명(대체 텍스트)을 입력해 주세요.',
  bannerLink: "연결 주소는 '/'로 시작하는 쇼핑몰 주소나 https:// 주소여야 합니다.",
  bannerPeriod: '게시 종료일은 시작일보다 빠를 수 없습니다.',
  faqCategoryNotFound: 'FAQ 분류를 찾을 수 없습니다.',
  faqCategoryName: '분류 이름을 입력해 주세요.',
  faqCategoryNameTaken: (name: string) => `'${name}' 분류가 이미 있습니다.`,
  faqCategoryInUse: (name: string, count: number) =>
    `'${name}' 분류에 질문 ${count}개가 있어 삭제할 수 없습니다. 질문을 다른 분류로 옮기거나 삭제한 뒤 다시 시도해 주세요.`,
  guideTitle: '탭 이름을 입력해 주세요.',
  guideHtml: '안내 내용을 입력해 주세요.',
} as const;

export const AdminHomeContentLimits = {
  altMax: 100,
  linkMax: 300,
  sortMax: 9_999,
  bannerList: 100,
  categoryNameMax: 30,
  guideTitleMax: 30,
  guideHtmlMax: 100_000,
} as const;

/** A link a banner may open: a path of the shop (not '//host') or an https address. */
export const bannerLink = z
  .string()
  .trim()
  .max(AdminHomeContentLimits.linkMax)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s<>"']*$/, AdminHomeContentMessage.bannerLink);

export const adminCarouselBannerFields = z
  .object({
    altText: z
      .string()
      .trim()
      .min(1, AdminHomeContentMessage.bannerAlt)
      .max(AdminHomeContentLimits.altMax),
    linkUrl: bannerLink,
    /** Place in the carousel (smaller first). */
    sortOrder: z.number().int().min(0).max(AdminHomeContentLimits.sortMax),
    /** First and last day shown, YYYY-MM-DD in Asia/Seoul (the last day included). */
    startDate: calendarDay,
    endDate: calendarDay,
    active: z.boolean(),
  })
  .refine((f) => f.endDate >= f.startDate, {
    message: AdminHomeContentMessage.bannerPeriod,
    path: ['endDate'],
  });
export type AdminCarouselBannerFields = z.infer<typeof adminCarouselBannerFields>;

/** Where a banner stands today: in the carousel now, not yet, past its period, or off. */
export const BannerState = ['showing', 'scheduled', 'ended', 'off'] as const;
export type BannerState = (typeof BannerState)[number];

export const adminCarouselBanner = z.object({
  bannerId: z.number().int(),
  imageUrl: z.string(),
  altText: z.string(),
  linkUrl: z.string(),
  sortOrder: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  state: z.enum(BannerState),
});
export type AdminCarouselBanner = z.infer<typeof adminCarouselBanner>;

export const adminCarouselBannerList = defineCall({
  operationId: 'adminCarouselBannerList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/carousel-banners',
  summary: "The home carousel's banners in their order, each with where it stands today",
  response: z.object({ list: z.array(adminCarouselBanner) }),
});

export const adminCarouselBannerSave = defineCall({
  operationId: 'adminCarouselBannerSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/carousel-banner-save',
  summary:
    'Creates (bannerId null, with a picture) or updates a carousel banner; a picture given is checked by its bytes and drawn again',
  body: z.object({
    bannerId: rowId.nullable(),
    fields: adminCarouselBannerFields,
    /** A new picture in base64 (required when creating), or null to keep the current one. */
    imageBase64: picture,
  }),
  response: z.object({ data: adminCarouselBanner }),
});

export const adminFaqCategory = z.object({
  categoryCd: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** How many entries it holds (a category with entries cannot be deleted). */
  entryCount: z.number().int(),
});
export type AdminFaqCategory = z.infer<typeof adminFaqCategory>;

export const adminFaqCategoryFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, AdminHomeContentMessage.faqCategoryName)
    .max(AdminHomeContentLimits.categoryNameMax),
  sortOrder: z.number().int().min(0).max(AdminHomeContentLimits.sortMax),
});
export type AdminFaqCategoryFields = z.infer<typeof adminFaqCategoryFields>;

const categoryCd = z.string().trim().min(1).max(40);

export const adminFaqCategoryList = defineCall({
  operationId: 'adminFaqCategoryList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/faq-categories',
  summary: "The FAQ's categories in their order, with their entries' count",
  response: z.object({ list: z.array(adminFaqCategory) }),
});

export const adminFaqCategorySave = defineCall({
  operationId: 'adminFaqCategorySave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/faq-category-save',
  summary: 'Creates (categoryCd null) or renames and reorders an FAQ category',
  body: z.object({ categoryCd: categoryCd.nullable(), fields: adminFaqCategoryFields }),
  response: z.object({ data: adminFaqCategory }),
});

export const adminFaqCategoryDelete = defineCall({
  operationId: 'adminFaqCategoryDelete',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/faq-category-delete',
  summary: 'Deletes an FAQ category that holds no entry (409 FAQ-CATEGORY-IN-USE otherwise)',
  body: z.object({ categoryCd }),
  response: z.object({ ok: z.literal(true) }),
});

export const adminGuideTabFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, AdminHomeContentMessage.guideTitle)
    .max(AdminHomeContentLimits.guideTitleMax),
  html: z
    .string()
    .trim()
    .min(1, AdminHomeContentMessage.guideHtml)
    .max(AdminHomeContentLimits.guideHtmlMax),
});
export type AdminGuideTabFields = z.infer<typeof adminGuideTabFields>;

export const adminGuideTab = adminGuideTabFields.extend({
  tabIndex: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminGuideTab = z.infer<typeof adminGuideTab>;

export const adminGuideTabList = defineCall({
  operationId: 'adminGuideTabList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/guide-tabs',
  summary: "The guide page's four tabs as stored",
  response: z.object({ list: z.array(adminGuideTab) }),
});

export const adminGuideTabSave = defineCall({
  operationId: 'adminGuideTabSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/guide-tab-save',
  summary: "Sets a guide tab's title and HTML (stored sanitized)",
  body: z.object({
    tabIndex: z
      .number()
      .int()
      .min(0)
      .max(GUIDE_TAB_COUNT - 1),
    fields: adminGuideTabFields,
  }),
  response: z.object({ data: adminGuideTab }),
});
