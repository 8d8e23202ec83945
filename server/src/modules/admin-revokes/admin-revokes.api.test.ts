import { describe, expect, it } from 'vitest';
import { staffCall } from '../../test/test-staff-sign-in.ts';
import { detail } from '../../test/revoke-test-kit.ts';
import { staffRevokeKit } from '../../test/staff-revoke-test-kit.ts';

const { ctx, bankCancel, audits } = staffRevokeKit();

describe('cancel/return processing', () => {
  it('the queue by progress; the detail with the refund account in full (a logged view)', async () => {
    const { t, cs } = ctx;
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
    const { t, kim, finance, warehouse } = ctx;
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
    const { t, kim, warehouse } = ctx;
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
    expect(await audits(r.revokeId)).toEqual([
      expect.objectContaining({
        action: 'revoke.reject',
        before: expect.objectContaining({ revokeProgressCd: '환불지시', rejectReason: null }),
        after: expect.objectContaining({
          revokeProgressCd: '반려',
          rejectReason: '이미 사용한 교재입니다.',
        }),
      }),
    ]);
  });
});
