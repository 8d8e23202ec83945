import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';

// Sessions read a moment ago are kept in memory for a few seconds; a logout must still end the
// session at once, here and in every other instance (through Redis, as in production).
const redis = process.env.TEST_REDIS_URL;
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp(redis ? { REDIS_URL: redis } : {});
  other = await buildApp({ config: t.config, database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const signedIn = async (app: FastifyInstance, cookie: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth-state-fetch',
      headers: { cookie },
      payload: { categoryIds: [] },
    })
  ).json<{ authenticated: boolean }>().authenticated;

describe('sessions kept in memory', () => {
  it('a logout ends the session at once in the instance that served it', async () => {
    const me = await signInAs(t, 'parent.kim');
    expect(await signedIn(t.app, me.cookie)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/creverse-logout', headers: me.headers });
    expect(await signedIn(t.app, me.cookie)).toBe(false);
  });

  it.skipIf(!redis)('a logout ends the session at once in another instance', async () => {
    const me = await signInAs(t, 'parent.kim');
    expect(await signedIn(other, me.cookie)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/creverse-logout', headers: me.headers });
    // well inside the memory's 5 seconds: the invalidation, not the expiry, ends it
    const deadline = Date.now() + 1_000;
    let stillIn = true;
    while (stillIn && Date.now() < deadline) {
      stillIn = await signedIn(other, me.cookie);
      if (stillIn) await new Promise((r) => setTimeout(r, 20));
    }
    expect(stillIn).toBe(false);
  });
});
