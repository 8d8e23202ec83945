import { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';
import { CATALOG, CONTENT, FEES, REVOKES_READ, type RoleMatrixRow, WAREHOUSE } from './roles.ts';

/** Seasons, holidays and fees; the home page, FAQ, guides, downloads, policies, sections and covers. */
export const CONTENT_AND_FEES_ROUTES: RoleMatrixRow[] = [
  { method: 'GET', path: '/api/admin/seasons', allowed: FEES, input: () => '?year=2026' },
  { method: 'GET', path: '/api/admin/holidays', allowed: FEES, input: () => '?year=2026' },
  {
    method: 'POST',
    path: '/api/admin/holidays',
    allowed: FEES,
    // an existing holiday saved with its own name: no change, no audit row
    input: () => ({ day: '2026-12-25', name: '성탄절' }),
  },
  {
    method: 'POST',
    path: '/api/admin/holidays/delete',
    allowed: FEES,
    // a day that is no holiday: 404, never a write
    input: () => ({ day: '2030-06-05' }),
  },
  { method: 'GET', path: '/api/admin/refunds-due', allowed: REVOKES_READ, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/season-save',
    allowed: FEES,
    // a season that does not exist: 404, never a write
    input: () => ({ seasonId: 99_999_999, startDate: '2030-02-01', endDate: '2030-04-30' }),
  },
  {
    method: 'POST',
    path: '/api/admin/delivery-fee-save',
    allowed: FEES,
    // the fee it already is: no change, no audit row
    input: () => ({ code: 'domestic', feeWon: 1500 }),
  },
  { method: 'GET', path: '/api/admin/ems-fees', allowed: FEES, input: () => '?premiumCd=32' },
  {
    method: 'POST',
    path: '/api/admin/ems-fee-save',
    allowed: FEES,
    // a bracket the table does not have: 404, never a write
    input: () => ({ premiumCd: '31', zone: 1, upToGrams: 123, feeWon: 10_000 }),
  },
  { method: 'GET', path: '/api/admin/ems-fees/post-tariff', allowed: FEES, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/ems-fees/post-tariff',
    allowed: FEES,
    // a token of no difference seen: 409, never a write
    input: () => ({ token: '0'.repeat(64) }),
  },
  { method: 'GET', path: '/api/admin/site-popups', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/site-popup-save',
    allowed: CONTENT,
    // a popup that does not exist: 404, never a write
    input: () => ({
      sitePopupId: 99_999_999,
      fields: {
        title: '권한 검사',
        htmlContents: '<p>권한 검사</p>',
        htmlMobile: null,
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        active: false,
      },
    }),
  },
  { method: 'GET', path: '/api/admin/recommended', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/recommended-save',
    allowed: CONTENT,
    // a product that does not exist: 400, never a write
    input: () => ({ productIds: [99_999_999] }),
  },
  { method: 'GET', path: '/api/admin/policy-versions', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/policy-upload',
    allowed: CONTENT,
    // an upload that does not exist: 400, never a write
    input: () => ({ kind: 'terms', version: '2099-01-01', uploadId: '0000000000000000' }),
  },
  {
    method: 'POST',
    path: '/api/admin/policy-withdraw',
    allowed: CONTENT,
    // a version that does not exist: 404, never a write
    input: () => ({ kind: 'terms', version: '2099-01-01' }),
  },
  {
    method: 'POST',
    path: '/api/admin/document-upload',
    allowed: CONTENT,
    // bytes that are not a PDF: 400, nothing kept
    input: () => '?kind=pdf',
    rawBody: () => Buffer.from('hello'),
  },
  {
    method: 'GET',
    path: '/api/admin/support-downloads',
    allowed: CONTENT,
    input: () => '?cate=MP3',
  },
  {
    method: 'POST',
    path: '/api/admin/support-download-save',
    allowed: CONTENT,
    // a download that does not exist: 404, never a write
    input: () => ({
      downloadId: 99_999_999,
      fields: { cate: 'MP3', kind: 'audio', name: '권한 검사', description: null },
      uploadId: null,
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/support-download-delete',
    allowed: CONTENT,
    // a download that does not exist: 404, never a write
    input: () => ({ downloadId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/support-download-order',
    allowed: CONTENT,
    // an order naming a download the tab lacks: 400, never a write
    input: () => ({ cate: 'MP3', downloadIds: [99_999_999] }),
  },
  { method: 'GET', path: '/api/admin/faq', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/faq-save',
    allowed: CONTENT,
    // an entry that does not exist: 404, never a write
    input: () => ({
      faqId: 99_999_999,
      fields: {
        categoryCd: 'no-such',
        title: '권한 검사',
        htmlContents: '<p>권한 검사</p>',
        sortOrder: 0,
        top10Rank: null,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/faq-delete',
    allowed: CONTENT,
    input: () => ({ faqId: 99_999_999 }),
  },
  { method: 'GET', path: '/api/admin/faq-categories', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/faq-category-save',
    allowed: CONTENT,
    // a category that does not exist: 404, never a write
    input: () => ({ categoryCd: 'NO-SUCH', fields: { name: '권한 검사', sortOrder: 0 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/faq-category-delete',
    allowed: CONTENT,
    input: () => ({ categoryCd: 'NO-SUCH' }),
  },
  { method: 'GET', path: '/api/admin/carousel-banners', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/carousel-banner-save',
    allowed: CONTENT,
    // a banner that does not exist: 404 before any picture is stored
    input: () => ({
      bannerId: 99_999_999,
      fields: {
        altText: '권한 검사',
        linkUrl: '/',
        sortOrder: 0,
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        active: false,
      },
      imageBase64: null,
    }),
  },
  { method: 'GET', path: '/api/admin/guide-tabs', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/guide-tab-save',
    allowed: CONTENT,
    // a text that sanitizing leaves empty: 400, never a write
    input: () => ({ tabIndex: 3, fields: { title: '권한 검사', html: '<script></script>' } }),
  },
  { method: 'GET', path: '/api/admin/sections', allowed: CATALOG, input: () => '' },
  { method: 'GET', path: '/api/admin/site-identity', allowed: CONTENT, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/site-identity',
    allowed: CONTENT,
    // a malformed registration number: 400, never a write
    input: () => ({ ...DEFAULT_BUSINESS_IDENTITY, businessNo: '권한 검사' }),
  },
  {
    method: 'POST',
    path: '/api/admin/section-save',
    allowed: CATALOG,
    // a section that does not exist: 404, never a write
    input: () => ({ section: 'no-such', title: '권한 검사', description: '' }),
  },
  { method: 'GET', path: '/api/admin/category-tree', allowed: CATALOG, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/category-save',
    allowed: CATALOG,
    // a category that does not exist: 404, never a write
    input: () => ({
      categoryId: 99_999_999,
      fields: { parentId: 364, name: '권한 검사', sortOrder: 0, visible: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/category-delete',
    allowed: CATALOG,
    input: () => ({ categoryId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/category-rule-save',
    allowed: CATALOG,
    input: () => ({ categoryId: 99_999_999, ruleTexts: ['권한 검사'], denyMsgOverride: null }),
  },
  {
    method: 'POST',
    path: '/api/admin/product-cover',
    allowed: CATALOG,
    // a product that does not exist, back to the drawn cover: 404, never a write
    input: () => ({ productId: 99_999_999, contentBase64: null }),
  },
  {
    method: 'POST',
    path: '/api/admin/section-banner',
    allowed: CATALOG,
    input: () => ({ section: 'no-such', contentBase64: null }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-delivery-csv',
    allowed: WAREHOUSE,
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from(
        '주문번호,송장번호,상태,처리일시\n99999999,123456789012,배송완료,2026-01-05 14:00\n',
      ).toString('base64'),
    }),
  },
];
