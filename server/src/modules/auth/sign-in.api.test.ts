import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage } from '@shop/contract/auth-messages.ts';
import { CONTEXT_UUID_HEADER, SESSION_EXPIRE_HEADER } from '@shop/contract/common.ts';
import { DEMO_ACCESS_RULES } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cookieHeader,
  loginAtSso,
  loginSync,
  newBrowser,
  sessionCount,
  signInAs,
  simControl,
  startSignIn,
} from '../../test/test-sign-in.ts';

/** Demo access rules (seed): talent (2199) for TALENT students, 2697 for CDI/THEOPEN/APRIL. */
const TALENT = 2199;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await simControl(t, '/class-records/_control/reset');
  await simControl(t, '/sso/_control/reset');
});

async function authState(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth-state-fetch',
    headers,
    payload: { categoryIds: [TALENT, 2697, 1236] },
  });
}

describe('sign-in through the SSO', () => {
  it('redirects to the login screen with a one-time state and nonce, keeping only an HttpOnly binding cookie', async () => {
    const browser = newBrowser();
    const res = await t.app.inject({ url: '/api/creverse-sso?redirect=/mypage/cart' });
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${t.config.urls.sso}/authorize`);
    expect(target.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/creverse-logined`);
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(target.searchParams.get('nonce')).toMatch(/^[\w-]{32}$/);
    expect(target.searchParams.get('redirect')).toBe('/mypage/cart');
    const binding = res.cookies.find((c) => c.name === 'shop_sso');
    expect(binding?.httpOnly).toBe(true);
    expect(binding?.sameSite).toBe('Lax');
    expect(res.cookies.map((c) => c.name)).toEqual(['shop_sso']);
    // another start gives another state and nonce
    const again = await startSignIn(t, browser);
    expect(again.state).not.toBe(target.searchParams.get('state'));
  });

  it('drops a return path that leaves the shop', async () => {
    const res = await t.app.inject({ url: '/api/creverse-sso?redirect=//evil.example/x' });
    expect(new URL(String(res.headers.location)).searchParams.has('redirect')).toBe(false);
  });

  it('signs the parent in: session cookie, uuid, expiry header and the whole auth state', async () => {
    const browser = newBrowser();
    const { authorizeUrl } = await startSignIn(t, browser, '/mypage/order/list');
    const { jwt, returnUrl } = await loginAtSso(authorizeUrl, 'parent.kim');
    expect(returnUrl.pathname).toBe('/creverse-logined');
    const res = await loginSync(t, browser, jwt);
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json<{ uuid: string }>();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.cookies.find((c) => c.name === 'shop_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'shop_sso')?.value).toBe('');
    const expire = Number(res.headers[SESSION_EXPIRE_HEADER]);
    expect(expire).toBeGreaterThan(Date.now() + 3590_000);
    expect(expire).toBeLessThanOrEqual(Date.now() + 3600_000);

    const state = await authState({ cookie: cookieHeader(browser) });
    expect(state.statusCode).toBe(200);
    expect(Number(state.headers[SESSION_EXPIRE_HEADER])).toBeGreaterThan(Date.now());
    const body = state.json();
    expect(body).toMatchObject({
      uuid,
      authenticated: true,
      memberId: 1001,
      creverseAddrUrl: `${t.config.urls.addressBook}/manage`,
      creverseAccount: { stdId: 5001, stdName: '김민정', loginType: 'P' },
      creverseAcl: { isInstituteAccount: false },
      accessiableCategoryIds: [2697, 1236],
    });
    expect(body.creverseAcl.list).toHaveLength(6);
    expect(body.creverseAcl.list[0]).toEqual({
      stdId: 5101,
      stdName: '김서준',
      brchId: 101,
      brchName: 'CDI 대치',
      brchType: 'CDI',
      brchHomepage: 'https://cdi-daechi.example.com',
    });
    expect(body.categoryAccessList).toContainEqual({
      categoryId: 2697,
      denyMsgOverride: expect.any(String),
      accessControlRule: [{ text: 'CDI' }, { text: '더오픈' }, { text: '에이프릴 재원생' }],
    });
  });

  it('accepts an ES256 token as well as RS256', async () => {
    await simControl(t, '/sso/_control/algorithm', { alg: 'ES256' });
    const browser = newBrowser();
    const { authorizeUrl } = await startSignIn(t, browser);
    const { jwt } = await loginAtSso(authorizeUrl, 'student.park');
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).alg).toBe('ES256');
    expect((await loginSync(t, browser, jwt)).statusCode).toBe(200);
  });

  it('tells visitors they are signed out, without a uuid or expiry header', async () => {
    const res = await authState();
    expect(res.statusCode).toBe(200);
    expect(res.headers[SESSION_EXPIRE_HEADER]).toBeUndefined();
    expect(res.json()).toMatchObject({
      uuid: null,
      authenticated: false,
      memberId: null,
      creverseAccount: null,
      creverseAcl: null,
      accessiableCategoryIds: [1236],
    });
  });
});

