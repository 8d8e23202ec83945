import { CONTEXT_UUID_HEADER } from '@shop/contract/common.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Sign-in helpers for API tests: the real flow (shop → SSO login screen → login sync) against the
 * simulators, with the browser's cookies carried by hand. Other domains' tests use `signInAs`.
 */

export interface Browser {
  /** Cookie header value for the next request. */
  cookies: Map<string, string>;
}

export interface SignedIn {
  cookie: string;
  uuid: string;
  /** Headers a signed-in page sends: the session cookie and the context uuid. */
  headers: Record<string, string>;
}

export function newBrowser(): Browser {
  return { cookies: new Map() };
}

export function cookieHeader(browser: Browser): string {
  return [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Takes the response's Set-Cookie headers into the browser (a cleared cookie is removed). */
export function keepCookies(
  browser: Browser,
  res: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] },
): void {
  for (const c of res.cookies) {
    const cleared =
      c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
    if (cleared) browser.cookies.delete(c.name);
    else browser.cookies.set(c.name, c.value);
  }
}

/** Starts a sign-in at the shop: the SSO authorize URL with its state and nonce. */
export async function startSignIn(
  t: TestApp,
  browser: Browser,
  redirect?: string,
): Promise<{ authorizeUrl: URL; state: string; nonce: string }> {
  const res = await t.app.inject({
    url: `/api/${t.config.provider}-sso${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
    headers: { cookie: cookieHeader(browser) },
  });
  if (res.statusCode !== 302) throw new Error(`sso start: ${res.statusCode} ${res.body}`);
  keepCookies(browser, res);
  const authorizeUrl = new URL(String(res.headers.location));
  return {
    authorizeUrl,
    state: authorizeUrl.searchParams.get('state')!,
    nonce: authorizeUrl.searchParams.get('nonce')!,
  };
}

/** Logs in on the SSO simulator's login screen; answers the token from the return address. */
export async function loginAtSso(authorizeUrl: URL, loginId: string, password = 'demo1234') {
  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set('loginId', loginId);
  form.set('password', password);
  const res = await fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (res.status !== 303) throw new Error(`sso login: ${res.status}`);
  const back = new URL(res.headers.get('location')!);
  return { returnUrl: back, jwt: back.searchParams.get('jwt')! };
}

export async function loginSync(t: TestApp, browser: Browser, jwt: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${t.config.provider}-login-sync`,
    headers: { cookie: cookieHeader(browser) },
    payload: { jwt },
  });
  keepCookies(browser, res);
  return res;
}

/** The whole sign-in of a demo login; answers what a signed-in page sends with its calls. */
export async function signInAs(
  t: TestApp,
  loginId: string,
  browser = newBrowser(),
): Promise<SignedIn> {
  const { authorizeUrl } = await startSignIn(t, browser);
  const { jwt } = await loginAtSso(authorizeUrl, loginId);
  const res = await loginSync(t, browser, jwt);
  if (res.statusCode !== 200) throw new Error(`login sync: ${res.statusCode} ${res.body}`);
  const { uuid } = res.json<{ uuid: string }>();
  const cookie = cookieHeader(browser);
  return { cookie, uuid, headers: { cookie, [CONTEXT_UUID_HEADER]: uuid } };
}

/** Asks the SSO simulator for a token with chosen claims or signing (control surface). */
export async function mintToken(
  t: TestApp,
  body: {
    claims?: Record<string, unknown>;
    omit?: string[];
    alg?: 'RS256' | 'ES256' | 'none';
    signer?: 'own' | 'foreign';
  },
): Promise<string> {
  const res = await fetch(`${t.config.urls.sso}/_control/mint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

export async function simControl(t: TestApp, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${t.simUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status}`);
}

/** How many member sessions the database holds. */
export async function sessionCount(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from sessions`,
  );
  return row!.n;
}
