import { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@shop/contract/admin-permissions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/**
 * Every staff endpoint × every role: allowed (any answer but 401/403) or refused (403), written
 * out by hand so that a change of the permission table shows up here. The table must name every
 * `/api/admin/*` route the app has.
 */

type Allowed = Record<StaffRole, boolean>;
const ALL: Allowed = {
  customer_service: true,
  warehouse: true,
  finance: true,
  merchandiser: true,
  administrator: true,
};
/** The roles that work on orders (the merchandiser does not). */
const ORDERS_READ: Allowed = { ...ALL, merchandiser: false };
const ADMIN_ONLY: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: false,
  merchandiser: false,
  administrator: true,
};
const CS: Allowed = {
  customer_service: true,
  warehouse: false,
  finance: false,
  merchandiser: false,
  administrator: true,
};

const WAREHOUSE: Allowed = {
  customer_service: false,
  warehouse: true,
  finance: false,
  merchandiser: false,
  administrator: true,
};

const FINANCE: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: true,
  merchandiser: false,
  administrator: true,
};

const REVOKES_READ: Allowed = ORDERS_READ;
const RECALLS: Allowed = WAREHOUSE;
const REFUNDS: Allowed = FINANCE;
const CATALOG: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: false,
  merchandiser: true,
  administrator: true,
};
const FEES: Allowed = CATALOG;
const CONTENT: Allowed = CATALOG;

interface Row {
  method: 'GET' | 'POST';
  path: string;
  allowed: Allowed;
  /** Query string or JSON body of a well-formed call. */
  input: () => string | Record<string, unknown>;
}

let t: TestApp;
let sessions: Record<StaffRole, SignedInStaff>;
let target: number;
let seq = 0;

