import { STAFF_CSRF_HEADER, type StaffSessionState } from '@shop/contract/admin-auth.ts';
import type { TestApp } from './test-app.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../db/seed/staff-seed-data.ts';
import type { StaffRole } from '@shop/contract/admin-permissions.ts';

/** What a signed-in admin page sends: the staff cookie and, for changes, the CSRF header. */
export interface SignedInStaff {
  cookie: string;
  csrfToken: string;
  state: StaffSessionState;
  /** Headers of a state-changing staff call. */
  headers: Record<string, string>;
}

export const STAFF_COOKIE = 'shop_staff';

export function demoLoginOf(role: StaffRole): string {
  return DEMO_STAFF.find((s) => s.role === role)!.loginId;
}

export async function staffSignInRaw(
  t: TestApp,
  loginId: string,
  password: string,
  /** the address the attempt comes from (127.0.0.1 unless given) */
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    headers: { 'content-type': 'application/json' },
    payload: { loginId, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs a staff member in (a demo account by default password) for API tests. */
export async function signInStaff(
  t: TestApp,
  loginId: string,
  password = DEMO_STAFF_PASSWORD,
): Promise<SignedInStaff> {
  const res = await staffSignInRaw(t, loginId, password);
  if (res.statusCode !== 200) throw new Error(`staff sign-in: ${res.statusCode} ${res.body}`);
  const token = res.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
  if (!token) throw new Error('staff sign-in set no cookie');
  const state = res.json<{ data: StaffSessionState }>().data;
  const cookie = `${STAFF_COOKIE}=${token}`;
  return {
    cookie,
    csrfToken: state.csrfToken,
    state,
    headers: { cookie, [STAFF_CSRF_HEADER]: state.csrfToken, 'content-type': 'application/json' },
  };
}

/** A staff call: GET with the query, POST with the JSON body and the CSRF header. */
export function staffCall(
  t: TestApp,
  who: { headers: Record<string, string> } | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const headers = { ...(who?.headers ?? {}) };
  if (method === 'GET') {
    delete headers['content-type'];
    return t.app.inject({ method, url, headers });
  }
  return t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload ?? {}),
  });
}
