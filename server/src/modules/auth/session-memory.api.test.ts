import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { SessionStore } from './session-repository.ts';

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
    const [row] = await t.database.db
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.contextUuid, me.uuid));
    // the other instance hears of this logout through Redis (without it this never resolves)
    const heard = new Promise<void>((resolve) =>
      other.cache.onDrop((tag) => tag === `session:${row!.sessionId}` && resolve()),
    );
    await t.app.inject({ method: 'POST', url: '/api/creverse-logout', headers: me.headers });
    await heard;
    // inside the memory's 5 seconds of the read above: the invalidation, not the expiry, ends it
    expect(await signedIn(other, me.cookie)).toBe(false);
  });

  it('a read that began before a logout answers, but does not keep the session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    class SlowReads extends SessionStore {
      protected override async read(sessionId: string) {
        const row = await super.read(sessionId);
        await gate;
        return row;
      }
    }
    // a profile as a sign-in stores it
    await signInAs(t, 'parent.kim');
    const [signedInRow] = await t.database.db.select().from(sessions).limit(1);
    const store = new SlowReads(t.database.db);
    const { token, session } = await store.create(
      signedInRow!.memberId,
      signedInRow!.profile,
      60_000,
    );
    const reading = store.find(token);
    await store.delete(session.sessionId);
    release();
    expect((await reading)?.sessionId).toBe(session.sessionId);
    expect(await store.find(token)).toBeUndefined();
  });
});
