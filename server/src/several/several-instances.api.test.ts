import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutPath } from '@shop/contract/auth.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { copyDatabase } from '../test/database-template.ts';
import { startSimulators, type RunningSimulators } from '../test/simulator-harness.ts';
import {
  ROOT,
  freePort,
  overHttp,
  startShopProcess,
  type ShopProcess,
} from '../test/shop-process.ts';
import { signInAs } from '../test/test-sign-in.ts';
import { roundRobinProxy } from './round-robin-proxy.ts';

/**
 * Two shop processes on one PostgreSQL database and one Redis, behind a round-robin proxy made
 * here, started at the same moment on an empty database. Runs only with TEST_DATABASE_URL and
 * TEST_REDIS_URL (CI sets both).
 */
const base = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const enabled = Boolean(base && redis);
if (!enabled) {
  console.log('several-instances tier skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL');
}
const RATE_LIMIT_MAX = 150;

let sims: RunningSimulators;
let shops: ShopProcess[] = [];
let proxy: { url: string; close(): Promise<void> };
let database: Database;
let drop: () => Promise<void>;
let env: Record<string, string>;

beforeAll(async () => {
  if (!enabled) return;
  const empty = await copyDatabase(base!);
  drop = empty.drop;
  const ports = [await freePort(), await freePort()];
  sims = await startSimulators(`http://127.0.0.1:${ports[0]}`);
  env = {
    DATABASE_URL: empty.url,
    REDIS_URL: redis!,
    SIM_BASE_URL: sims.url,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_MS: '600000',
    // counters of this run only: the Redis is shared with other runs
    RATE_LIMIT_NAMESPACE: `shop-rl-test-${randomUUID()}:`,
  };
  // both at once on the empty database: the migrations and the seed must happen once
  shops = await Promise.all(ports.map((port) => startShopProcess(port, env)));
  proxy = await roundRobinProxy(shops.map((s) => s.url));
  database = await openDatabase({ databaseUrl: empty.url, poolSize: 2 });
});
afterAll(async () => {
  await proxy?.close();
  await Promise.all(shops.map((s) => s.stop()));
  await sims?.close();
  await database?.close();
  await drop?.();
});

async function signedIn(shopUrl: string, headers: Record<string, string>): Promise<boolean> {
  const res = await fetch(`${shopUrl}/api/auth-state-fetch`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { authenticated: boolean }).authenticated;
}

describe.skipIf(!enabled)('two instances behind a balancer', () => {
  it('migrated and seeded the empty database once, though both started together', async () => {
    const journal = JSON.parse(
      readFileSync(join(ROOT, 'server/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [migrations] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(migrations!.n)).toBe(journal.entries.length);
    const [dupes] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) - count(distinct product_id) as n from products`,
    );
    expect(Number(dupes!.n)).toBe(0);
    for (const shop of shops) expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  });

  it('keeps a member signed in on both, and a logout on one ends it on both', async () => {
    const config = loadConfig({ ...env, PORT: '3000' });
    // the sign-in's own steps already alternate between the two instances
    const kim = await signInAs(overHttp(proxy.url, { config, simUrl: sims.url }), 'parent.kim');
    for (const shop of shops) expect(await signedIn(shop.url, kim.headers)).toBe(true);
    const out = await fetch(`${shops[0]!.url}${logoutPath()}`, {
      method: 'POST',
      headers: kim.headers,
      redirect: 'manual',
    });
    expect(out.status).toBeLessThan(400);
    for (const shop of shops) expect(await signedIn(shop.url, kim.headers)).toBe(false);
  });

  it('counts the rate limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
      statuses.push((await fetch(`${proxy.url}/api/product-entry-recommend`)).status);
    }
    // each instance alone would have let all of them through
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(RATE_LIMIT_MAX);
  });
});
