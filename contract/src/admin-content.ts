import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { SaleStatus } from './catalog.ts';
import { calendarDay } from './orders.ts';

/**
 * The shop's content in the back office (issue 19 §4, decision 0425). The site popup (spec 1 §4):
 * HTML for PC and for mobile, a period of Seoul days and an on/off switch; of the popups switched
 * on whose period holds today, the one starting last is shown. The home page's recommended
 * products: an ordered list.
 */

export const AdminContentMessage = {
  popupNotFound: '팝업을 찾을 수 없습니다.',
  popupTitle: '팝업 제목을 입력해 주세요.',
  popupHtml: 'PC용 또는 모바일용 내용을 입력해 주세요.',
  popupPeriod: '게시 종료일은 시작일보다 빠를 수 없습니다.',
  recommendedTooMany: '추천 교재는 24개까지 정할 수 있습니다.',
  recommendedTwice: '같은 상품을 두 번 넣을 수 없습니다.',
  recommendedUnknown: (productId: number) => `상품 #${productId}을(를) 찾을 수 없습니다.`,
} as const;

export const AdminContentLimits = {
  titleMax: 100,
  htmlMax: 50_000,
  popupList: 100,
  /** The home page shows at most this many recommended products. */
  recommendedMax: 24,
} as const;

/** Where a popup stands today: shown now, waiting for its period, past it, or switched off. */
export const PopupState = ['showing', 'waiting', 'scheduled', 'ended', 'off'] as const;
export type PopupState = (typeof PopupState)[number];

const html = z
  .string()
  .trim()
  .max(AdminContentLimits.htmlMax)
  .nullable()
  .transform((v) => (v === '' ? null : v));

export const adminSitePopupFields = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, AdminContentMessage.popupTitle)
      .max(AdminContentLimits.titleMax),
    htmlContents: html,
    htmlMobile: html,
    /** First and last day shown, YYYY-MM-DD in Asia/Seoul (the last day included). */
    startDate: calendarDay,
    endDate: calendarDay,
    active: z.boolean(),
  })
  .refine((f) => f.htmlContents !== null || f.htmlMobile !== null, {
    message: AdminContentMessage.popupHtml,
    path: ['htmlContents'],
  })
  .refine((f) => f.endDate >= f.startDate, {
    message: AdminContentMessage.popupPeriod,
    path: ['endDate'],
  });
export type AdminSitePopupFields = z.infer<typeof adminSitePopupFields>;
export type AdminSitePopupInput = z.input<typeof adminSitePopupFields>;

export const adminSitePopup = z.object({
  sitePopupId: z.number().int(),
  title: z.string(),
  htmlContents: z.string().nullable(),
  htmlMobile: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  /**
   * showing: the one members see now; waiting: on and in its period, behind a popup that
   * started later; scheduled: its period has not begun; ended: its period is over; off.
   */
  state: z.enum(PopupState),
});
export type AdminSitePopup = z.infer<typeof adminSitePopup>;

export const adminSitePopupList = defineCall({
  operationId: 'adminSitePopupList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/site-popups',
  summary: 'The site popups, latest start first, each with where it stands today',
  response: z.object({ list: z.array(adminSitePopup) }),
});

export const adminSitePopupSave = defineCall({
  operationId: 'adminSitePopupSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/site-popup-save',
  summary: 'Creates (sitePopupId null) or updates a site popup; its HTML is stored sanitized',
  body: z.object({
    sitePopupId: rowId.nullable(),
    fields: adminSitePopupFields,
  }),
  response: z.object({ data: adminSitePopup }),
});

/** The home page's recommended products (추천 교재), in order: at most the 24 the page shows. */
export const adminRecommendedProduct = z.object({
  productId: z.number().int(),
  displayName: z.string(),
  imageUrl: z.string(),
  sellPrice: z.number().int(),
  saleStatus: z.enum(SaleStatus),
});
export type AdminRecommendedProduct = z.infer<typeof adminRecommendedProduct>;

export const adminRecommendedList = defineCall({
  operationId: 'adminRecommendedList',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/recommended',
  summary: "The home page's recommended products in their order",
  response: z.object({ list: z.array(adminRecommendedProduct) }),
});

export const adminRecommendedSave = defineCall({
  operationId: 'adminRecommendedSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/recommended-save',
  summary: "Sets the home page's recommended products and their order (the whole list)",
  body: z.object({
    productIds: z
      .array(rowId)
      .max(AdminContentLimits.recommendedMax, AdminContentMessage.recommendedTooMany)
      .refine((ids) => new Set(ids).size === ids.length, AdminContentMessage.recommendedTwice),
  }),
  response: z.object({ data: z.object({ list: z.array(adminRecommendedProduct) }) }),
});
