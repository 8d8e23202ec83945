import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import { inTransaction, withAudit } from './audit-log.ts';
import { signInStaff, staffCall, type SignedInStaff } from '../../test/test-staff-sign-in.ts';

interface AuditRow {
  staff_id: number;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let claimId: number;

async function auditRows(): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    t.database.db,
    sql`select staff_id, action, entity_type, entity_id, before, after from audit_logs order by audit_log_id`,
  );
}

/** Runs a staff change and answers the audit rows it added. */
async function newRows(change: () => Promise<{ statusCode: number; body: string }>) {
  const before = (await auditRows()).length;
  const res = await change();
  return { res, rows: (await auditRows()).slice(before) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin.demo');
  cs = await signInStaff(t, 'cs.demo');
  const member = await signInAs(t, 'parent.kim');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/member-svc/claim-website-create',
    headers: member.headers,
    payload: {
      categoryName: '배송 > 배송 조회 / 지연',
      title: '배송이 늦어요',
      inquiryMemo: '연락은 010-9876-5432 로 부탁드립니다.',
    },
  });
  claimId = created.json().data.claimWebSiteId;
});
afterAll(async () => {
  await t?.close();
});

describe('every staff change leaves an audit row', () => {
  it('in the same transaction: who, what, entity, before and after', async () => {
    const staffId = { admin: admin.state.staff.staffId, cs: cs.state.staff.staffId };

    const answer = await newRows(() =>
      staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
        claimWebSiteId: claimId,
        handleMemo: '내일 출고됩니다. 담당 기사 연락처 010-1111-2222',
      }),
    );
    expect(answer.res.statusCode).toBe(200);
    expect(answer.rows).toEqual([
      {
        staff_id: staffId.cs,
        action: 'inquiry.answer',
        entity_type: 'claim',
        entity_id: String(claimId),
        before: { answerStatusCd: '답변대기', handleMemo: null, handleDatetime: null },
        after: {
          answerStatusCd: '답변완료',
          handleMemo: '내일 출고됩니다. 담당 기사 연락처 010-1111-2222',
          handleDatetime: expect.any(String),
        },
      },
    ]);

    const created = await newRows(() =>
      staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
        title: '배송 지연 안내',
        categoryName: '배송 > 배송 조회 / 지연',
        body: '처음 내용',
      }),
    );
    const templateId = JSON.parse(created.res.body).data.answerTemplateId;
    const updated = await newRows(() =>
      staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
        answerTemplateId: templateId,
        title: '배송 지연 안내',
        categoryName: null,
        body: '고친 내용',
      }),
    );
    const deleted = await newRows(() =>
      staffCall(t, cs, 'POST', '/api/admin/answer-template-delete', {
        answerTemplateId: templateId,
      }),
    );
    expect([...created.rows, ...updated.rows, ...deleted.rows]).toEqual([
      expect.objectContaining({
        action: 'answerTemplate.create',
        entity_id: String(templateId),
        before: null,
        after: {
          title: '배송 지연 안내',
          categoryName: '배송 > 배송 조회 / 지연',
          body: '처음 내용',
        },
      }),
      expect.objectContaining({
        action: 'answerTemplate.update',
        before: {
          title: '배송 지연 안내',
          categoryName: '배송 > 배송 조회 / 지연',
          body: '처음 내용',
        },
        after: { title: '배송 지연 안내', categoryName: null, body: '고친 내용' },
      }),
      expect.objectContaining({ action: 'answerTemplate.delete', after: null }),
    ]);

    const staffCreate = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-create', {
        loginId: 'audit.target',
        name: '감사 대상',
        role: 'warehouse',
      }),
    );
    const targetId = JSON.parse(staffCreate.res.body).data.staff.staffId;
    const role = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-role-change', {
        staffId: targetId,
        role: 'finance',
      }),
    );
    const disable = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
        staffId: targetId,
        disabled: true,
      }),
    );
    const enable = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
        staffId: targetId,
        disabled: false,
      }),
    );
    const reset = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-password-reset', { staffId: targetId }),
    );
    const changes = [staffCreate, role, disable, enable, reset].flatMap((c) => c.rows);
    expect(changes.map((r) => [r.staff_id, r.action, r.entity_type, r.entity_id])).toEqual([
      [staffId.admin, 'staff.create', 'staff', String(targetId)],
      [staffId.admin, 'staff.roleChange', 'staff', String(targetId)],
      [staffId.admin, 'staff.disable', 'staff', String(targetId)],
      [staffId.admin, 'staff.enable', 'staff', String(targetId)],
      [staffId.admin, 'staff.passwordReset', 'staff', String(targetId)],
    ]);
    expect(role.rows[0]).toMatchObject({
      before: { role: 'warehouse' },
      after: { role: 'finance' },
    });
    expect(disable.rows[0]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    // no secret ever reaches the log
    expect(JSON.stringify(await auditRows())).not.toMatch(
      /scrypt\$|temporaryPassword|password_hash/,
    );

    const temporary = JSON.parse(reset.res.body).data.temporaryPassword;
    const signIn = await newRows(async () => {
      const who = await signInStaff(t, 'audit.target', temporary);
      return staffCall(t, who, 'POST', '/api/admin/password-change', {
        currentPassword: temporary,
        newPassword: 'Audit-target-2024',
      });
    });
    expect(signIn.rows.map((r) => [r.staff_id, r.action])).toEqual([
      [targetId, 'staff.signIn'],
      [targetId, 'staff.passwordChange'],
    ]);
  });

  it('a refused change leaves neither the change nor a row', async () => {
    const again = await newRows(() =>
      staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
        claimWebSiteId: claimId,
        handleMemo: '덮어쓰기',
      }),
    );
    expect(again.res.statusCode).toBe(409);
    expect(again.rows).toEqual([]);
    const self = await newRows(() =>
      staffCall(t, admin, 'POST', '/api/admin/staff-role-change', {
        staffId: admin.state.staff.staffId,
        role: 'finance',
      }),
    );
    expect(self.res.statusCode).toBe(400);
    expect(self.rows).toEqual([]);
  });

  it('withAudit rolls back with the change it records', async () => {
    const before = (await auditRows()).length;
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await withAudit(
          tx,
          { staffId: admin.state.staff.staffId, ip: null },
          'staff.roleChange',
          { type: 'staff', id: 1 },
          {},
          {},
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await auditRows()).length).toBe(before);
  });
});

