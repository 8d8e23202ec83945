import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { RevokeLimits } from '@shop/contract/revoke.ts';
import { firstCompleteAddress, post } from '../../test/checkout-test-kit.ts';
import { withdrawOverdueFees } from './revoke-fee-repository.ts';
import {
  SEOJUN,
  calc,
  closeNotificationStub,
  create,
  deposit,
  detail,
  dev,
  items,
  paidOrder,
  returnTo,
} from '../../test/revoke-test-kit.ts';

/**
 * The return fee paid by virtual account or by card on a phone, a request superseded before its
 * fee was paid, and the withdrawal of requests whose fee stays unpaid.
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

async function shippedReturn(qty: number) {
  const o = await paidOrder(t, kim, [{ productId: PAPER, qty, cdi: SEOJUN }]);
  await dev(t, kim, 'order-ship', { orderId: o.orderId });
  await dev(t, kim, 'order-age', { orderId: o.orderId, days: 20 });
  const [item] = await items(t, o.orderId);
  const body = {
    orderId: o.orderId,
    recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
    deliveryId: await firstCompleteAddress(t, kim),
    recallReasonCd: '단순변심',
  };
  return { ...o, item: item!, body };
}

const feeForm = (revokeId: number, paymentTypeCd: '신용카드' | '가상계좌', mobile = false) =>
  post(t, kim, '/api/inicis/get-parameter-of-revoke', { revokeId, paymentTypeCd, mobile });

/** The phone's window posts to the mobile next address, which redirects to the result page. */
async function mobileNextTo(fields: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inicis-mobile/pay-recall-fee-next',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location as string;
}

const revokeRows = (orderId: number) =>
  queryRows<{ revoke_id: number; revoke_progress_cd: string }>(
    t.database.db,
    sql`select revoke_id, revoke_progress_cd from revokes where order_id = ${orderId}
      order by revoke_id`,
  );

const feeRows = (revokeId: number) =>
  queryRows<{ status: string; channel: string }>(
    t.database.db,
    sql`select status, channel from revoke_fee_payments where revoke_id = ${revokeId}
      order by fee_payment_id`,
  );

