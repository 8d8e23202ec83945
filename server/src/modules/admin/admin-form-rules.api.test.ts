import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffMessage, staffSignIn } from '@shop/contract/admin-auth.ts';
import { ClaimLimits } from '@shop/contract/claim.ts';
import { InquiryAdminMessage, inquiryAnswerForm } from '@shop/contract/admin-inquiries.ts';
import {
  AdminOrderLimits,
  AdminOrderMessage,
  orderNoteForm,
  shipmentForm,
} from '@shop/contract/admin-orders.ts';
import {
  AdminPaymentLimits,
  AdminPaymentMessage,
  depositConfirmForm,
} from '@shop/contract/admin-payments.ts';
import {
  RefundOverrideLimits,
  RefundOverrideMessage,
  RevokeStaffLimits,
  RevokeStaffMessage,
  refundOverrideForm,
  revokePickupForm,
  revokeRejectForm,
} from '@shop/contract/admin-revokes.ts';
import { StaffAdminMessage, staffCreateForm } from '@shop/contract/admin-staff.ts';
import { firstRefusal, type Refusal } from '@shop/contract/refusal.ts';
import type * as core from 'zod/v4/core';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff-seed-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInStaff, staffCall, type SignedInStaff } from '../../test/test-staff-sign-in.ts';

/**
 * The back office's forms, one table of inputs each: the form's schema (what react-hook-form's
 * resolver runs in the drawer or page) and the server refuse the same input with the same field
 * and words. A complete input passes both: the server then looks for the row (none: 404).
 */

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin.demo');
});
afterAll(async () => {
  await t?.close();
});

type Table = [string, Record<string, unknown>, Refusal | null][];

