import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPaidOrder } from '../../test/test-paid-orders.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/**
 * Issue 21 item 6 (decisions 0506–0509): the periods, the purge (dry run, then the real run, and
 * the job a period apart) and a member's erasure, which never takes a record before its time.
 */
let t: TestApp;
let admin: SignedInStaff;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, demoLoginOf('administrator'));
});
afterAll(async () => {
  await t?.close();
});

const yearsAgo = (years: number, days = 0) =>
  new Date(Date.now() - (years * 365.25 + days) * 86_400_000);

/** A paid order delivered on its order day `at`, for `memberId`. */
async function deliveredOrder(memberId: number, at: Date): Promise<number> {
  const orderId = await insertPaidOrder(db(), { memberId, orderedAt: at, progress: '배송완료' });
  await db().execute(sql`update order_deliveries set logistic_cd = 'CJ',
      invoice_no = '123456789012', shipped_at = ${at.toISOString()},
      delivered_at = ${at.toISOString()}
    where order_id = ${orderId}`);
  return orderId;
}

async function inquiry(memberId: number, at: Date): Promise<number> {
  const [row] = await queryRows<{ claim_web_site_id: number }>(
    db(),
    sql`insert into claim_web_sites (member_id, category_name, title, inquiry_memo,
        write_datetime, answer_status_cd, handle_memo, handle_datetime)
      values (${memberId}, '배송', '책이 안 와요', '주소는 은마아파트 31동입니다.',
        ${at.toISOString()}, '답변완료', '발송했습니다.', ${at.toISOString()})
      returning claim_web_site_id`,
  );
  return row!.claim_web_site_id;
}

interface OrderTrace {
  member_id: number;
  name: string | null;
  buyer_name: string;
  mobile: string | null;
  price_total: number;
}
async function traceOf(orderId: number): Promise<OrderTrace | undefined> {
  const [row] = await queryRows<OrderTrace>(
    db(),
    sql`select o.member_id, d.name, d.buyer_name, d.mobile, o.price_total
      from orders o join order_deliveries d using (order_id) where o.order_id = ${orderId}`,
  );
  return row;
}
const inquiryExists = async (id: number) =>
  (await queryRows(db(), sql`select 1 from claim_web_sites where claim_web_site_id = ${id}`))
    .length === 1;

interface Run {
  runId: number;
  mode: string;
  counts: Record<string, number>;
}

async function dryRun(): Promise<Run> {
  const res = await staffCall(t, admin, 'POST', '/api/admin/retention-dry-run', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Run }>().data;
}

describe('retention settings', () => {
  it('start at the law’s periods and are edited, audited, never below the law', async () => {
    const res = await staffCall(t, admin, 'GET', '/api/admin/retention-settings');
    expect(res.statusCode).toBe(200);
    const years = Object.fromEntries(
      res.json<{ list: { kind: string; years: number }[] }>().list.map((s) => [s.kind, s.years]),
    );
    expect(years).toEqual({
      contracts: 5,
      withdrawals: 5,
      payments: 5,
      deliveries: 5,
      complaints: 3,
    });
    const short = await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'payments',
      years: 4,
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('법정 보존기간(5년)보다 짧게 정할 수 없습니다.');
    const longer = await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'complaints',
      years: 4,
    });
    expect(longer.statusCode, longer.body).toBe(200);
    const back = await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'complaints',
      years: 3,
    });
    expect(back.statusCode).toBe(200);
    // the same period again changes nothing and records nothing
    const same = await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'complaints',
      years: 3,
    });
    expect(same.statusCode).toBe(200);
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      db(),
      sql`select before, after from audit_logs where action = 'retention.update'
        and entity_id = 'complaints' order by audit_log_id`,
    );
    expect(audit).toEqual([
      { before: { years: 3 }, after: { years: 4 } },
      { before: { years: 4 }, after: { years: 3 } },
    ]);
  });
});

