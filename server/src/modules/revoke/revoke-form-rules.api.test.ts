import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffMessage, staffPasswordRules } from '@shop/contract/admin-auth.ts';
import { ClaimMessage, claimWebsiteCreateBody } from '@shop/contract/claim.ts';
import { firstRefusal, type Refusal } from '@shop/contract/refusal.ts';
import { RevokeMessage } from '@shop/contract/revoke.ts';
import { firstRevokeRefusal } from '@shop/contract/revoke-forms.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstCompleteAddress, post } from '../../test/checkout-test-kit.ts';
import {
  SEOJUN,
  calc,
  closeNotificationStub,
  create,
  dev,
  items,
  paidOrder,
} from '../../test/revoke-test-kit.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { signInStaff, staffCall } from '../../test/test-staff-sign-in.ts';

/**
 * One table of inputs per form, sent to the server and checked by the form's schema (what the
 * web's react-hook-form resolver runs): the cancel/return request's refund account, its recall
 * address and return-fee method, the 1:1 inquiry and the staff password change refuse the same
 * input with the same field and words.
 */

let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const PAPER = 42;
const account = { bankName: '국민은행', bankAccount: '123456789012', bankAccountName: '김민정' };
const refundAccountTable: [string, Partial<typeof account>, Refusal | null][] = [
  ['no bank', { bankName: '' }, { field: 'bankName', message: RevokeMessage.refundAccount }],
  [
    'no account',
    { bankAccount: ' ' },
    { field: 'bankAccount', message: RevokeMessage.refundAccount },
  ],
  [
    'an account too short',
    { bankAccount: '12-34' },
    { field: 'bankAccount', message: RevokeMessage.refundAccount },
  ],
  [
    'an account with letters',
    { bankAccount: '1234abc5678' },
    { field: 'bankAccount', message: RevokeMessage.refundAccount },
  ],
  [
    'no holder',
    { bankAccountName: '' },
    { field: 'bankAccountName', message: RevokeMessage.refundAccount },
  ],
  // last: it makes the request
  ['complete, with hyphens', { bankAccount: '123-456-789012' }, null],
];

describe('the refund account of a virtual-account cancel: server and form, one table', () => {
  let body: { orderId: number; recallItems: { orderItemId: number; qty: number }[] };
  let needs: { needsRefundAccount: boolean; needsRecall: boolean; recallFee: number };
  beforeAll(async () => {
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }], '가상계좌');
    const [item] = await items(t, o.orderId);
    body = { orderId: o.orderId, recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }] };
    needs = (await calc(t, kim, body)).json().data;
    expect(needs).toMatchObject({ needsRefundAccount: true, needsRecall: false, recallFee: 0 });
  });

  it.each(refundAccountTable)('%s', async (_, change, expected) => {
    const bank = { ...account, ...change };
    expect(
      firstRevokeRefusal({ ...needs, ...bank, deliveryId: null, paymentTypeCd: null }),
    ).toEqual(expected);
    const res = await create(t, kim, { ...body, ...bank });
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});

