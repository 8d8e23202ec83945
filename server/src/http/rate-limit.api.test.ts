import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Counters live in Redis when TEST_REDIS_URL is set (CI), else in memory.
let t: TestApp;
beforeAll(async () => {
  const redis = process.env.TEST_REDIS_URL;
  t = await createTestApp({
    RATE_LIMIT_MAX: '3',
    RATE_LIMIT_WINDOW_MS: '60000',
    ...(redis ? { REDIS_URL: redis } : {}),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and the spec message past the limit', async () => {
    // a client address of its own so that runs sharing one Redis do not count each other
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () => t.app.inject({ url: '/api/site-menu', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const blocked = await call();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      error: {
        code: 'HTTP-429',
        message: '[HTTP-429] 과도하게 많은 요청이 차단됬습니다.',
        messageCode: 'common.tooManyRequests',
      },
    });
    // the page and its files still load, so the page can show the alert
    for (const url of ['/search-global', '/favicon.ico', '/files/guide/shop-guide.pdf']) {
      expect((await t.app.inject({ url, remoteAddress })).statusCode, url).not.toBe(429);
    }
  });
});

describe('the address it counts', () => {
  let behindBalancer: TestApp;
  beforeAll(async () => {
    const redis = process.env.TEST_REDIS_URL;
    behindBalancer = await createTestApp({
      RATE_LIMIT_MAX: '3',
      TRUST_PROXY: '10.20.0.0/16',
      ...(redis ? { REDIS_URL: redis } : {}),
    });
  });
  afterAll(async () => {
    await behindBalancer?.close();
  });

  const octet = () => Math.floor(Math.random() * 250);
  /** Four calls one after the other (the in-memory store counts concurrent calls late). */
  async function fourCalls(remoteAddress: string): Promise<number[]> {
    const statuses: number[] = [];
    const clients = `198.51.${octet()}`;
    for (let n = 1; n <= 4; n += 1) {
      const answer = await behindBalancer.app.inject({
        url: '/api/site-menu',
        remoteAddress,
        headers: { 'x-forwarded-for': `${clients}.${n}` },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  }

  it("is the client's, as the named balancer forwards it", async () => {
    expect(await fourCalls(`10.20.${octet()}.${octet()}`)).toEqual([200, 200, 200, 200]);
  });

  it("is the connection's when anyone else sends X-Forwarded-For", async () => {
    expect(await fourCalls(`10.21.${octet()}.${octet()}`)).toEqual([200, 200, 200, 429]);
  });
});