describe('CSRF: the context uuid', () => {
  it('refuses a state-changing call whose X-Context-Uuid does not match the session', async () => {
    const me = await signInAs(t, 'parent.kim');
    const url = '/api/member-svc/fetch-cart-statistics';
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: me.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('CONTEXT-MISMATCH');
    const other = await signInAs(t, 'student.park');
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: me.cookie, [CONTEXT_UUID_HEADER]: other.uuid },
      payload: {},
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({ method: 'POST', url, headers: me.headers, payload: {} });
    expect(right.statusCode).toBe(200);
  });

  it('lets auth-state-fetch through without the header (it changes nothing and tells the uuid)', async () => {
    const me = await signInAs(t, 'parent.kim');
    const res = await authState({ cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(me.uuid);
  });
});

describe('member-svc calls', () => {
  it.each([
    '/api/member-svc/fetch-order-statistics',
    '/api/member-svc/fetch-cart-statistics',
    '/api/member-svc/fetch-buy-summary-statistics',
    '/api/member-svc/cart-mine',
  ])('answer 401 to a signed-out call of %s', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answer 401 to a cookie of a session that no longer exists, and clear it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/fetch-order-statistics',
      headers: { cookie: 'shop_session=not-a-session' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'shop_session')?.value).toBe('');
  });
});

