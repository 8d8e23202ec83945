import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CSRF_HEADER, StaffErrorCode, StaffMessage } from '@shop/contract/admin-auth.ts';
import { ROLE_PERMISSIONS } from '@shop/contract/admin-permissions.ts';
import { CONTEXT_UUID_HEADER } from '@shop/contract/common.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import {
  STAFF_COOKIE,
  signInStaff,
  staffCall,
  staffSignInRaw,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin.demo');
});
afterAll(async () => {
  await t?.close();
});

describe('staff sign-in', () => {
  it('starts a staff session in its own HttpOnly, SameSite=Strict cookie and answers the CSRF token', async () => {
    const res = await staffSignInRaw(t, 'CS.Demo', 'demo-staff-1234');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'shop_session')).toBeUndefined();
    const { data } = res.json();
    expect(data.staff).toMatchObject({ loginId: 'cs.demo', role: 'customer_service' });
    expect(data.permissions).toEqual([...ROLE_PERMISSIONS.customer_service]);
    expect(data.csrfToken).toMatch(/^[\w-]{32}$/);

    const me = await staffCall(
      t,
      { headers: { cookie: `${STAFF_COOKIE}=${cookie.value}` } },
      'GET',
      '/api/admin/me',
    );
    expect(me.statusCode).toBe(200);
    expect(me.json().data.csrfToken).toBe(data.csrfToken);
  });

  it('answers a wrong password and an unknown login id alike', async () => {
    const wrong = await staffSignInRaw(t, 'finance.demo', 'not-the-password-1');
    const unknown = await staffSignInRaw(t, 'nobody.here', 'not-the-password-1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: StaffErrorCode.signInRefused,
          message: StaffMessage.signInRefused,
          messageCode: 'staff.signInRefused',
        },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('locks a login id for 15 minutes after 5 failures, known or not, and a reset lifts it', async () => {
    for (const loginId of ['warehouse.demo', 'ghost.account']) {
      const answers: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await staffSignInRaw(t, loginId, `wrong-password-${i}`);
        answers.push(`${res.statusCode} ${res.json().error.code}`);
      }
      expect(answers).toEqual([
        '401 STAFF-SIGN-IN-REFUSED',
        '401 STAFF-SIGN-IN-REFUSED',
        '401 STAFF-SIGN-IN-REFUSED',
        '401 STAFF-SIGN-IN-REFUSED',
        '429 STAFF-LOCKED',
      ]);
      // the right password no longer helps
      const locked = await staffSignInRaw(t, loginId, 'demo-staff-1234');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: {
          code: StaffErrorCode.locked,
          message: StaffMessage.locked,
          messageCode: 'staff.locked',
        },
      });
    }
    const [row] = await queryRows<{ long_enough: boolean }>(
      t.database.db,
      sql`select locked_until > now() + interval '14 minutes' as long_enough
          from staff_sign_in_attempts where login_key = 'warehouse.demo'`,
    );
    expect(row?.long_enough).toBe(true);

    const list = await staffCall(t, admin, 'GET', '/api/admin/staff');
    const warehouse = list
      .json()
      .list.find((s: { loginId: string }) => s.loginId === 'warehouse.demo');
    expect(warehouse.lockedUntil).not.toBeNull();
    const reset = await staffCall(t, admin, 'POST', '/api/admin/staff-password-reset', {
      staffId: warehouse.staffId,
    });
    expect(reset.statusCode).toBe(200);
    const again = await staffSignInRaw(t, 'warehouse.demo', reset.json().data.temporaryPassword);
    expect(again.statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them: at most 5 passwords are tried', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        staffSignInRaw(t, 'finance.demo', `parallel-guess-${i}`),
      ),
    );
    const refused = results.filter((r) => r.statusCode === 401).length;
    expect(refused).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(8);
  });

  it('ends the session at sign-out; the cookie no longer signs in', async () => {
    const cs = await signInStaff(t, 'cs.demo');
    const out = await staffCall(t, cs, 'POST', '/api/admin/sign-out');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    const me = await staffCall(t, cs, 'GET', '/api/admin/me');
    expect(me.statusCode).toBe(401);
  });
});

