import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { calendarDay } from './orders.ts';
import { downloadCate, downloadKind, policyVersion, supportDownload } from './support-downloads.ts';

/**
 * Documents staff upload (issue 19 §4): the terms and privacy-policy versions (a PDF with its
 * effective day, decision 0436) and the learning-support downloads (book and handout PDFs per
 * track, MP3 zips: upload, replace, order, delete; decision 0437). A file goes first, alone, as
 * the raw body of `adminDocumentUpload` (streamed to disk, its kind told by its first bytes, cut
 * at its kind's limit); the save or publish call then names the upload it answered.
 */

export const AdminDocumentMessage = {
  notPdf: 'PDF 파일만 올릴 수 있습니다.',
  notZip: 'MP3 자료는 ZIP 파일로 묶어 올려 주세요.',
  pdfTooLarge: 'PDF 파일은 30MB 이하만 올릴 수 있습니다.',
  zipTooLarge: 'ZIP 파일은 200MB 이하만 올릴 수 있습니다.',
  fileRequired: '올릴 파일을 골라 주세요.',
  uploadMissing: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  versionNotAhead: '시행일은 오늘 이후 날짜로 정해 주세요.',
  versionInForce: '이미 시행한 버전의 파일은 바꿀 수 없습니다. 새 시행일로 올려 주세요.',
  withdrawInForce:
    '시행 중이거나 지난 버전은 철회할 수 없습니다. 회원이 이 버전에 동의했습니다. 새 시행일로 새 버전을 올려 주세요.',
  policyNotFound: '약관 버전을 찾을 수 없습니다.',
  downloadNotFound: '학습자료를 찾을 수 없습니다.',
  nameRequired: '자료 이름을 입력해 주세요.',
  kindOfCate: 'MP3 탭에는 음원(audio) 자료만, 다른 탭에는 문서 자료만 둘 수 있습니다.',
  orderMismatch: '이 탭의 자료를 빠짐없이 한 번씩 보내 주세요.',
} as const;

export const AdminDocumentErrorCode = {
  /** 413: the file is over its kind's limit. */
  tooLarge: 'FILE-TOO-LARGE',
  /** 409: a version in force or past cannot be withdrawn. */
  policyInForce: 'POLICY-IN-FORCE',
} as const;

export const AdminDocumentLimits = {
  /**
   * The largest file of each kind (decision 0437): a scanned workbook of 100 pages at 300 KB a
   * page is 30 MB; an MP3 pack of three and a half hours at 128 kbit/s is 200 MB.
   */
  maxBytes: { pdf: 30_000_000, zip: 200_000_000 },
  nameMax: 120,
  descriptionMax: 200,
  /** The most entries one tab may hold (the support pages show them all). */
  perCate: 500,
} as const;

export const documentFileKind = z.enum(['pdf', 'zip']);
export type DocumentFileKind = z.infer<typeof documentFileKind>;

/** What an upload answered: the name a save or publish call gives it (used once). */
export const uploadId = z.string().regex(/^[0-9a-f]{16}$/, AdminDocumentMessage.uploadMissing);

export const adminDocumentUpload = defineCall({
  operationId: 'adminDocumentUpload',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/document-upload',
  summary: "Receives a PDF or zip as the request's raw body, to be named by a save or publish call",
  rawBody: true,
  query: z.object({ kind: documentFileKind }),
  response: z.object({
    data: z.object({ uploadId, kind: documentFileKind, bytes: z.number().int() }),
  }),
});

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
    uploadId,
  }),
  response: z.object({ data: adminPolicyVersion }),
});

export const adminPolicyWithdraw = defineCall({
  operationId: 'adminPolicyWithdraw',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/policy-withdraw',
  summary: 'Withdraws a terms or privacy-policy version that is not yet in force',
  body: z.object({ kind: z.enum(['terms', 'privacy']), version: calendarDay }),
  response: z.object({ list: z.array(adminPolicyVersion) }),
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
    uploadId: uploadId.nullable(),
  }),
  response: z.object({ data: adminSupportDownload }),
});

export const adminSupportDownloadDelete = defineCall({
  operationId: 'adminSupportDownloadDelete',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/support-download-delete',
  summary: 'Deletes a download; its file goes after the row',
  body: z.object({ downloadId: rowId }),
  response: z.object({ ok: z.literal(true) }),
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
