import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { calendarDay } from './orders.ts';
import { downloadCate, downloadKind, policyVersion, supportDownload } from './support-downloads.ts';

/**
 * Documents staff upload (issue 19 §4): the terms and privacy-policy versions (a PDF with its
 * effective day, decision 0436) and the learning-support downloads (book and handout PDFs per
 * track, MP3 zips: upload, replace, order; decision 0437). The file goes as base64 in the JSON
 * body, as pictures do (decision 0429); the server tells its kind by its first bytes.
 */

export const AdminDocumentMessage = {
  notPdf: 'PDF 파일만 올릴 수 있습니다.',
  notZip: 'MP3 자료는 ZIP 파일로 묶어 올려 주세요.',
  tooLarge: '파일은 1.5MB 이하만 올릴 수 있습니다.',
  fileRequired: '올릴 파일을 골라 주세요.',
  versionNotAhead: '시행일은 오늘 이후 날짜로 정해 주세요.',
  versionInForce: '이미 시행한 버전의 파일은 바꿀 수 없습니다. 새 시행일로 올려 주세요.',
  downloadNotFound: '학습자료를 찾을 수 없습니다.',
  nameRequired: '자료 이름을 입력해 주세요.',
  kindOfCate: 'MP3 탭에는 음원(audio) 자료만, 다른 탭에는 문서 자료만 둘 수 있습니다.',
  orderMismatch: '이 탭의 자료를 빠짐없이 한 번씩 보내 주세요.',
} as const;

export const AdminDocumentLimits = {
  maxBytes: 1_500_000,
  /** The base64 text of the largest file (4 characters for every 3 bytes). */
  maxBase64: 2_000_000,
  nameMax: 120,
  descriptionMax: 200,
  /** The most entries one tab may hold (the support pages show them all). */
  perCate: 500,
} as const;

const fileBase64 = z
  .string()
  .min(1, AdminDocumentMessage.fileRequired)
  .max(AdminDocumentLimits.maxBase64, AdminDocumentMessage.tooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, AdminDocumentMessage.fileRequired);

export const adminPolicyVersion = policyVersion.extend({
  /** An uploaded PDF (false: the text the shop draws for the seeded versions). */
  uploaded: z.boolean(),
});
export type AdminPolicyVersion = z.infer<typeof adminPolicyVersion>;

export const adminPolicyVersions = defineCall({
  operationId: 'adminPolicyVersions',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/policy-versions',
  summary: 'Every terms and privacy-policy version, newest first, with where it stands today',
  response: z.object({ list: z.array(adminPolicyVersion) }),
});

export const adminPolicyUpload = defineCall({
  operationId: 'adminPolicyUpload',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/policy-upload',
  summary: 'Publishes a terms or privacy-policy PDF with its effective day (today or later)',
  body: z.object({
    kind: z.enum(['terms', 'privacy']),
    version: calendarDay,
    contentBase64: fileBase64,
  }),
  response: z.object({ data: adminPolicyVersion }),
});

export const adminSupportDownload = supportDownload.extend({
  sortOrder: z.number().int(),
  uploaded: z.boolean(),
  updatedAt: z.string(),
});
export type AdminSupportDownload = z.infer<typeof adminSupportDownload>;

export const adminSupportDownloads = defineCall({
  operationId: 'adminSupportDownloads',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/support-downloads',
  summary: "One tab's learning-support downloads in their order",
  query: z.object({ cate: downloadCate }),
  response: z.object({ list: z.array(adminSupportDownload) }),
});

export const adminSupportDownloadFields = z.object({
  cate: downloadCate,
  kind: downloadKind,
  name: z
    .string()
    .trim()
    .min(1, AdminDocumentMessage.nameRequired)
    .max(AdminDocumentLimits.nameMax),
  description: z.string().trim().max(AdminDocumentLimits.descriptionMax).nullable(),
});
export type AdminSupportDownloadFields = z.infer<typeof adminSupportDownloadFields>;

export const adminSupportDownloadSave = defineCall({
  operationId: 'adminSupportDownloadSave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/support-download-save',
  summary:
    'Adds a download (a file is required; it goes last in its tab) or changes one (a file replaces the old one)',
  body: z.object({
    downloadId: rowId.nullable(),
    fields: adminSupportDownloadFields,
    contentBase64: fileBase64.nullable(),
  }),
  response: z.object({ data: adminSupportDownload }),
});

export const adminSupportDownloadOrder = defineCall({
  operationId: 'adminSupportDownloadOrder',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/support-download-order',
  summary: "Sets the order of one tab's downloads (every one of them, once)",
  body: z.object({
    cate: downloadCate,
    downloadIds: z.array(rowId).min(1).max(AdminDocumentLimits.perCate),
  }),
  response: z.object({ list: z.array(adminSupportDownload) }),
});