describe('staff CSRF defence', () => {
  it('refuses a staff change without the session token, with another one, or not as JSON', async () => {
    const cs = await signInStaff(t, 'cs.demo');
    const body = { title: '인사', categoryName: null, body: '안녕하세요.' };
    const url = '/api/admin/answer-template-save';
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cs.cookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe(StaffErrorCode.csrf);
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...cs.headers, [STAFF_CSRF_HEADER]: admin.csrfToken },
      payload: body,
    });
    expect(other.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: cs.cookie,
        [STAFF_CSRF_HEADER]: cs.csrfToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'title=x&body=y',
    });
    expect(form.statusCode).toBe(415);
    const ok = await staffCall(t, cs, 'POST', url, body);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a sign-in posted as a form (another site cannot sign a browser in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=cs.demo&password=demo-staff-1234',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('members and staff stay apart', () => {
  it('a member session calling staff endpoints gets 401', async () => {
    const member = await signInAs(t, 'parent.kim');
    const me = await staffCall(t, member, 'GET', '/api/admin/me');
    expect(me.statusCode).toBe(401);
    const queue = await staffCall(t, member, 'GET', '/api/admin/inquiries');
    expect(queue.statusCode).toBe(401);
    const answer = await staffCall(t, member, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: 1,
      handleMemo: '회원이 쓴 답변',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('a staff session never acts as a member', async () => {
    const cs = await signInStaff(t, 'cs.demo');
    const claims = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-list-query',
      headers: cs.headers,
      payload: {},
    });
    expect(claims.statusCode).toBe(401);
    const state = await t.app.inject({
      method: 'POST',
      url: '/api/auth-state-fetch',
      headers: cs.headers,
      payload: {},
    });
    expect(state.json()).toMatchObject({ authenticated: false, memberId: null });
  });

  it('one browser may hold both: each side checks its own token only', async () => {
    const member = await signInAs(t, 'parent.kim');
    const cs = await signInStaff(t, 'cs.demo');
    const both = `${member.cookie}; ${cs.cookie}`;
    const staffChange = await t.app.inject({
      method: 'POST',
      url: '/api/admin/answer-template-save',
      headers: { ...cs.headers, cookie: both },
      payload: { title: '두 쿠키', categoryName: null, body: '내용' },
    });
    expect(staffChange.statusCode).toBe(200);
    const memberChange = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-create',
      headers: {
        cookie: both,
        [STAFF_CSRF_HEADER]: cs.csrfToken,
        'content-type': 'application/json',
      },
      payload: { categoryName: '기타 > 기타 문의', title: '제목', inquiryMemo: '내용' },
    });
    expect(memberChange.statusCode).toBe(403);
    const memberOk = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-create',
      headers: { cookie: both, [CONTEXT_UUID_HEADER]: member.uuid },
      payload: { categoryName: '기타 > 기타 문의', title: '제목', inquiryMemo: '내용' },
    });
    expect(memberOk.statusCode).toBe(200);
  });
});

describe('temporary passwords', () => {
  it('must be changed before any other staff call', async () => {
    const created = await staffCall(t, admin, 'POST', '/api/admin/staff-create', {
      loginId: 'new.cs',
      name: '신입 상담',
      role: 'customer_service',
    });
    expect(created.statusCode).toBe(200);
    const { temporaryPassword } = created.json().data;
    expect(temporaryPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const fresh = await signInStaff(t, 'new.cs', temporaryPassword);
    expect(fresh.state.staff.mustChangePassword).toBe(true);
    const queue = await staffCall(t, fresh, 'GET', '/api/admin/inquiries');
    expect(queue.statusCode).toBe(403);
    expect(queue.json().error.code).toBe(StaffErrorCode.passwordChangeRequired);

    const weak = await staffCall(t, fresh, 'POST', '/api/admin/password-change', {
      currentPassword: temporaryPassword,
      newPassword: 'onlyletters',
    });
    expect(weak.statusCode).toBe(400);
    const withLogin = await staffCall(t, fresh, 'POST', '/api/admin/password-change', {
      currentPassword: temporaryPassword,
      newPassword: 'new.cs-2024-pass',
    });
    expect(withLogin.json().error.message).toBe(StaffMessage.sameAsLoginId);
    const wrongCurrent = await staffCall(t, fresh, 'POST', '/api/admin/password-change', {
      currentPassword: 'not-it-123',
      newPassword: 'Hanbit-2024-pass',
    });
    expect(wrongCurrent.json().error.message).toBe(StaffMessage.currentPasswordWrong);
    const changed = await staffCall(t, fresh, 'POST', '/api/admin/password-change', {
      currentPassword: temporaryPassword,
      newPassword: 'Hanbit-2024-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.staff.mustChangePassword).toBe(false);
    expect((await staffCall(t, fresh, 'GET', '/api/admin/inquiries')).statusCode).toBe(200);
    expect((await staffSignInRaw(t, 'new.cs', temporaryPassword)).statusCode).toBe(401);
    expect((await staffSignInRaw(t, 'new.cs', 'Hanbit-2024-pass')).statusCode).toBe(200);
  });
});
