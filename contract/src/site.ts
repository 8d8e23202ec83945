import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { MenuGroup } from './sections.ts';

export const sitePopup = z.object({
  sitePopupId: z.nullable(z.number().check(z.int())),
  htmlContents: z.nullable(z.string()),
  htmlMobile: z.nullable(z.string()),
});
export type SitePopup = z.infer<typeof sitePopup>;

export const sitePopupCheck = defineCall({
  operationId: 'sitePopupCheck',
  tag: 'site',
  method: 'GET',
  path: '/api/site-popup-check',
  summary: 'The site popup to show now, if any',
  response: sitePopup,
});

export const menuItem = z.object({
  menuId: z.number().check(z.int()),
  group: z.enum([MenuGroup.publisher, MenuGroup.general, MenuGroup.devices]),
  label: z.string(),
  path: z.string(),
  /** Shown only when this category is accessible to the member (the hidden 'creverse_etc' item). */
  requiresCategoryId: z.nullable(z.number().check(z.int())),
  section: z.nullable(z.string()),
});
export type MenuItem = z.infer<typeof menuItem>;

export const siteMenu = defineCall({
  operationId: 'siteMenu',
  tag: 'site',
  method: 'GET',
  path: '/api/site-menu',
  summary: 'The visible items of the main menu, in display order',
  response: z.object({ list: z.array(menuItem) }),
});