describe('logout', () => {
  it('ends the session by a POST with the context uuid, clears the cookie and returns home', async () => {
    const browser = newBrowser();
    const me = await signInAs(t, 'parent.kim', browser);
    const before = await sessionCount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-logout',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'shop_session')?.value).toBe('');
    expect(await sessionCount(t)).toBe(before - 1);
    const after = await authState({ cookie: me.cookie });
    expect(after.json().authenticated).toBe(false);
  });

  it('a GET changes nothing and shows a sign-out button whose form posts the uuid', async () => {
    const me = await signInAs(t, 'parent.kim');
    const page = await t.app.inject({
      url: '/api/creverse-logout',
      headers: { cookie: me.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<button type="submit">로그아웃</button>');
    expect(page.body).toContain(`name="contextUuid" value="${me.uuid}"`);
    expect((await authState({ cookie: me.cookie })).json().authenticated).toBe(true);
    // the page's own form: a urlencoded post with the field
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-logout',
      headers: { cookie: me.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `contextUuid=${me.uuid}`,
    });
    expect(out.statusCode).toBe(303);
    expect((await authState({ cookie: me.cookie })).json().authenticated).toBe(false);
  });

  it('a cross-site form post without the uuid is refused and the member stays signed in', async () => {
    const me = await signInAs(t, 'parent.kim');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-logout',
      headers: { cookie: me.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'contextUuid=forged',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CONTEXT-MISMATCH');
    expect((await authState({ cookie: me.cookie })).json().authenticated).toBe(true);
  });
});

describe('PN-409: the academy record no longer matches the session', () => {
  it('ends the session when the account was given another login id', async () => {
    const me = await signInAs(t, 'parent.kim');
    await simControl(t, '/class-records/_control/members/1001', {
      account: { loginId: 'someone.else' },
    });
    const res = await authState({ cookie: me.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'PN-409',
      message: AuthMessage.loginMismatch,
      messageCode: 'auth.loginMismatch',
    });
    expect(res.headers[SESSION_EXPIRE_HEADER]).toBeUndefined();
    const after = await authState({ cookie: me.cookie });
    expect(after.json().authenticated).toBe(false);
  });

  it('ends the session when the member was removed from the class records', async () => {
    const me = await signInAs(t, 'student.park');
    await simControl(t, '/class-records/_control/members/1003', { remove: true });
    expect((await authState({ cookie: me.cookie })).statusCode).toBe(409);
  });

  it('keeps the member signed in from its stored record while the class records are down', async () => {
    const me = await signInAs(t, 'parent.kim');
    await simControl(t, '/class-records/_control/fail', { count: 5, status: 503 });
    const res = await authState({ cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticated: true, memberId: 1001 });
  });

  it('takes over new branches of the same person', async () => {
    const me = await signInAs(t, 'parent.choi');
    expect((await authState({ cookie: me.cookie })).json().accessiableCategoryIds).toEqual([1236]);
    await simControl(t, '/class-records/_control/members/1005', {
      accessList: [
        {
          stdId: 5401,
          stdName: '최민준',
          brchId: 501,
          brchName: '탤런트 반포',
          brchType: 'TALENT',
          brchHomepage: null,
        },
      ],
    });
    const res = await authState({ cookie: me.cookie });
    expect(res.json().accessiableCategoryIds).toEqual([TALENT, 1236]);
  });
});

describe('visitors cost no session query', () => {
  it('loads the session only when the cookie is there', async () => {
    await t.app.inject({ url: '/api/site-menu' });
    const visitorBefore = t.database.queryCount();
    await t.app.inject({ url: '/api/site-menu' });
    expect(t.database.queryCount() - visitorBefore).toBe(0);
    const me = await signInAs(t, 'parent.kim');
    const memberBefore = t.database.queryCount();
    await t.app.inject({ url: '/api/site-menu', headers: { cookie: me.cookie } });
    expect(t.database.queryCount() - memberBefore).toBe(1);
  });
});

describe('category access follows the signed-in member', () => {
  async function firstProductOf(headers: Record<string, string>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product-entry-list',
      headers,
      payload: { categoryId: TALENT, page: 1 },
    });
    return res;
  }

  it('refuses list, detail and search of a closed section to a member without the brand', async () => {
    const kim = await signInAs(t, 'student.park'); // enrolled at 탤런트 반포
    const choi = await signInAs(t, 'parent.choi');

    const open = await firstProductOf(kim.headers);
    expect(open.statusCode).toBe(200);
    const product = open.json<{ list: { productId: number; displayName: string }[] }>().list[0]!;

    const list = await firstProductOf(choi.headers);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe('CATEGORY-DENIED');
    const rule = DEMO_ACCESS_RULES.find((r) => r.categoryId === TALENT)!;
    expect(list.json().error.message).toBe(
      `이 메뉴는 ${rule.ruleTexts.join(', ')}만 이용 가능합니다.`,
    );

    const detailUrl = `/api/product-entry-by-id?productId=${product.productId}`;
    expect(
      (await t.app.inject({ url: detailUrl, headers: { cookie: kim.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: detailUrl, headers: { cookie: choi.cookie } })).statusCode,
    ).toBe(403);

    const search = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/search-product-entry-list',
          headers,
          payload: { searchWord: product.displayName },
        })
      )
        .json<{ list: { productId: number }[] }>()
        .list.map((p) => p.productId);
    expect(await search(kim.headers)).toContain(product.productId);
    expect(await search(choi.headers)).not.toContain(product.productId);
    expect(await search({})).not.toContain(product.productId);
  });

  it('opens category 2697 (the creverse_etc menu) to CDI, 더오픈 and 에이프릴 students only', async () => {
    const cases: [string, number[]][] = [
      ['parent.kim', [2697, 1236]],
      ['student.park', [TALENT, 2697, 1236]],
      ['institute.hanbit', [2697, 1236]],
      ['parent.choi', [1236]],
      ['parent.lee', [1236]],
    ];
    for (const [loginId, expected] of cases) {
      const me = await signInAs(t, loginId);
      const res = await authState({ cookie: me.cookie });
      expect(res.json().accessiableCategoryIds, loginId).toEqual(expected);
    }
  });
});
