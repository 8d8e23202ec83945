import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffMessage } from '@shop/contract/admin-auth.ts';
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
import { StaffAdminMessage, staffCreateForm } from '@shop/contract/admin-staff.ts';
import { firstRefusal, type Refusal } from '@shop/contract/refusal.ts';
import type * as core from 'zod/v4/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInStaff, staffCall, type SignedInStaff } from '../../test/test-staff-sign-in.ts';

/**
 * The back office's forms, one table of inputs each: the form's schema (what react-hook-form's
 * resolver runs in the drawer) and the server refuse the same input with the same field and
 * words. A complete input passes both: the server then looks for the row (none: 404).
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
