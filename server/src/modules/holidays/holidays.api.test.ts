import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPaidOrder } from '../../test/test-paid-orders.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/** Issue 21 item 4 (decision 0504): the holiday table, its edits and the refunds due. */
let t: TestApp;
let md: SignedInStaff;
let finance: SignedInStaff;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  [md, finance] = await Promise.all([
    signInStaff(t, demoLoginOf('merchandiser')),
    signInStaff(t, demoLoginOf('finance')),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A request of a paid order, written straight: a cancel from its request, a return once inspected. */
async function insertRequest(type: '취소' | '반품', at: string, progress = '환불지시') {
  const orderId = await insertPaidOrder(db(), { memberId: 990_001 });
  const [row] = await queryRows<{ revoke_id: number }>(
    db(),
    sql`insert into revokes (order_id, member_id, revoke_type_cd, revoke_progress_cd,
        refund_for_products, refund_total, refund_type_cd, requested_at, inspected_at)
      values (${orderId}, 990001, ${type}, ${progress}, 15000, 15000, 'Bank', ${at}::timestamptz,
        ${type === '반품' ? sql`${at}::timestamptz` : sql`null`})
      returning revoke_id`,
  );
  return row!.revoke_id;
}

describe('the holiday table', () => {
  it('is seeded with 2026 and 2027 and lists the coming ones publicly', async () => {
    const res = await staffCall(t, md, 'GET', '/api/admin/holidays?year=2026');
    expect(res.statusCode).toBe(200);
    const days = res.json<{ list: { day: string; name: string }[] }>().list;
    expect(days).toContainEqual({ day: '2026-09-25', name: '추석' });
    expect(days).toContainEqual({ day: '2026-10-05', name: '대체공휴일(개천절)' });
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/holidays' });
    expect(upcoming.statusCode).toBe(200);
    for (const h of upcoming.json<{ list: { day: string }[] }>().list) {
      expect(h.day >= seoulDate(new Date())).toBe(true);
    }
  });

  it('is edited by staff, audited, and refuses a malformed day', async () => {
    const save = await staffCall(t, md, 'POST', '/api/admin/holidays', {
      day: '2027-06-02',
      name: '임시공휴일',
    });
    expect(save.statusCode, save.body).toBe(200);
    const removed = await staffCall(t, md, 'POST', '/api/admin/holidays/delete', {
      day: '2027-06-02',
    });
    expect(removed.statusCode).toBe(200);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_logs where entity_type = 'holiday' and entity_id = '2027-06-02'
        order by audit_log_id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['holiday.save', 'holiday.delete']);
    for (const day of ['2027-02-30', '20270602', '']) {
      const bad = await staffCall(t, md, 'POST', '/api/admin/holidays', { day, name: '휴일' });
      expect(bad.statusCode).toBe(400);
    }
    const none = await staffCall(t, md, 'POST', '/api/admin/holidays/delete', {
      day: '2027-06-02',
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('refunds due', () => {
  it('dates each refund 3 business days after its start, across 추석 2026', async () => {
    // a cancel requested Wednesday 23 September 2026 (추석 24–26): due Wednesday 30
    const cancel = await insertRequest('취소', '2026-09-23T10:00:00+09:00');
    // a return back and inspected on Friday 2 October (개천절 3, substitute 5): due Thursday 8
    const returned = await insertRequest('반품', '2026-10-02T15:00:00+09:00');
    // a return still on its way back has no clock; a refunded one is not due
    const waiting = await insertRequest('반품', '2026-09-01T10:00:00+09:00', '환불대기');
    await db().execute(sql`update revokes set inspected_at = null where revoke_id = ${waiting}`);
    const done = await insertRequest('취소', '2026-09-01T10:00:00+09:00', '환불완료');

    const res = await staffCall(t, finance, 'GET', '/api/admin/refunds-due');
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{
      list: { revokeId: number; dueDate: string; overdue: boolean }[];
    }>();
    const byId = new Map(list.map((r) => [r.revokeId, r]));
    expect(byId.get(cancel)).toMatchObject({ dueDate: '2026-09-30', overdue: true });
    expect(byId.get(returned)).toMatchObject({ dueDate: '2026-10-08', overdue: true });
    expect(byId.has(waiting)).toBe(false);
    expect(byId.has(done)).toBe(false);
  });
});