describe('the purge', () => {
  it('lists first, then removes what is past its period and leaves what is within it', async () => {
    const member = 880_001;
    const old = await deliveredOrder(member, yearsAgo(5, 10));
    const recent = await deliveredOrder(member, yearsAgo(4, 300));
    // ordered long ago, but returned 2 years ago: the order's clock runs from its last event
    const returnedLater = await deliveredOrder(member, yearsAgo(6));
    await db().execute(sql`insert into revokes (order_id, member_id, revoke_type_cd,
        revoke_progress_cd, refund_for_products, refund_total, refund_type_cd, bank_name,
        bank_account, bank_account_name, requested_at, inspected_at, refunded_at)
      values (${returnedLater}, ${member}, '반품', '환불완료', 12000, 12000, 'Bank', '국민은행',
        '123-456-789', '김민정', ${yearsAgo(2).toISOString()}, ${yearsAgo(2).toISOString()},
        ${yearsAgo(2).toISOString()})`);
    const oldInquiry = await inquiry(member, yearsAgo(3, 5));
    const recentInquiry = await inquiry(member, yearsAgo(2, 300));

    const dry = await dryRun();
    expect(dry.mode).toBe('dry');
    const listed = await staffCall(t, admin, 'GET', '/api/admin/retention-runs');
    const overview = listed.json<{
      latestDryRun: { runId: number };
      items: { kind: string; subjectId: number }[];
    }>();
    expect(overview.latestDryRun.runId).toBe(dry.runId);
    const listedIds = (kind: string) =>
      overview.items.filter((i) => i.kind === kind).map((i) => i.subjectId);
    for (const kind of ['contracts', 'payments', 'deliveries', 'withdrawals']) {
      expect(listedIds(kind)).toContain(old);
      expect(listedIds(kind)).not.toContain(recent);
      expect(listedIds(kind)).not.toContain(returnedLater);
    }
    expect(listedIds('complaints')).toContain(oldInquiry);
    expect(listedIds('complaints')).not.toContain(recentInquiry);
    // the dry run changed nothing
    expect(await traceOf(old)).toMatchObject({ member_id: member, name: '김민정' });
    expect(await inquiryExists(oldInquiry)).toBe(true);

    const purge = await staffCall(t, admin, 'POST', '/api/admin/retention-purge', {
      dryRunId: dry.runId,
    });
    expect(purge.statusCode, purge.body).toBe(200);
    expect(await traceOf(old)).toEqual({
      member_id: 0,
      name: null,
      buyer_name: '',
      mobile: null,
      price_total: 15000,
    });
    expect(await traceOf(recent)).toMatchObject({ member_id: member, name: '김민정' });
    expect(await traceOf(returnedLater)).toMatchObject({ member_id: member, name: '김민정' });
    const [revoke] = await queryRows<{ bank_account: string | null }>(
      db(),
      sql`select bank_account from revokes where order_id = ${returnedLater}`,
    );
    expect(revoke!.bank_account).toBe('123-456-789');
    expect(await inquiryExists(oldInquiry)).toBe(false);
    expect(await inquiryExists(recentInquiry)).toBe(true);

    const proof = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from record_purges where subject_id = ${old} and kind <> 'complaints'
        order by kind`,
    );
    expect(proof.map((p) => p.kind)).toEqual([
      'contracts',
      'deliveries',
      'payments',
      'withdrawals',
    ]);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_logs where entity_type = 'retention_run'
        order by audit_log_id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['retention.dryRun', 'retention.purge']);

    const again = await staffCall(t, admin, 'POST', '/api/admin/retention-purge', {
      dryRunId: dry.runId,
    });
    expect(again.statusCode).toBe(409);
  });

  it('spares what a longer period, set after the dry run, keeps', async () => {
    const old = await inquiry(880_003, yearsAgo(3, 20));
    const dry = await dryRun();
    expect(dry.counts.complaints).toBeGreaterThanOrEqual(1);
    await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'complaints',
      years: 5,
    });
    const purge = await staffCall(t, admin, 'POST', '/api/admin/retention-purge', {
      dryRunId: dry.runId,
    });
    expect(purge.statusCode).toBe(200);
    expect(await inquiryExists(old)).toBe(true);
    await staffCall(t, admin, 'POST', '/api/admin/retention-settings', {
      kind: 'complaints',
      years: 3,
    });
  });

  it('runs as a job: one period lists, the next carries the list out', async () => {
    const old = await deliveredOrder(880_004, yearsAgo(5, 40));
    await t.app.retention.jobRun();
    expect(await traceOf(old)).toMatchObject({ member_id: 880_004 });
    await t.app.retention.jobRun();
    expect(await traceOf(old)).toMatchObject({ member_id: 0, name: null });
    const runs = await queryRows<{ mode: string; staff_id: number | null }>(
      db(),
      sql`select mode, staff_id from retention_runs order by run_id desc limit 3`,
    );
    expect(runs).toEqual([
      { mode: 'dry', staff_id: null },
      { mode: 'purge', staff_id: null },
      { mode: 'dry', staff_id: null },
    ]);
  });
});

describe("a member's erasure", () => {
  it('removes what is not needed at once and keeps records until their time', async () => {
    const member = 880_010;
    const kept = await deliveredOrder(member, yearsAgo(1));
    const unpaid = await insertPaidOrder(db(), { memberId: member });
    await db().execute(sql`update orders set status = 'dropped', paid_at = null,
      order_progress_cd = '주문취소' where order_id = ${unpaid}`);
    const asked = await inquiry(member, yearsAgo(1));
    await db().execute(sql`insert into sessions (session_id, context_uuid, member_id, profile,
        expires_at)
      values ('erase-test', gen_random_uuid(), ${member}, '{}'::jsonb, now() + interval '1 hour')`);
    await db().execute(sql`insert into cart_items (member_id, product_id, qty)
      values (${member}, 20, 1)`);

    const res = await staffCall(t, admin, 'POST', '/api/admin/member-erasure', {
      memberId: member,
      reason: '회원 본인의 삭제 요청 (고객센터 접수)',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      sessions: 1,
      cartLines: 1,
      unpaidOrders: 1,
      keptOrders: 1,
      keptInquiries: 1,
    });
    const left = await queryRows<{ sessions: number; carts: number }>(
      db(),
      sql`select (select count(*)::int from sessions where member_id = ${member}) as sessions,
        (select count(*)::int from cart_items where member_id = ${member}) as carts`,
    );
    expect(left).toEqual([{ sessions: 0, carts: 0 }]);
    expect(await traceOf(unpaid)).toMatchObject({ member_id: 0, name: null });
    // records under retention are untouched until their time
    expect(await traceOf(kept)).toMatchObject({ member_id: member, name: '김민정' });
    expect(await inquiryExists(asked)).toBe(true);
    const dry = await dryRun();
    const purge = await staffCall(t, admin, 'POST', '/api/admin/retention-purge', {
      dryRunId: dry.runId,
    });
    expect(purge.statusCode).toBe(200);
    expect(await traceOf(kept)).toMatchObject({ member_id: member, name: '김민정' });
    expect(await inquiryExists(asked)).toBe(true);

    const twice = await staffCall(t, admin, 'POST', '/api/admin/member-erasure', {
      memberId: member,
      reason: '다시',
    });
    expect(twice.statusCode).toBe(409);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_logs where entity_type = 'member' and entity_id = ${String(member)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['member.erase']);
  });

  it('is refused while an order is moving, and for a member the shop never saw', async () => {
    await insertPaidOrder(db(), { memberId: 880_011, progress: '배송중' });
    const moving = await staffCall(t, admin, 'POST', '/api/admin/member-erasure', {
      memberId: 880_011,
      reason: '삭제 요청',
    });
    expect(moving.statusCode).toBe(409);
    expect(moving.body).toContain('진행 중인 주문이나 취소·반품이 있어');
    const unknown = await staffCall(t, admin, 'POST', '/api/admin/member-erasure', {
      memberId: 880_999,
      reason: '삭제 요청',
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await staffCall(t, admin, 'POST', '/api/admin/member-erasure', {
      memberId: 880_011,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
  });
});