describe('audit viewer', () => {
  it('masks phones, addresses and account numbers in the list; the detail shows them and is logged', async () => {
    // as a later module (orders, refunds) would record its changes
    await inTransaction(t.database.db, (tx) =>
      withAudit(
        tx,
        { staffId: admin.state.staff.staffId, ip: '127.0.0.1' },
        'staff.roleChange',
        { type: 'staff', id: 'pii-sample' },
        { receiverPhone: '010-1234-5678', address: '서울특별시 강남구 테헤란로 123 4층' },
        { refundAccountNo: '110-123-456789', memo: '연락처 010-5555-6666' },
      ),
    );
    const list = await staffCall(t, admin, 'GET', '/api/admin/audit-logs?entityId=pii-sample');
    expect(list.statusCode).toBe(200);
    const [entry] = list.json().list;
    expect(entry.before).toEqual({
      receiverPhone: '010-****-5678',
      address: '서울특별시 강남구 ****',
    });
    expect(entry.after).toEqual({ refundAccountNo: '********6789', memo: '연락처 010-****-6666' });
    expect(list.body).not.toContain('1234-5678');

    const detail = await staffCall(
      t,
      admin,
      'GET',
      `/api/admin/audit-log?auditLogId=${entry.auditLogId}`,
    );
    expect(detail.json().data.before).toEqual({
      receiverPhone: '010-1234-5678',
      address: '서울특별시 강남구 테헤란로 123 4층',
    });
    const [view] = (await auditRows()).slice(-1);
    expect(view).toMatchObject({
      staff_id: admin.state.staff.staffId,
      action: 'personalData.view',
      entity_type: 'audit_log',
      entity_id: String(entry.auditLogId),
    });
  });

  it('logs the opening of an inquiry with the member contact in full', async () => {
    const res = await staffCall(t, cs, 'GET', `/api/admin/inquiry?claimWebSiteId=${claimId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member).toEqual({
      memberId: 1001,
      name: '김민정',
      loginId: 'parent.kim',
      phone: '010-2345-6789',
    });
    expect(res.json().data.claim.inquiryMemo).toContain('010-9876-5432');
    const [view] = (await auditRows()).slice(-1);
    expect(view).toMatchObject({
      staff_id: cs.state.staff.staffId,
      action: 'personalData.view',
      entity_type: 'claim',
      entity_id: String(claimId),
    });
    const queue = await staffCall(t, cs, 'GET', '/api/admin/inquiries?status=all');
    const row = queue
      .json()
      .list.find((r: { claimWebSiteId: number }) => r.claimWebSiteId === claimId);
    expect(row.preview).toBe('연락은 010-****-5432 로 부탁드립니다.');
  });

  it('filters by staff, action and days (Seoul calendar), and pages', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
        title: `페이지 ${i}`,
        categoryName: null,
        body: '내용',
      });
      expect(res.statusCode).toBe(200);
    }
    const csId = cs.state.staff.staffId;
    const byCs = await staffCall(t, admin, 'GET', `/api/admin/audit-logs?staffId=${csId}`);
    const csRows = byCs.json().list as { staffId: number; staffLoginId: string }[];
    expect(csRows.length).toBeGreaterThan(0);
    expect(csRows.every((r) => r.staffId === csId && r.staffLoginId === 'cs.demo')).toBe(true);

    const answers = await staffCall(t, admin, 'GET', '/api/admin/audit-logs?action=inquiry.answer');
    expect(answers.json().list.map((r: { action: string }) => r.action)).toEqual([
      'inquiry.answer',
    ]);

    const today = seoulDate(new Date());
    const inToday = await staffCall(
      t,
      admin,
      'GET',
      `/api/admin/audit-logs?from=${today}&to=${today}`,
    );
    const all = await staffCall(t, admin, 'GET', '/api/admin/audit-logs');
    expect(inToday.json().totalCount).toBe(all.json().totalCount);
    const tomorrow = await staffCall(t, admin, 'GET', '/api/admin/audit-logs?from=2999-01-01');
    expect(tomorrow.json()).toEqual({ list: [], totalCount: 0, totalPages: 0 });

    const total = all.json().totalCount as number;
    expect(total).toBeGreaterThan(20);
    const second = await staffCall(t, admin, 'GET', '/api/admin/audit-logs?page=2');
    expect(second.json().list).toHaveLength(Math.min(20, total - 20));
    expect(second.json().totalPages).toBe(Math.ceil(total / 20));
    const firstIds = all.json().list.map((r: { auditLogId: number }) => r.auditLogId);
    expect(firstIds).toEqual([...firstIds].sort((a: number, b: number) => b - a));
    const far = await staffCall(t, admin, 'GET', '/api/admin/audit-logs?page=999');
    expect(far.json()).toMatchObject({ list: [], totalCount: total });
  });
});