/** Sends each input with the call's other fields, checks the form first, then the server. */
function formAndServer(
  url: string,
  form: core.$ZodType,
  fixed: Record<string, unknown>,
  typed: Record<string, unknown>,
  table: Table,
) {
  it.each(table)('%s', async (_, change, expected) => {
    const input = { ...typed, ...change };
    expect(firstRefusal(form, input)).toEqual(expected);
    const res = await staffCall(t, admin, 'POST', url, { ...fixed, ...input });
    if (!expected) {
      expect(res.statusCode, res.body).not.toBe(400);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
}

const NO_SUCH_ROW = 99_999_999;

describe('staff create: server and form, one table', () => {
  formAndServer(
    '/api/admin/staff-create',
    staffCreateForm,
    {},
    { loginId: 'new.staff', name: '새 직원', role: 'warehouse' },
    [
      ['no login id', { loginId: '' }, { field: 'loginId', message: StaffMessage.loginIdFormat }],
      [
        'a login id starting with a digit',
        { loginId: '1abc' },
        { field: 'loginId', message: StaffMessage.loginIdFormat },
      ],
      [
        'a login id with Hangul',
        { loginId: 'kim한빛' },
        { field: 'loginId', message: StaffMessage.loginIdFormat },
      ],
      ['a blank name', { name: '   ' }, { field: 'name', message: StaffAdminMessage.nameRequired }],
      [
        'a name of 41 characters',
        { name: '가'.repeat(41) },
        { field: 'name', message: StaffAdminMessage.nameTooLong },
      ],
      // last: it creates the account
      ['complete, upper case folded', { loginId: ' New.Staff ' }, null],
    ],
  );
});

describe('inquiry answer: server and form, one table', () => {
  formAndServer(
    '/api/admin/inquiry-answer',
    inquiryAnswerForm,
    { claimWebSiteId: NO_SUCH_ROW },
    { handleMemo: '안녕하세요. 답변드립니다.' },
    [
      [
        'no answer',
        { handleMemo: '' },
        { field: 'handleMemo', message: InquiryAdminMessage.answerRequired },
      ],
      [
        'a blank answer',
        { handleMemo: ' \n ' },
        { field: 'handleMemo', message: InquiryAdminMessage.answerRequired },
      ],
      [
        'an answer too long',
        { handleMemo: '가'.repeat(ClaimLimits.contentMax + 1) },
        { field: 'handleMemo', message: InquiryAdminMessage.answerTooLong },
      ],
      ['complete', {}, null],
    ],
  );
});

describe('order note: server and form, one table', () => {
  formAndServer(
    '/api/admin/order-note',
    orderNoteForm,
    { orderId: NO_SUCH_ROW },
    { body: '고객이 문 앞에 두라고 전화함' },
    [
      ['no note', { body: '' }, { field: 'body', message: AdminOrderMessage.noteRequired }],
      ['a blank note', { body: '   ' }, { field: 'body', message: AdminOrderMessage.noteRequired }],
      [
        'a note too long',
        { body: '가'.repeat(AdminOrderLimits.noteMax + 1) },
        { field: 'body', message: AdminOrderMessage.noteTooLong },
      ],
      ['complete', {}, null],
    ],
  );
});

describe('shipment: server and form, one table', () => {
  const format = (courier: string) => ({
    field: 'invoiceNo',
    message: AdminOrderMessage.invoiceFormat(courier),
  });
  formAndServer(
    '/api/admin/order-ship',
    shipmentForm,
    { orderId: NO_SUCH_ROW },
    { logisticCd: 'CJ', invoiceNo: '568300001111' },
    [
      [
        'no invoice',
        { invoiceNo: '' },
        { field: 'invoiceNo', message: AdminOrderMessage.invoiceRequired },
      ],
      [
        'a blank invoice',
        { invoiceNo: '  ' },
        { field: 'invoiceNo', message: AdminOrderMessage.invoiceRequired },
      ],
      ['letters in a CJ invoice', { invoiceNo: '56830000111A' }, format('CJ대한통운')],
      ['a CJ invoice too short', { invoiceNo: '568300' }, format('CJ대한통운')],
      ['a Logen invoice of 12 digits', { logisticCd: 'LOGEN' }, format('로젠택배')],
      [
        'an EMS number for a domestic courier',
        { invoiceNo: 'EE123456789KR' },
        format('CJ대한통운'),
      ],
      ['an invoice far too long', { invoiceNo: '5'.repeat(41) }, format('CJ대한통운')],
      [
        'a courier not in the list',
        { logisticCd: 'DHL' },
        { field: 'logisticCd', message: AdminOrderMessage.courierUnknown },
      ],
      ['complete', {}, null],
      ['complete, with hyphens and spaces', { invoiceNo: '5683-0000 1111' }, null],
      ['an EMS number for EMS', { logisticCd: 'EMS', invoiceNo: 'ee123456789kr' }, null],
    ],
  );
});

describe('deposit confirmation: server and form, one table', () => {
  formAndServer(
    '/api/admin/deposit-confirm',
    depositConfirmForm,
    { paymentId: NO_SUCH_ROW },
    { reason: '은행 입금 내역 확인' },
    [
      [
        'no reason',
        { reason: '' },
        { field: 'reason', message: AdminPaymentMessage.reasonRequired },
      ],
      [
        'a reason shorter than the least',
        { reason: ` ${'가'.repeat(AdminPaymentLimits.reasonMin - 1)} ` },
        { field: 'reason', message: AdminPaymentMessage.reasonRequired },
      ],
      [
        'a reason too long',
        { reason: '가'.repeat(AdminPaymentLimits.reasonMax + 1) },
        { field: 'reason', message: AdminPaymentMessage.reasonTooLong },
      ],
      ['complete', {}, null],
    ],
  );
});

describe('refund override: server and form, one table', () => {
  // the form takes the amount as typed; the call carries the number the form makes of it
  const typed = { refundTotal: '12,000', reason: '반품 교재 표지 훼손, 2,000원 차감' };
  const table: [string, Partial<typeof typed>, Refusal | null][] = [
    ['no amount', { refundTotal: '' }, amountInvalid()],
    ['a negative amount', { refundTotal: '-1' }, amountInvalid()],
    ['an amount with a fraction', { refundTotal: '1.5' }, amountInvalid()],
    [
      'more than any refund',
      { refundTotal: String(RefundOverrideLimits.maxAmount + 1) },
      amountInvalid(),
    ],
    [
      'no reason',
      { reason: '' },
      { field: 'reason', message: RefundOverrideMessage.reasonRequired },
    ],
    [
      'a blank reason',
      { reason: '  ' },
      { field: 'reason', message: RefundOverrideMessage.reasonRequired },
    ],
    [
      'a reason too long',
      { reason: '가'.repeat(RefundOverrideLimits.reasonMax + 1) },
      { field: 'reason', message: RefundOverrideMessage.reasonTooLong },
    ],
    ['complete', {}, null],
    ['zero', { refundTotal: '0' }, null],
  ];
  function amountInvalid(): Refusal {
    return { field: 'refundTotal', message: RefundOverrideMessage.amountInvalid };
  }
  /** What the call carries for a typed amount: its digits as a number, else the text as it is. */
  const sentAmount = (text: string) => {
    const plain = text.replaceAll(',', '').trim();
    return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
  };

  it.each(table)('%s', async (_, change, expected) => {
    const input = { ...typed, ...change };
    expect(firstRefusal(refundOverrideForm, input)).toEqual(expected);
    const res = await staffCall(t, admin, 'POST', '/api/admin/revoke-refund-override', {
      revokeId: NO_SUCH_ROW,
      refundTotal: sentAmount(input.refundTotal),
      reason: input.reason,
    });
    if (!expected) {
      expect(res.statusCode, res.body).toBe(404);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});

describe('return pickup: server and form, one table', () => {
  const format = (courier: string) => ({
    field: 'recallInvoiceNumber',
    message: AdminOrderMessage.invoiceFormat(courier),
  });
  formAndServer(
    '/api/admin/revoke-pickup',
    revokePickupForm,
    { revokeId: NO_SUCH_ROW },
    { recallLogisticCd: 'CJ', recallInvoiceNumber: '650000000001' },
    [
      [
        'no invoice',
        { recallInvoiceNumber: '' },
        { field: 'recallInvoiceNumber', message: AdminOrderMessage.invoiceRequired },
      ],
      [
        'a blank invoice',
        { recallInvoiceNumber: '   ' },
        { field: 'recallInvoiceNumber', message: AdminOrderMessage.invoiceRequired },
      ],
      ['letters in a CJ invoice', { recallInvoiceNumber: '65000000000A' }, format('CJ대한통운')],
      ['a CJ invoice too short', { recallInvoiceNumber: '650000' }, format('CJ대한통운')],
      ['a post invoice of 12 digits', { recallLogisticCd: 'POST' }, format('우체국택배')],
      ['an invoice far too long', { recallInvoiceNumber: '6'.repeat(41) }, format('CJ대한통운')],
      [
        'EMS for a return (overseas returns go through an inquiry)',
        { recallLogisticCd: 'EMS', recallInvoiceNumber: 'EE123456789KR' },
        { field: 'recallLogisticCd', message: AdminOrderMessage.courierUnknown },
      ],
      [
        'a courier not in the list',
        { recallLogisticCd: 'DHL' },
        { field: 'recallLogisticCd', message: AdminOrderMessage.courierUnknown },
      ],
      ['complete', {}, null],
      ['complete, with hyphens and spaces', { recallInvoiceNumber: '6500-0000 0001' }, null],
    ],
  );
});

describe('return reject: server and form, one table', () => {
  formAndServer(
    '/api/admin/revoke-reject',
    revokeRejectForm,
    { revokeId: NO_SUCH_ROW },
    { rejectReason: '반품 기간이 지난 신청입니다.' },
    [
      [
        'no reason',
        { rejectReason: '' },
        { field: 'rejectReason', message: RevokeStaffMessage.rejectReasonRequired },
      ],
      [
        'a blank reason',
        { rejectReason: ' \n ' },
        { field: 'rejectReason', message: RevokeStaffMessage.rejectReasonRequired },
      ],
      [
        'a reason too long',
        { rejectReason: '가'.repeat(RevokeStaffLimits.rejectReasonMax + 1) },
        { field: 'rejectReason', message: RevokeStaffMessage.rejectReasonTooLong },
      ],
      ['complete', {}, null],
    ],
  );
});

describe('staff sign-in: server and form, one table', () => {
  const table: Table = [
    ['no login id', { loginId: '' }, { field: 'loginId', message: StaffMessage.loginIdRequired }],
    [
      'a blank login id',
      { loginId: '   ' },
      { field: 'loginId', message: StaffMessage.loginIdRequired },
    ],
    [
      'no password',
      { password: '' },
      { field: 'password', message: StaffMessage.passwordRequired },
    ],
    [
      'neither (the login id is named first)',
      { loginId: '', password: '' },
      { field: 'loginId', message: StaffMessage.loginIdRequired },
    ],
    // last: it signs in (the id as typed: spaces and capitals)
    ['complete', { loginId: ' CS.Demo ' }, null],
  ];
  it.each(table)('%s', async (_, change, expected) => {
    const input = { loginId: 'cs.demo', password: DEMO_STAFF_PASSWORD, ...change };
    expect(firstRefusal(staffSignIn.body, input)).toEqual(expected);
    const res = await staffCall(t, undefined, 'POST', '/api/admin/sign-in', input);
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});
