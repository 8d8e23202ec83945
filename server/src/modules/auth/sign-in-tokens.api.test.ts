import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRE_HEADER } from '@shop/contract/common.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  loginAtSso,
  loginSync,
  mintToken,
  newBrowser,
  sessionCount,
  startSignIn,
} from '../../test/test-sign-in.ts';

/** Sign-in tokens the shop must refuse (signature, algorithm, issuer, audience, expiry, nonce). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('tokens that must not start a session', () => {
  async function refusedWith(makeToken: (nonce: string) => Promise<string>) {
    const browser = newBrowser();
    const { nonce } = await startSignIn(t, browser);
    const before = await sessionCount(t);
    const res = await loginSync(t, browser, await makeToken(nonce));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SIGN-IN-REFUSED');
    expect(res.cookies.find((c) => c.name === 'shop_session')).toBeUndefined();
    expect(res.headers[SESSION_EXPIRE_HEADER]).toBeUndefined();
    expect(await sessionCount(t)).toBe(before);
    return { browser, nonce };
  }

  it('a valid token of the same shape is accepted (the refusals below are not for other reasons)', async () => {
    const browser = newBrowser();
    const { nonce } = await startSignIn(t, browser);
    const res = await loginSync(t, browser, await mintToken(t, { claims: { nonce } }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad signature', async () => {
    await refusedWith((nonce) => mintToken(t, { claims: { nonce }, signer: 'foreign' }));
  });

  it("refuses alg 'none'", async () => {
    await refusedWith((nonce) => mintToken(t, { claims: { nonce }, alg: 'none' }));
  });

  it('refuses another issuer', async () => {
    await refusedWith((nonce) =>
      mintToken(t, { claims: { nonce, iss: 'https://sso.other.example' } }),
    );
  });

  it('refuses another audience', async () => {
    await refusedWith((nonce) => mintToken(t, { claims: { nonce, aud: 'another-shop' } }));
  });

  it('refuses a token past its expiry', async () => {
    const iat = Math.floor(Date.now() / 1000) - 600;
    await refusedWith((nonce) => mintToken(t, { claims: { nonce, iat, exp: iat + 300 } }));
  });

  it('refuses a token without a nonce or with a nonce the shop never issued', async () => {
    await refusedWith(() => mintToken(t, { omit: ['nonce'] }));
    await refusedWith(() => mintToken(t, { claims: { nonce: 'made-up-nonce' } }));
  });

  it('refuses a nonce already used', async () => {
    const browser = newBrowser();
    const { authorizeUrl } = await startSignIn(t, browser);
    const { jwt } = await loginAtSso(authorizeUrl, 'parent.kim');
    const bindingCookie = browser.cookies.get('shop_sso')!;
    expect((await loginSync(t, browser, jwt)).statusCode).toBe(200);
    const before = await sessionCount(t);
    const replay = newBrowser();
    replay.cookies.set('shop_sso', bindingCookie);
    const res = await loginSync(t, replay, jwt);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'shop_session')).toBeUndefined();
    expect(await sessionCount(t)).toBe(before);
  });

  it('refuses a token brought to another browser than the one that started the sign-in', async () => {
    const starter = newBrowser();
    const { authorizeUrl } = await startSignIn(t, starter);
    const { jwt } = await loginAtSso(authorizeUrl, 'parent.kim');
    const before = await sessionCount(t);
    const res = await loginSync(t, newBrowser(), jwt);
    expect(res.statusCode).toBe(401);
    expect(await sessionCount(t)).toBe(before);
    // the starting browser can still use it
    expect((await loginSync(t, starter, jwt)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a missing jwt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-login-sync',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('jwt');
  });
});
