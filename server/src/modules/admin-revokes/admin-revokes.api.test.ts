import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../auth/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../admin/test-staff-sign-in.ts';
import {
  SEOJUN,
  closeNotificationStub,
  create,
  detail,
  items,
  paidOrder,
} from '../revoke/revoke-test-kit.ts';

let t: TestApp;
let kim: SignedIn;
let finance: SignedInStaff;
let warehouse: SignedInStaff;
let cs: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  [kim, finance, warehouse, cs] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInStaff(t, demoLoginOf('finance')),
    signInStaff(t, demoLoginOf('warehouse')),
    signInStaff(t, demoLoginOf('customer_service')),
  ]);
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

const PAPER = 42;

/** A virtual-account order cancelled before shipping: 환불지시, paid back by finance's transfer. */
async function bankCancel() {
  const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 1, cdi: SEOJUN }], '가상계좌');
  const [item] = await items(t, o.orderId);
  const res = await create(t, kim, {
    orderId: o.orderId,
    recallItems: [{ orderItemId: item!.order_item_id, qty: 1 }],
    bankName: '국민은행',
    bankAccount: '123-456-789012',
    bankAccountName: '김민정',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...o, revokeId: res.json().data.revokeId as number };
}

const audits = (revokeId: number) =>
  queryRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, staff_id, before, after from audit_logs where entity_type = 'revoke'
      and entity_id = ${String(revokeId)} and action <> 'personalData.view' order by audit_log_id`,
  );

describe('cancel/return processing', () => {
  it('the queue by progress; the detail with the refund account in full (a logged view)', async () => {
    const r = await bankCancel();
    const queue = await staffCall(
      t,
      cs,
      'GET',
      `/api/admin/revokes?progress=${encodeURIComponent('환불지시')}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().list.map((x: { revokeId: number }) => x.revokeId)).toContain(r.revokeId);
    expect(queue.json().counts['환불지시']).toBeGreaterThan(0);
    const d = await staffCall(t, cs, 'GET', `/api/admin/revoke?revokeId=${r.revokeId}`);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.revoke).toMatchObject({ revokeId: r.revokeId, refundTypeCd: 'Bank' });
    expect(d.json().data.refundAccount).toEqual({
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
    });
  });

  it('finance records the transfer: 환불지시 → 환불완료, audited with before and after', async () => {
    const r = await bankCancel();
    expect(
      (await staffCall(t, warehouse, 'POST', '/api/admin/revoke-refund', { revokeId: r.revokeId }))
        .statusCode,
    ).toBe(403);
    const res = await staffCall(t, finance, 'POST', '/api/admin/revoke-refund', {
      revokeId: r.revokeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect((await detail(t, kim, r.revokeId)).json().data.revokeProgressCd).toBe('환불완료');
    const [row] = await audits(r.revokeId);
    expect(row).toMatchObject({
      action: 'revoke.refund',
      staff_id: finance.state.staff.staffId,
      before: { revokeProgressCd: '환불지시' },
      after: { revokeProgressCd: '환불완료' },
    });
    // twice: refused, and no second audit row
    const again = await staffCall(t, finance, 'POST', '/api/admin/revoke-refund', {
      revokeId: r.revokeId,
    });
    expect(again.statusCode).toBe(409);
    expect(await audits(r.revokeId)).toHaveLength(1);
  });

  it('a rejection needs a reason the member reads', async () => {
    const r = await bankCancel();
    const empty = await staffCall(t, warehouse, 'POST', '/api/admin/revoke-reject', {
      revokeId: r.revokeId,
      rejectReason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await staffCall(t, warehouse, 'POST', '/api/admin/revoke-reject', {
      revokeId: r.revokeId,
      rejectReason: '이미 사용한 교재입니다.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(t, kim, r.revokeId)).json().data).toMatchObject({
      revokeProgressCd: '반려',
      rejectReason: '이미 사용한 교재입니다.',
    });
    expect((await audits(r.revokeId)).map((a) => a.action)).toEqual(['revoke.reject']);
  });
});