const TABLE: Row[] = [
  { method: 'GET', path: '/api/admin/me', allowed: ALL, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/password-change',
    allowed: ALL,
    input: () => ({ currentPassword: 'not-the-current-1', newPassword: 'Another-pass-2024' }),
  },
  { method: 'GET', path: '/api/admin/inquiries', allowed: CS, input: () => '?status=all' },
  { method: 'GET', path: '/api/admin/inquiry', allowed: CS, input: () => '?claimWebSiteId=1' },
  {
    method: 'POST',
    path: '/api/admin/inquiry-answer',
    allowed: CS,
    input: () => ({ claimWebSiteId: 1, handleMemo: '권한 검사 답변', revise: true }),
  },
  { method: 'GET', path: '/api/admin/answer-templates', allowed: CS, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/answer-template-save',
    allowed: CS,
    input: () => ({ title: `권한 ${(seq += 1)}`, categoryName: null, body: '내용' }),
  },
  {
    method: 'POST',
    path: '/api/admin/answer-template-delete',
    allowed: CS,
    input: () => ({ answerTemplateId: 999_999 }),
  },
  { method: 'GET', path: '/api/admin/audit-logs', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    allowed: ADMIN_ONLY,
    input: () => '?auditLogId=1',
  },
  { method: 'GET', path: '/api/admin/staff', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/staff-create',
    allowed: ADMIN_ONLY,
    input: () => ({ loginId: `perm.${(seq += 1)}`, name: '권한 검사', role: 'warehouse' }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-disable',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: target, disabled: false }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-password-reset',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: target }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff-role-change',
    allowed: ADMIN_ONLY,
    input: () => ({ staffId: target, role: 'finance' }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    allowed: ORDERS_READ,
    input: () => '?progress=결제완료',
  },
  { method: 'GET', path: '/api/admin/order', allowed: ORDERS_READ, input: () => '?orderId=1' },
  { method: 'GET', path: '/api/admin/notice-templates', allowed: ORDERS_READ, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/order-note',
    allowed: ORDERS_READ,
    input: () => ({ orderId: 1, body: '권한 검사 메모' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-prepare',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1 }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-ship',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1, logisticCd: 'CJ', invoiceNo: '123456789012' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-deliver',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1 }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-withdrawal-exception',
    allowed: RECALLS,
    input: () => ({ orderId: 1, reason: '권한 검사' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-shipment-csv',
    allowed: WAREHOUSE,
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('orderId,courier,invoice\n1,CJ,123456789012\n').toString('base64'),
    }),
  },
  { method: 'GET', path: '/api/admin/deposits', allowed: FINANCE, input: () => '?state=expired' },
  {
    method: 'POST',
    path: '/api/admin/deposit-confirm',
    allowed: FINANCE,
    input: () => ({ paymentId: 99_999_999, reason: '권한 검사' }),
  },
  {
    method: 'GET',
    path: '/api/admin/reconciliation',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01',
  },
  {
    method: 'GET',
    path: '/api/admin/sales-report',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01',
  },
  {
    method: 'GET',
    path: '/api/admin/sales-report-csv',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01&table=daily',
  },
  { method: 'GET', path: '/api/admin/revokes', allowed: REVOKES_READ, input: () => '' },
  { method: 'GET', path: '/api/admin/revoke', allowed: REVOKES_READ, input: () => '?revokeId=1' },
  {
    method: 'POST',
    path: '/api/admin/revoke-pickup',
    allowed: RECALLS,
    input: () => ({
      revokeId: 99_999_999,
      recallLogisticCd: 'CJ',
      recallInvoiceNumber: '650000000001',
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-inspect',
    allowed: RECALLS,
    input: () => ({ revokeId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-refund',
    allowed: REFUNDS,
    input: () => ({ revokeId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-refund-override',
    allowed: REFUNDS,
    input: () => ({ revokeId: 99_999_999, refundTotal: 1000, reason: '권한 검사' }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-reject',
    allowed: RECALLS,
    input: () => ({ revokeId: 99_999_999, rejectReason: '권한 검사' }),
  },
  { method: 'GET', path: '/api/admin/categories', allowed: CATALOG, input: () => '' },
  { method: 'GET', path: '/api/admin/search-synonyms', allowed: CATALOG, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/search-synonym-save',
    allowed: CATALOG,
    // a group that does not exist: 404, never a write
    input: () => ({ synonymId: 99_999_999, terms: ['권한검사', '권한확인'] }),
  },
  {
    method: 'POST',
    path: '/api/admin/search-synonym-delete',
    allowed: CATALOG,
    input: () => ({ synonymId: 99_999_999 }),
  },
  {
    method: 'GET',
    path: '/api/admin/search-misses',
    allowed: CATALOG,
    input: () => '?from=2026-11-01&to=2026-11-25',
  },
  { method: 'GET', path: '/api/admin/products', allowed: CATALOG, input: () => '?q=교재' },
  { method: 'GET', path: '/api/admin/product', allowed: CATALOG, input: () => '?productId=1' },
  { method: 'GET', path: '/api/admin/products-csv', allowed: CATALOG, input: () => '?q=교재' },
  {
    method: 'POST',
    path: '/api/admin/products-csv-preview',
    allowed: CATALOG,
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('상품번호\n').toString('base64'),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/products-csv-apply',
    allowed: CATALOG,
    // a file without its columns: refused with its line, never a write
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('상품번호\n').toString('base64'),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/product-save',
    allowed: CATALOG,
    // a well-formed call on a product that does not exist: refused or 404, never a write
    input: () => ({
      productId: 99_999_999,
      fields: {
        categoryId: 1,
        kind: 'book',
        displayName: '권한 검사',
        author: null,
        manufacture: null,
        isbn: null,
        publishedDate: null,
        language: null,
        paperSize: null,
        pages: null,
        comprisal: null,
        bookBinding: null,
        certificationMark: null,
        deliveryHtml: null,
        canOversea: false,
        html: null,
        isStb: false,
        supportDevice: null,
        fileSize: null,
        markedPrice: 1000,
        sellPrice: 1000,
        canBuyMultiple: true,
        additionalNotice: null,
        shipWeightG: 0,
        isSupple: false,
        suppleEbookProductId: null,
        freeDelivery: false,
        saleStatus: 'onSale',
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/product-sale-status',
    allowed: CATALOG,
    input: () => ({ productId: 99_999_999, saleStatus: 'soldOut' }),
  },
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
    // bytes that are not a PDF: 400, never a write
    input: () => ({ kind: 'terms', version: '2099-01-01', contentBase64: 'aGVsbG8=' }),
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
      contentBase64: null,
    }),
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
  { method: 'GET', path: '/api/admin/retention-settings', allowed: ADMIN_ONLY, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/retention-settings',
    allowed: ADMIN_ONLY,
    input: () => ({ kind: 'complaints', years: 3 }),
  },
  { method: 'GET', path: '/api/admin/retention-runs', allowed: ADMIN_ONLY, input: () => '' },
  { method: 'POST', path: '/api/admin/retention-dry-run', allowed: ADMIN_ONLY, input: () => ({}) },
  {
    method: 'POST',
    path: '/api/admin/retention-purge',
    allowed: ADMIN_ONLY,
    // not the latest dry run: 409, never a purge
    input: () => ({ dryRunId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/member-erasure',
    allowed: ADMIN_ONLY,
    // a member the shop never saw: 404, never a write
    input: () => ({ memberId: 99_999_999, reason: '권한 검사' }),
  },
];

/** Checked apart: sign-in needs no session, sign-out ends the one it is given. */
const PUBLIC_OR_LAST = ['POST /api/admin/sign-in', 'POST /api/admin/sign-out'];

function call(row: Row, who: SignedInStaff | { headers: Record<string, string> } | undefined) {
  const input = row.input();
  return row.method === 'GET'
    ? staffCall(t, who, 'GET', `${row.path}${String(input)}`)
    : staffCall(t, who, 'POST', row.path, input);
}

beforeAll(async () => {
  t = await createTestApp();
  const entries = await Promise.all(
    STAFF_ROLES.map(async (role) => [role, await signInStaff(t, demoLoginOf(role))] as const),
  );
  sessions = Object.fromEntries(entries) as Record<StaffRole, SignedInStaff>;
  const created = await staffCall(t, sessions.administrator, 'POST', '/api/admin/staff-create', {
    loginId: 'perm.target',
    name: '대상',
    role: 'warehouse',
  });
  target = created.json().data.staff.staffId;
});
afterAll(async () => {
  await t?.close();
});

describe('staff endpoints × roles', () => {
  it('the table names every staff route of the app', () => {
    const registered = t.app.staffEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    const listed = [...TABLE.map((r) => `${r.method} ${r.path}`), ...PUBLIC_OR_LAST].sort();
    expect(registered).toEqual(listed);
    expect(t.app.staffEndpoints.find((e) => e.path === '/api/admin/sign-in')?.access).toBe(
      'public',
    );
  });

  for (const row of TABLE) {
    for (const role of STAFF_ROLES) {
      const expected = row.allowed[role] ? 'allowed' : 'refused';
      it(`${row.method} ${row.path} as ${role}: ${expected}`, async () => {
        const res = await call(row, sessions[role]);
        if (row.allowed[role]) {
          expect([401, 403], res.body).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().error.code).toBe('FORBIDDEN');
        }
      });
    }
  }

  it('every staff route but sign-in answers 401 without a staff session, and to a member', async () => {
    const member = await signInAs(t, 'parent.kim');
    for (const row of TABLE) {
      expect((await call(row, undefined)).statusCode, row.path).toBe(401);
      expect((await call(row, member)).statusCode, row.path).toBe(401);
    }
    const signOut = await staffCall(t, member, 'POST', '/api/admin/sign-out');
    expect(signOut.statusCode).toBe(401);
  });

  it('a refused call is refused before its input is read', async () => {
    const res = await staffCall(t, sessions.warehouse, 'POST', '/api/admin/staff-create', {
      nonsense: true,
    });
    expect(res.statusCode).toBe(403);
  });

  it('sign-out is open to every role', async () => {
    for (const role of STAFF_ROLES) {
      const res = await staffCall(t, sessions[role], 'POST', '/api/admin/sign-out');
      expect(res.statusCode, role).toBe(200);
    }
  });
});
