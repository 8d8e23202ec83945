import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutPath } from '@shop/contract/auth.ts';
import { paidThroughWindow } from '../test/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { orderDetail } from '../test/checkout-test-kit.ts';
import { signInAs } from '../test/test-sign-in.ts';

/**
 * The log of a whole journey (sign-in, browsing, an order paid by card and one by virtual
 * account, the order's page, the address book, sign-out): one JSON line per request with method,
 * route pattern, status, duration, request id and the member; nothing a person would not want in
 * a log file (cookies, tokens, phone, card or account numbers, addresses).
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(async () => {
  await t?.close();
});

/** Every string under a key that names personal or secret data, anywhere in an answer. */
function privateValues(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return /phone|hp|tel|addr|account|card|receiver|zip|token|email/i.test(key) &&
      value.trim().length >= 4
      ? [value]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((v) => privateValues(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => privateValues(v, k));
  }
  return [];
}

describe('request log', () => {
  it('writes one line per request with who and what, and nothing private', async () => {
    const kim = await signInAs(t, 'parent.kim');
    await t.app.inject({ url: '/api/product-entry-recommend', headers: kim.headers });
    await t.app.inject({ url: '/api/search-product-entry-list?q=010-1234-5678' });
    const card = await paidThroughWindow(t, kim, '신용카드');
    const vbank = await paidThroughWindow(t, kim, '가상계좌');
    const answers = [
      (await orderDetail(t, kim, card.orderId)).json(),
      (await orderDetail(t, kim, vbank.orderId)).json(),
      (
        await t.app.inject({ url: '/api/bridge/creverse-delivery-list', headers: kim.headers })
      ).json(),
    ];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/order-detail',
      headers: kim.headers,
      payload: { orderId: 'not a number' },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-login-sync',
      // well formed, signed by nobody the SSO knows
      payload: {
        jwt: [{ alg: 'RS256', kid: 'forged' }, { sub: '1001' }]
          .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
          .concat('c2lnbmF0dXJl')
          .join('.'),
      },
    });
    await t.app.inject({ method: 'POST', url: logoutPath(), headers: kim.headers });

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    expect(entries.some((e) => /incoming request|request completed/.test(String(e.msg)))).toBe(
      false,
    );
    const ids = requests.map((e) => e.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of entries.filter((x) => x.reqId)) expect(ids).toContain(e.reqId);
    for (const e of requests) {
      expect(e).toMatchObject({
        level: 30,
        method: expect.stringMatching(/^[A-Z]+$/),
        route: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
        reqId: expect.any(String),
      });
    }
    const detail = requests.find((e) => e.route === '/api/member-svc/order-detail');
    expect(detail).toMatchObject({ method: 'POST', status: 200, memberId: 1001 });
    expect(detail).not.toHaveProperty('error');
    // a refusal's line carries its code (what a failed journey's shop log is read for)
    expect(refused.statusCode).toBe(400);
    const refusedLines = requests.filter((e) => e.status === 400);
    expect(refusedLines).toEqual([
      expect.objectContaining({
        route: '/api/member-svc/order-detail',
        error: (refused.json() as { error: { code: string } }).error.code,
      }),
    ]);
    // and a refused sign-in's line says which check refused it, which its answer does not
    expect(forged.statusCode).toBe(401);
    expect(forged.body).not.toMatch(/ERR_/);
    expect(requests.find((e) => e.status === 401)).toMatchObject({
      route: '/api/creverse-login-sync',
      error: (forged.json() as { error: { code: string } }).error.code,
      reason: expect.stringMatching(/^token: ERR_/),
    });
    expect(requests.some((e) => String(e.route).includes('?'))).toBe(false);

    // the time and the random request ids are digit runs of their own
    const log = entries
      .map(({ time: _time, reqId: _reqId, ...rest }) => JSON.stringify(rest))
      .join('\n');
    const secrets = [
      ...kim.cookie.split('; ').map((c) => c.split('=').slice(1).join('=')),
      kim.uuid,
      ...answers.flatMap((a) => privateValues(a)),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/01[016789]-?\d{3,4}-?\d{4}/);
    expect(log).not.toMatch(/\d{10,}/);
  });
});
