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

/** The wait the key's last attempt set, in seconds (null: none). */
async function delayOf(key: string) {
  const [row] = await queryRows<{ seconds: number | null }>(
    t.database.db,
    sql`select extract(epoch from locked_until - last_attempt_at)::int as seconds
      from staff_sign_in_attempts where login_key = ${key}`,
  );
  return row ? row.seconds : null;
}

/** Holds the key's wait for a minute, so that a slow machine's next attempt still falls in it. */
async function hold(key: string) {
  await t.database.db.execute(
    sql`update staff_sign_in_attempts set locked_until = now() + interval '1 minute'
      where login_key = ${key}`,
  );
}

/** As if the key's wait had run out (instead of sleeping through it). */
async function waitPassed(key: string) {
  await t.database.db.execute(
    sql`update staff_sign_in_attempts set locked_until = now() - interval '1 second'
      where login_key = ${key}`,
  );
}

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

  it('makes a login id wait after 5 failures, longer each time, known or not, from any address; the right password after the wait signs in', async () => {
    let n = 0;
    // every attempt from another address: the login id's own count is what slows it down
    const attempt = (loginId: string, password: string) =>
      staffSignInRaw(t, loginId, password, `10.1.0.${(n += 1)}`);
    for (const loginId of ['warehouse.demo', 'ghost.account']) {
      for (let i = 0; i < 5; i += 1) {
        const res = await attempt(loginId, `wrong-password-${i}`);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe(StaffErrorCode.signInRefused);
      }
      // each attempt from the fifth on makes the next wait 1 s, then 2 s, then 4 s
      for (const seconds of [1, 2, 4]) {
        expect(await delayOf(loginId)).toBe(seconds);
        // during the wait (held, so a slow machine cannot outrun it): even the right password
        // is refused, and not counted
        await hold(loginId);
        const waiting = await attempt(loginId, 'demo-staff-1234');
        expect(waiting.statusCode).toBe(429);
        expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(50);
        expect(waiting.json()).toEqual({
          error: {
            code: StaffErrorCode.locked,
            message: StaffMessage.locked,
            messageCode: 'staff.locked',
          },
        });
        expect((await attempt(loginId, 'demo-staff-1234')).statusCode).toBe(429);
        await waitPassed(loginId);
        expect((await attempt(loginId, 'still-wrong')).statusCode).toBe(401);
      }
      expect(await delayOf(loginId)).toBe(8);
    }
    // the back office's staff list shows a running wait
    await hold('warehouse.demo');
    const list = await staffCall(t, admin, 'GET', '/api/admin/staff');
    const warehouse = list
      .json()
      .list.find((s: { loginId: string }) => s.loginId === 'warehouse.demo');
    expect(warehouse.lockedUntil).not.toBeNull();
    // the wait over, the right password signs in: no lock anyone can put on a staff member
    await waitPassed('warehouse.demo');
    expect((await attempt('warehouse.demo', 'demo-staff-1234')).statusCode).toBe(200);
    expect((await attempt('warehouse.demo', 'wrong-again')).statusCode).toBe(401);
  });

  it('makes an address wait after 20 failures whatever the login ids; other addresses are free', async () => {
    const from = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      const res = await staffSignInRaw(t, `made.up.${i}`, 'wrong-password', from);
      expect(res.statusCode).toBe(401);
    }
    expect(await delayOf(`address:${from}`)).toBe(1);
    await hold(`address:${from}`);
    const waiting = await staffSignInRaw(t, 'cs.demo', 'demo-staff-1234', from);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe(StaffErrorCode.locked);
    expect((await staffSignInRaw(t, 'made.up.0', 'wrong-password', '10.2.0.2')).statusCode).toBe(
      401,
    );
    // ids no staff member can have count at their address too
    for (let i = 0; i < 20; i += 1) {
      await staffSignInRaw(t, `Not An Id ${i}`, 'wrong-password', '10.2.0.3');
    }
    expect(await delayOf('address:10.2.0.3')).toBe(1);
  }, 120_000);

  it('never slows an office by its own sign-ins', async () => {
    for (let i = 0; i < 21; i += 1) {
      const ok = await staffSignInRaw(t, 'cs.demo', 'demo-staff-1234', '10.2.0.4');
      expect(ok.statusCode).toBe(200);
    }
  }, 120_000);

  it('counts parallel guesses before checking them: at most 5 passwords are tried', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        staffSignInRaw(t, 'finance.demo', `parallel-guess-${i}`, '10.3.0.1'),
      ),
    );
    const refused = results.filter((r) => r.statusCode === 401).length;
    expect(refused).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(7);
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
