import * as z from 'zod/mini';
import { defineCall } from './call.ts';

/**
 * Content the publisher edits that the shop shows (issue 19 §4): the home page's carousel
 * banners (spec 1 §2.5) and the guide page's four tabs (spec 3 §2).
 */

export const homeBanner = z.object({
  bannerId: z.number().check(z.int()),
  imageUrl: z.string(),
  altText: z.string(),
  /** A path of the shop ('/product-list/general-2') or an https address. */
  linkUrl: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homeBanners = defineCall({
  operationId: 'homeBanners',
  tag: 'site',
  method: 'GET',
  path: '/api/home-banners',
  summary: "The home carousel's banners switched on whose period holds now, in their order",
  response: z.object({ list: z.array(homeBanner) }),
});

/** The guide's tabs: member info, order/payment, delivery, cancel/return/exchange. */
export const GUIDE_TAB_COUNT = 4;

export const guideTab = z.object({
  tabIndex: z.number().check(z.int()),
  title: z.string(),
  /** Sanitized HTML (stored and read through the server's sanitizer, decision 0328). */
  html: z.string(),
});
export type GuideTab = z.infer<typeof guideTab>;

export const guideTabs = defineCall({
  operationId: 'guideTabs',
  tag: 'site',
  method: 'GET',
  path: '/api/guide-tabs',
  summary: "The guide page's four tabs in order, each a title and its HTML",
  response: z.object({ list: z.array(guideTab) }),
});