describe('the recall address and the return-fee method of a return: server and step, one table', () => {
  let body: { orderId: number; recallItems: { orderItemId: number; qty: number }[] };
  let needs: { needsRefundAccount: boolean; needsRecall: boolean; recallFee: number };
  let address: number;
  beforeAll(async () => {
    // a card order shipped, returned by change of mind: a pickup address and a fee to pay
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }]);
    await dev(t, kim, 'order-ship', { orderId: o.orderId });
    const [item] = await items(t, o.orderId);
    body = { orderId: o.orderId, recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }] };
    address = await firstCompleteAddress(t, kim);
    needs = (await calc(t, kim, { ...body, recallReasonCd: '단순변심' })).json().data;
    expect(needs).toMatchObject({ needsRefundAccount: false, needsRecall: true });
    expect(needs.recallFee).toBeGreaterThan(0);
  });

  type Choice = { deliveryId: number | null; paymentTypeCd: '신용카드' | '가상계좌' | null };
  const table: [string, (address: number) => Choice, Refusal | null][] = [
    [
      'no address',
      () => ({ deliveryId: null, paymentTypeCd: '신용카드' }),
      { field: 'deliveryId', message: RevokeMessage.recallAddress },
    ],
    [
      'no way to pay the fee',
      (a) => ({ deliveryId: a, paymentTypeCd: null }),
      { field: 'paymentTypeCd', message: RevokeMessage.choosePayment },
    ],
    [
      'neither (the address is named first)',
      () => ({ deliveryId: null, paymentTypeCd: null }),
      { field: 'deliveryId', message: RevokeMessage.recallAddress },
    ],
    // last: it makes the request
    ['complete', (a) => ({ deliveryId: a, paymentTypeCd: '가상계좌' }), null],
  ];

  it.each(table)('%s', async (_, choose, expected) => {
    const choice = choose(address);
    expect(
      firstRevokeRefusal({
        ...needs,
        bankName: null,
        bankAccount: null,
        bankAccountName: null,
        ...choice,
      }),
    ).toEqual(expected);
    const res = await create(t, kim, { ...body, recallReasonCd: '단순변심', ...choice });
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ revokeProgressCd: '반품비결제대기' });
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});

const inquiry = {
  categoryName: '환불 / 반품 > 반품 신청',
  title: '반품 문의',
  inquiryMemo: '내용',
};
const inquiryTable: [string, Partial<typeof inquiry>, Refusal | null][] = [
  [
    'no category',
    { categoryName: '' },
    { field: 'categoryName', message: ClaimMessage.categoryRequired },
  ],
  ['a blank title', { title: '  ' }, { field: 'title', message: ClaimMessage.titleRequired }],
  [
    'a title of 101 characters',
    { title: '가'.repeat(101) },
    { field: 'title', message: ClaimMessage.titleTooLong },
  ],
  [
    'no question',
    { inquiryMemo: '' },
    { field: 'inquiryMemo', message: ClaimMessage.contentRequired },
  ],
  [
    'a question of 4,001 characters',
    { inquiryMemo: '가'.repeat(4001) },
    { field: 'inquiryMemo', message: ClaimMessage.contentTooLong },
  ],
  ['complete', {}, null],
];

describe('the 1:1 inquiry: server and form, one table', () => {
  it.each(inquiryTable)('%s', async (_, change, expected) => {
    const input = { ...inquiry, ...change };
    expect(firstRefusal(claimWebsiteCreateBody, input)).toEqual(expected);
    const res = await post(t, kim, '/api/member-svc/claim-website-create', input);
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});

const CURRENT = 'demo-staff-1234';
const passwordTable: [string, { currentPassword?: string; newPassword: string }, Refusal | null][] =
  [
    [
      'no current password',
      { currentPassword: '', newPassword: 'Hanbit-2024-pass' },
      { field: 'currentPassword', message: StaffMessage.currentPasswordRequired },
    ],
    [
      'too short',
      { newPassword: 'abc123' },
      { field: 'newPassword', message: StaffMessage.weakPassword },
    ],
    [
      'letters only',
      { newPassword: 'onlyletters' },
      { field: 'newPassword', message: StaffMessage.weakPassword },
    ],
    [
      'digits only',
      { newPassword: '12345678901' },
      { field: 'newPassword', message: StaffMessage.weakPassword },
    ],
    [
      'with the login id',
      { newPassword: 'CS.DEMO-2024-pass' },
      { field: 'newPassword', message: StaffMessage.sameAsLoginId },
    ],
    [
      'the current one',
      { newPassword: CURRENT },
      { field: 'newPassword', message: StaffMessage.samePassword },
    ],
  ];

describe('the staff password change: server and form, one table', () => {
  it.each(passwordTable)('%s', async (_, change, expected) => {
    const input = { currentPassword: CURRENT, ...change };
    expect(firstRefusal(staffPasswordRules('cs.demo'), input)).toEqual(expected);
    const cs = await signInStaff(t, 'cs.demo');
    const res = await staffCall(t, cs, 'POST', '/api/admin/password-change', input);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected!);
  });
});
