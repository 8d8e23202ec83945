import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { adminSection } from './admin-sections.ts';

/**
 * Pictures staff upload (issue 19 §2, §3): a product's cover and a section's banner. The file
 * goes as base64 in the JSON body (staff calls are JSON only); the server tells its kind by its
 * first bytes, draws it again in the sizes the pages use and stores those (decision 0429).
 */

export const AdminImageMessage = {
  notImage: '이미지는 JPEG, PNG, WebP 파일만 올릴 수 있습니다.',
  tooLarge: '이미지 파일은 1MB 이하만 올릴 수 있습니다.',
  unreadable: '이미지를 읽을 수 없습니다. 다른 파일로 다시 올려 주세요.',
} as const;

export const AdminImageLimits = {
  maxBytes: 1_000_000,
  /** The base64 text of the largest file (4 characters for every 3 bytes, rounded up). */
  maxBase64: 1_333_336,
} as const;

/** A picture's bytes in base64, or null to go back to the shop's drawn picture. */
export const picture = z
  .string()
  .min(1, AdminImageMessage.notImage)
  .max(AdminImageLimits.maxBase64, AdminImageMessage.tooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, AdminImageMessage.notImage)
  .nullable();

export const adminProductCover = defineCall({
  operationId: 'adminProductCover',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/product-cover',
  summary: "Sets a product's cover from an uploaded picture, or back to the drawn cover",
  body: z.object({
    productId: rowId,
    contentBase64: picture,
  }),
  response: z.object({ data: z.object({ productId: z.number().int(), imageUrl: z.string() }) }),
});

export const adminSectionBanner = defineCall({
  operationId: 'adminSectionBanner',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/section-banner',
  summary: "Sets a section's banner from an uploaded picture, or back to the drawn banner",
  body: z.object({ section: z.string().trim().min(1).max(40), contentBase64: picture }),
  response: z.object({ data: adminSection }),
});
