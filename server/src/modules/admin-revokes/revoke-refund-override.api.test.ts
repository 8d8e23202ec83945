import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { simControl } from '../../test/test-sign-in.ts';
import type { SignedInStaff } from '../../test/test-staff-sign-in.ts';
import { SEOJUN, detail, ledger, paidOrder } from '../../test/revoke-test-kit.ts';
import { PAPER, staffRevokeKit } from '../../test/staff-revoke-test-kit.ts';

const { ctx, bankRequest, cardReturn, step, audits } = staffRevokeKit();

describe('a return from pickup to refund, with the refund overridden', () => {
  it('pickup, inspection, override and card refund: each by its role, each with one audit row', async () => {
    const { t, kim, finance, warehouse, cs, admin } = ctx;
    const r = await cardReturn();
    const pickup = {
      revokeId: r.revokeId,
      recallLogisticCd: 'CJ',
      recallInvoiceNumber: '650000000002',
    };
    expect((await step(finance, 'revoke-pickup', pickup)).statusCode).toBe(403);
    const picked = await step(warehouse, 'revoke-pickup', pickup);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.revokeProgressCd).toBe('환불대기');
    const inspected = await step(warehouse, 'revoke-inspect', { revokeId: r.revokeId });
    expect(inspected.json().data.revokeProgressCd).toBe('환불지시');
    // a second inspection is refused and leaves no audit row
    expect((await step(warehouse, 'revoke-inspect', { revokeId: r.revokeId })).statusCode).toBe(
      409,
    );

    const override = (
      who: SignedInStaff,
      refundTotal: number,
      reason = '포장 훼손으로 일부 차감',
    ) => step(who, 'revoke-refund-override', { revokeId: r.revokeId, refundTotal, reason });
    expect((await override(warehouse, 1000)).statusCode).toBe(403);
    expect((await override(cs, 1000)).statusCode).toBe(403);
    const noReason = await override(finance, 1000, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      field: 'reason',
      message: '환불 금액 변경 사유를 입력해 주세요.',
    });
    const negative = await override(finance, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.field).toBe('refundTotal');
    // never more than the member paid for the order (the price and its delivery fee)
    const tooMuch = await override(finance, r.priceTotal + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      field: 'refundTotal',
      message: `환불 금액은 0원부터 ${r.priceTotal.toLocaleString('ko-KR')}원까지 정할 수 있습니다.`,
    });
    const amount = r.price - 2000;
    const changed = await override(finance, amount);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.revokeProgressCd).toBe('환불지시');

    const refunded = await step(finance, 'revoke-refund', { revokeId: r.revokeId });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect(await ledger(t, r.tid)).toEqual({
      refunds: 1,
      refunded: amount,
      remaining: r.priceTotal - amount,
    });
    expect((await detail(t, kim, r.revokeId)).json().data).toMatchObject({
      revokeProgressCd: '환불완료',
      refundTotal: amount,
      refundForProducts: r.price,
      refundAdjustment: -2000,
    });
    // once refunded, the amount stays
    expect((await override(admin, 0)).statusCode).toBe(409);

    const rows = await audits(r.revokeId);
    const staffOf = (s: SignedInStaff) => s.state.staff.staffId;
    /** A finance refund step's row: from 환불지시 to `progress`, its refund `status` for `amount`. */
    const financeRefundRow = (action: string, progress: string, status: string) => ({
      action,
      staff_id: staffOf(finance),
      before: expect.objectContaining({ revokeProgressCd: '환불지시' }),
      after: expect.objectContaining({
        revokeProgressCd: progress,
        refund: expect.objectContaining({ status, amount }),
      }),
    });
    expect(rows).toEqual([
      {
        action: 'revoke.pickup',
        staff_id: staffOf(warehouse),
        before: expect.objectContaining({ recallInvoiceNumber: null }),
        after: expect.objectContaining({ recallInvoiceNumber: '650000000002' }),
      },
      {
        action: 'revoke.inspect',
        staff_id: staffOf(warehouse),
        before: expect.objectContaining({ revokeProgressCd: '환불대기' }),
        after: expect.objectContaining({ revokeProgressCd: '환불지시' }),
      },
      {
        action: 'revoke.refundOverride',
        staff_id: staffOf(finance),
        before: expect.objectContaining({ refundTotal: r.price }),
        after: expect.objectContaining({ refundTotal: amount, reason: '포장 훼손으로 일부 차감' }),
      },
      financeRefundRow('revoke.refundAttempt', '환불지시', 'requesting'),
      financeRefundRow('revoke.refund', '환불완료', 'done'),
    ]);
  });

  it("an override counts what the order's other requests refunded or still promise", async () => {
    const { t, kim, finance, admin } = ctx;
    // 2 pieces + 1,500 delivery paid; A cancels one piece, B the other (B gets the fee back)
    const o = await paidOrder(t, kim, [{ productId: PAPER, qty: 2, cdi: SEOJUN }], '가상계좌');
    const a = await bankRequest(o.orderId);
    const b = await bankRequest(o.orderId);
    const bTotal = (await detail(t, kim, b)).json().data.refundTotal as number;
    const set = (revokeId: number, refundTotal: number) =>
      step(finance, 'revoke-refund-override', { revokeId, refundTotal, reason: '고객 협의' });
    expect((await set(a, o.priceTotal - bTotal + 1)).statusCode).toBe(400);
    expect((await set(b, bTotal - 500)).statusCode).toBe(200);
    expect((await set(a, o.priceTotal - bTotal + 501)).statusCode).toBe(400);
    expect((await set(a, o.priceTotal - bTotal + 500)).statusCode).toBe(200);
    // B's transfer recorded with its overridden amount; A's bound does not move
    expect((await step(finance, 'revoke-refund', { revokeId: b })).statusCode).toBe(200);
    const [transfer] = await queryRows<{ amount: number; method: string }>(
      t.database.db,
      sql`select amount, method from refunds where revoke_id = ${b}`,
    );
    expect(transfer).toEqual({ amount: bTotal - 500, method: 'Bank' });
    expect((await set(a, o.priceTotal - bTotal + 501)).statusCode).toBe(400);
    expect((await step(admin, 'revoke-refund', { revokeId: a })).statusCode).toBe(200);
    expect((await detail(t, kim, a)).json().data).toMatchObject({
      revokeProgressCd: '환불완료',
      refundTotal: o.priceTotal - bTotal + 500,
    });
    const [order] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where order_id = ${o.orderId}`,
    );
    expect(order!.status).toBe('refunded');
    // the refused overrides left nothing
    for (const id of [a, b]) {
      expect((await audits(id)).map((x) => x.action)).toEqual([
        'revoke.refundOverride',
        'revoke.refund',
      ]);
    }
  });

  it('a refused card refund: the attempt and its failure audited; the retry refunds once', async () => {
    const { t, finance, warehouse } = ctx;
    const r = await cardReturn();
    await step(warehouse, 'revoke-inspect', { revokeId: r.revokeId });
    await simControl(t, '/pg/_control/fail', { count: 1 }); // the refund call; the inquiry answers
    const failed = await step(finance, 'revoke-refund', { revokeId: r.revokeId });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ revokeProgressCd: '환불지시', refundFailed: true });
    const message = failed.json().data.message as string;
    expect(message).toBeTruthy();
    const retried = await step(finance, 'revoke-refund', { revokeId: r.revokeId, retry: true });
    expect(retried.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect(await ledger(t, r.tid)).toMatchObject({ refunds: 1, refunded: r.price });
    const rows = await audits(r.revokeId);
    expect(
      rows.map((x) => [x.action, (x.after as { refund?: { status: string } }).refund?.status]),
    ).toEqual([
      ['revoke.inspect', undefined],
      ['revoke.refundAttempt', 'requesting'],
      ['revoke.refund', 'failed'],
      ['revoke.refundAttempt', 'requesting'],
      ['revoke.refundRetry', 'done'],
    ]);
    expect(rows[2]!.after).toMatchObject({ refundFailed: true, message });
  });

  it("two refund clicks at once: one refunds, the other answers 'already being refunded'", async () => {
    const { t, finance, warehouse, admin } = ctx;
    const r = await cardReturn();
    await step(warehouse, 'revoke-inspect', { revokeId: r.revokeId });
    // the gateway takes its time with the first click's refund call
    await simControl(t, '/pg/_control/slow', { count: 1, ms: 1500 });
    const [a, b] = await Promise.all([
      step(finance, 'revoke-refund', { revokeId: r.revokeId }),
      step(admin, 'revoke-refund', { revokeId: r.revokeId }),
    ]);
    const [done, refused] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'REFUND-IN-PROGRESS',
      message: '이미 환불을 진행하고 있습니다. 잠시 후 결과를 확인해 주세요.',
      messageCode: 'revoke.refundInProgress',
    });
    expect(await ledger(t, r.tid)).toMatchObject({ refunds: 1, refunded: r.price });
  });

  it("two retry clicks at once after a refused refund: one refunds, the other answers 'already being refunded'", async () => {
    const { t, finance, warehouse, admin } = ctx;
    const r = await cardReturn();
    await step(warehouse, 'revoke-inspect', { revokeId: r.revokeId });
    await simControl(t, '/pg/_control/fail', { count: 1 });
    const failed = await step(finance, 'revoke-refund', { revokeId: r.revokeId });
    expect(failed.json().data).toMatchObject({ revokeProgressCd: '환불지시', refundFailed: true });
    // the retry's refund call takes its time; the second click comes while it runs
    await simControl(t, '/pg/_control/slow', { count: 1, ms: 1500 });
    const first = step(finance, 'revoke-refund', { revokeId: r.revokeId, retry: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = await step(admin, 'revoke-refund', { revokeId: r.revokeId, retry: true });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'REFUND-IN-PROGRESS' });
    const done = await first;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect(await ledger(t, r.tid)).toMatchObject({ refunds: 1, refunded: r.price });
  });

  it("the audit row is written in the step's transaction: if it fails, the step is undone", async () => {
    const { t, kim } = ctx;
    const r = await cardReturn();
    const broken = async () => {
      throw new Error('audit log unavailable');
    };
    await expect(t.app.revokeStaff.approveInspection(r.revokeId, broken)).rejects.toThrow();
    await expect(t.app.revokeStaff.overrideRefund(r.revokeId, 0, '사유', broken)).rejects.toThrow();
    expect((await detail(t, kim, r.revokeId)).json().data).toMatchObject({
      revokeProgressCd: '환불대기',
      refundTotal: r.price,
    });
    await t.app.revokeStaff.approveInspection(r.revokeId);
    // the card attempt itself: no attempt row, no gateway call
    await expect(t.app.revokeStaff.executeRefund(r.revokeId, null, broken)).rejects.toThrow();
    const attempts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from refunds where revoke_id = ${r.revokeId}`,
    );
    expect(attempts[0]!.n).toBe(0);
    expect((await ledger(t, r.tid)).refunds).toBe(0);
    expect(await audits(r.revokeId)).toEqual([]);
  });
});
