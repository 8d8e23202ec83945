import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** `/healthz` and `/readyz` as JSON, and /readyz refusing traffic when the instance cannot serve. */
const redis = process.env.TEST_REDIS_URL;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(redis ? { REDIS_URL: redis } : {});
});
afterAll(async () => {
  await t?.close();
});

const readyz = async (app = t) => {
  const res = await app.app.inject({ url: '/readyz' });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.json() };
};

/** A TCP relay to the PostgreSQL server that the test can stop, as a stopped database looks. */
async function stoppableRelay(target: URL): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz as JSON, never the web page', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expect(health.json()).toEqual({ status: 'ok' });
    expect(await readyz()).toEqual({
      status: 200,
      type: expect.stringContaining('application/json'),
      body: {
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: redis ? 'ok' : 'not configured' },
      },
    });
  });

  it('is not ready while the newest migration of this build is not applied', async () => {
    const [newest] = await queryRows<{ id: number; created_at: string }>(
      t.database.db,
      sql`select id, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const setCreatedAt = (value: string) =>
      t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${value}::bigint where id = ${newest!.id}`,
      );
    await setCreatedAt('0');
    try {
      const answer = await readyz();
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failed' },
      });
    } finally {
      await setCreatedAt(newest!.created_at);
    }
    expect((await readyz()).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 while the PostgreSQL server is stopped',
    async () => {
      const relay = await stoppableRelay(new URL(t.config.databaseUrl!));
      const behind = await createTestApp({ DATABASE_URL: relay.url });
      try {
        expect((await readyz(behind)).status).toBe(200);
        await relay.stop();
        const answer = await readyz(behind);
        expect(answer.status).toBe(503);
        expect(answer.type).toContain('application/json');
        expect(answer.body.checks).toMatchObject({ database: 'failed', migrations: 'failed' });
        expect((await behind.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await behind.close();
      }
    },
  );

  it('answers 503 from the moment the instance is stopping', async () => {
    t.app.health.markStopping();
    const answer = await readyz();
    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe('stopping');
  });
});
