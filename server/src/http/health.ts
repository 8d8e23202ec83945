import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { migrationsApplied } from '../db/migrate.ts';

/** A check that has not answered in this time counts as failed (a hung database or Redis). */
const CHECK_LIMIT_MS = 2000;

type CheckResult = 'ok' | 'failed' | 'not configured';

async function within(check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_LIMIT_MS);
  });
  try {
    return (await Promise.race([check(), late])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export interface Health {
  /** From SIGTERM on, /readyz answers 503 so the balancer stops sending requests here. */
  markStopping(): void;
}

/**
 * `/healthz`: the process answers. `/readyz`: this instance should get traffic — not stopping,
 * the database reachable with this build's migrations applied, Redis reachable when configured.
 * Both are JSON, never the web app, and outside the rate limit (the balancer polls them).
 */
export function installHealth(app: FastifyInstance, redis: Redis | undefined): Health {
  let stopping = false;
  const noLimit = { config: { rateLimit: false } };
  app.get('/healthz', noLimit, async () => ({ status: 'ok' }));
  app.get('/readyz', noLimit, async (_request, reply) => {
    const [database, migrations, redisCheck] = await Promise.all([
      within(async () => {
        await app.database.db.execute(sql`select 1`);
        return true;
      }),
      within(() => migrationsApplied(app.database)),
      redis ? within(async () => (await redis.ping()) === 'PONG') : 'not configured',
    ]);
    const checks = { database, migrations, redis: redisCheck };
    const ready = !stopping && Object.values(checks).every((c) => c !== 'failed');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : stopping ? 'stopping' : 'not ready', checks });
  });
  return {
    markStopping() {
      stopping = true;
    },
  };
}