describe('return fee', () => {
  it('by virtual account: the account is shown until the deposit, applied once', async () => {
    const o = await shippedReturn(2);
    const res = await create(t, kim, { ...o.body, paymentTypeCd: '가상계좌' });
    const revokeId = res.json().data.revokeId as number;
    const form = await feeForm(revokeId, '가상계좌');
    expect(form.statusCode, form.body).toBe(200);
    const back = await payInWindow(form.json().data, 'approve');
    expect(await returnTo(t, '/api/inicis/pay-recall-fee-ok', back.fields)).toBe(
      `/mypage/recall-success/vbank/${revokeId}`,
    );
    let d = (await detail(t, kim, revokeId)).json().data;
    expect(d).toMatchObject({ revokeProgressCd: '반품비결제대기', recallFeePaid: false });
    expect(d.vbVirtualBankAccount).toMatch(/예금주/);
    expect(d.feeDueDatetime).toBeTruthy();
    // a second window for the same fee is refused while the account is open
    expect((await feeForm(revokeId, '신용카드')).statusCode).toBe(409);

    const [fee] = await queryRows<{ tid: string }>(
      t.database.db,
      sql`select pg_transaction_id as tid from revoke_fee_payments
        where revoke_id = ${revokeId} and status = 'waiting_deposit'`,
    );
    // PC deposits arrive at the merchant's one notification URL, the order one
    const fields = await deposit(t, fee!.tid, '/api/inicis/pc-noti-service-order');
    d = (await detail(t, kim, revokeId)).json().data;
    expect(d).toMatchObject({
      revokeProgressCd: '환불대기',
      recallFeePaid: true,
      vbVirtualBankAccount: null,
    });
    // the same notification again: answered OK, applied once
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/inicis/pc-noti-service-order',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(replay.body).toBe('OK');
    const [events] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from gateway_events where kind = 'recall-fee-deposit' and tid = ${fee!.tid}`,
    );
    expect(events!.n).toBe(1);
  });

  it('reading the order or a calculation writes nothing: only the next request withdraws an unpaid one', async () => {
    const o = await shippedReturn(1);
    const first = await create(t, kim, { ...o.body, paymentTypeCd: '신용카드' });
    const firstId = first.json().data.revokeId as number;
    expect((await feeForm(firstId, '신용카드')).statusCode).toBe(200);
    const before = await revokeRows(o.orderId);
    // the member gives up on that window and looks again: shown as the next request finds it
    const read = await post(t, kim, '/api/member-svc/order-for-create-revoke', {
      orderId: o.orderId,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.items[0]).toMatchObject({ qtyEffected: 1, revocable: true });
    const calculated = await calc(t, kim, o.body);
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect(calculated.json().data.refundTotal).toBeGreaterThan(0);
    expect(await revokeRows(o.orderId)).toEqual(before);
    expect(before).toEqual([{ revoke_id: firstId, revoke_progress_cd: '반품비결제대기' }]);
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(0);
    expect((await feeRows(firstId)).map((f) => f.status)).toEqual(['requested']);
  });

  it('a new request supersedes an unpaid one; its late approval is undone', async () => {
    const o = await shippedReturn(1);
    const first = await create(t, kim, { ...o.body, paymentTypeCd: '신용카드' });
    const firstId = first.json().data.revokeId as number;
    const window = (await feeForm(firstId, '신용카드')).json().data;
    // the member gives up on that window and asks again
    const second = await create(t, kim, { ...o.body, paymentTypeCd: '신용카드' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await detail(t, kim, firstId)).json().data.revokeProgressCd).toBe('철회');
    expect((await items(t, o.orderId))[0]!.qty_effected).toBe(0);
    const back = await payInWindow(window, 'approve');
    expect(await returnTo(t, '/api/inicis/pay-recall-fee-ok', back.fields)).toMatch(
      /^\/mypage\/payment-fail\?resultMsg=/,
    );
    expect((await detail(t, kim, firstId)).json().data.revokeProgressCd).toBe('철회');
    const fees = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from revoke_fee_payments where revoke_id = ${firstId}`,
    );
    expect(fees.map((f) => f.status)).toEqual(['failed']);
    const list = (await post(t, kim, '/api/member-svc/order-list', {})).json().list;
    const row = list.find((r: { orderId: number }) => r.orderId === o.orderId);
    expect(row).toMatchObject({ relatedRevokeCount: 2, canRevoke: false });
  });

  it('by card on a phone: a cancelled window leaves the fee due, the next one pays it', async () => {
    const o = await shippedReturn(1);
    const revokeId = (await create(t, kim, { ...o.body, paymentTypeCd: '신용카드' })).json().data
      .revokeId as number;
    const cancelled = await payInWindow(
      (await feeForm(revokeId, '신용카드', true)).json().data,
      'cancel',
    );
    expect(await mobileNextTo(cancelled.fields)).toBe('/mypage/payment-fail?resultMsg=declined');
    expect((await detail(t, kim, revokeId)).json().data).toMatchObject({
      revokeProgressCd: '반품비결제대기',
      recallFeePaid: false,
    });

    const form = (await feeForm(revokeId, '신용카드', true)).json().data;
    const back = await payInWindow(form, 'approve');
    expect(await mobileNextTo(back.fields)).toBe(`/mypage/recall-success/universal/${revokeId}`);
    expect((await detail(t, kim, revokeId)).json().data).toMatchObject({
      revokeProgressCd: '환불대기',
      recallFeePaid: true,
    });
    // the cancel the window posted is unsigned: it closed nothing (issue 18 §1)
    expect(await feeRows(revokeId)).toEqual([
      { status: 'requested', channel: 'mobile' },
      { status: 'approved', channel: 'mobile' },
    ]);
    // the window's answer posted again approves nothing more
    expect(await mobileNextTo(back.fields)).toBe(`/mypage/recall-success/universal/${revokeId}`);
    expect((await feeRows(revokeId)).filter((f) => f.status === 'approved')).toHaveLength(1);
  });

  it('a fee left unpaid past its window is withdrawn and the quantity given back', async () => {
    const unpaid = await shippedReturn(1);
    const unpaidId = (await create(t, kim, { ...unpaid.body, paymentTypeCd: '신용카드' })).json()
      .data.revokeId as number;
    expect((await items(t, unpaid.orderId))[0]!.qty_effected).toBe(0);
    // another request whose account is open and not yet due stays
    const open = await shippedReturn(1);
    const openId = (await create(t, kim, { ...open.body, paymentTypeCd: '가상계좌' })).json().data
      .revokeId as number;
    const vbank = await payInWindow((await feeForm(openId, '가상계좌')).json().data, 'approve');
    await returnTo(t, '/api/inicis/pay-recall-fee-ok', vbank.fields);

    const withdraw = (minutesLater: number) =>
      t.database.db.transaction((tx) =>
        withdrawOverdueFees(
          tx,
          new Date(Date.now() + minutesLater * 60_000),
          RevokeLimits.cardFeeWindowMinutes * 60_000,
        ),
      );
    // within the card window nothing is withdrawn
    await withdraw(RevokeLimits.cardFeeWindowMinutes - 5);
    expect((await detail(t, kim, unpaidId)).json().data.revokeProgressCd).toBe('반품비결제대기');

    await withdraw(RevokeLimits.cardFeeWindowMinutes + 1);
    expect((await detail(t, kim, unpaidId)).json().data.revokeProgressCd).toBe('철회');
    expect((await items(t, unpaid.orderId))[0]!.qty_effected).toBe(1);
    expect((await detail(t, kim, openId)).json().data.revokeProgressCd).toBe('반품비결제대기');
  });
});
