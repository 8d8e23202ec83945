import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulators } from '@shop/simulators/host.ts';
import { seoulYear } from '../../lib/seoul-time.ts';
import { HttpSsoClient } from './http-sso-client.ts';
import { SignInRefused } from './sso-provider.ts';

/** Compliance: the shop's SSO client against the SSO simulator, over HTTP. */
let sims: FastifyInstance;
let base: string;
let client: HttpSsoClient;

beforeAll(async () => {
  sims = await buildSimulators({ shopUrl: 'http://localhost:3000', selfUrl: 'http://pending' });
  await sims.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sims.server.address() as AddressInfo).port}/sso`;
  client = new HttpSsoClient({ baseUrl: base, clientId: 'academy-book-mall', timeoutMs: 10_000 });
});
afterAll(async () => {
  await sims?.close();
});

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${base}/_control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ jwt: string }>;
}

async function signInThroughLoginScreen(loginId: string, redirect?: string) {
  const authorize = new URL(
    client.authorizeUrl({
      redirectUri: 'http://localhost:3000/creverse-logined',
      state: 'state-1',
      nonce: 'nonce-1',
      redirect: redirect ?? null,
    }),
  );
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('크레버스 통합 로그인');
  expect(html).toContain('parent.kim');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('loginId', loginId);
  form.set('password', 'demo1234');
  const res = await fetch(`${base}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  return res;
}

describe('SSO client against the simulator', () => {
  it('goes through the login screen and verifies the returned token', async () => {
    const res = await signInThroughLoginScreen('parent.kim', '/mypage/cart');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/creverse-logined');
    expect(back.searchParams.get('state')).toBe('state-1');
    const claims = await client.verify(back.searchParams.get('jwt')!);
    expect(claims).toEqual({
      memberId: 1001,
      loginId: 'parent.kim',
      name: '김민정',
      nonce: 'nonce-1',
      redirect: '/mypage/cart',
      // a parent account's token carries no birth year
      birthYear: null,
    });
  });

  it("carries a student account's birth year (decision 0463)", async () => {
    const res = await signInThroughLoginScreen('student.park');
    const claims = await client.verify(
      new URL(res.headers.get('location')!).searchParams.get('jwt')!,
    );
    // the demo student is 16 by the shop's count: born 17 years before this Seoul year
    expect(claims.birthYear).toBe(seoulYear(new Date()) - 17);
  });

  it.each([
    ['a year as text', '2012'],
    ['a fraction', 2012.5],
    ['a future year', 9999],
    ['a year before 1900', 1850],
  ])('reads %s as no birth year, and still signs in', async (_name, birthYear) => {
    const { jwt } = await control('mint', { claims: { birthYear } });
    expect((await client.verify(jwt)).birthYear).toBeNull();
  });

  it('shows the error on the login screen for a wrong password', async () => {
    const authorize = new URL(
      client.authorizeUrl({
        redirectUri: 'http://localhost:3000/creverse-logined',
        state: 's',
        nonce: 'n',
      }),
    );
    const form = new URLSearchParams(authorize.searchParams);
    form.set('loginId', 'parent.kim');
    form.set('password', 'wrong');
    const res = await fetch(`${base}/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('refuses to send a token to an address that is not a registered return address', async () => {
    const url = client.authorizeUrl({
      redirectUri: 'https://evil.example/creverse-logined',
      state: 's',
      nonce: 'n',
    });
    expect((await fetch(url)).status).toBe(400);
  });

  it('verifies ES256 tokens too', async () => {
    await control('algorithm', { alg: 'ES256' });
    const res = await signInThroughLoginScreen('student.park');
    await control('reset');
    const jwt = new URL(res.headers.get('location')!).searchParams.get('jwt')!;
    expect((await client.verify(jwt)).memberId).toBe(1003);
  });

  it.each([
    ['a foreign signature', { signer: 'foreign' }],
    ["alg 'none'", { alg: 'none' }],
    ['another issuer', { claims: { iss: 'https://other.example/sso' } }],
    ['another audience', { claims: { aud: 'other-client' } }],
    ['a past expiry', { claims: { iat: 1_700_000_000, exp: 1_700_000_300 } }],
    ['no subject', { omit: ['sub'] }],
    ['no nonce', { omit: ['nonce'] }],
  ])('refuses %s', async (_name, body) => {
    const { jwt } = await control('mint', body);
    await expect(client.verify(jwt)).rejects.toBeInstanceOf(SignInRefused);
  });

  it('issues developer tokens the same verification accepts', async () => {
    const jwt = await client.issueDevToken({ memberId: 1004, nonce: 'dev-nonce' });
    expect(await client.verify(jwt)).toMatchObject({ memberId: 1004, nonce: 'dev-nonce' });
  });

  it('refuses tokens while the key set cannot be fetched (no keys, no session)', async () => {
    const fresh = new HttpSsoClient({
      baseUrl: base,
      clientId: 'academy-book-mall',
      timeoutMs: 10_000,
    });
    const { jwt } = await control('mint', {});
    await control('fail', { count: 1, status: 503 });
    await expect(fresh.verify(jwt)).rejects.toBeInstanceOf(SignInRefused);
  });
});
