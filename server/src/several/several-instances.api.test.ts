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
import { SEOJUN_CDI, createOrder, orderBody, post } from '../test/checkout-test-kit.ts';
import { notify } from '../db/notification-outbox.ts';
import { signInAs } from '../test/test-sign-in.ts';
import { demoLoginOf, signInStaff, staffCall } from '../test/test-staff-sign-in.ts';
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
/** Shared by every API call of this file from 127.0.0.1, the last test's included. */
const RATE_LIMIT_MAX = 400;
/** The hourly jobs every second here, to count their runs over a few periods. */
const JOB_PERIOD_MS = 1000;
/** The message sender every second too (5 s in production). */
const NOTIFY_PERIOD_MS = 1000;
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const JOBS = ['unpaid-expiry', 'return-fee-withdrawal', 'cart-cleanup'] as const;

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
    JOB_PERIOD_MS: String(JOB_PERIOD_MS),
    NOTIFY_PERIOD_MS: String(NOTIFY_PERIOD_MS),
    METRICS_TOKEN,
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

/** An instance's runs of each job so far, by outcome, from its /metrics. */
async function jobRuns(shopUrl: string, jobs: readonly string[] = JOBS) {
  const text = await (
    await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (job: string, outcome: string) =>
    Number(
      new RegExp(`^shop_job_runs_total\\{job="${job}",outcome="${outcome}"\\} (\\d+)`, 'm').exec(
        text,
      )?.[1] ?? 0,
    );
  return Object.fromEntries(
    jobs.map((job) => [job, { ok: count(job, 'ok'), skipped: count(job, 'skipped') }]),
  );
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

  it('shows a back-office change on the other instance at once (cache invalidation)', async () => {
    const config = loadConfig({ ...env, PORT: '3000' });
    const saleStatusOn = async (shopUrl: string) =>
      (
        (await (await fetch(`${shopUrl}/api/product-entry-by-id?productId=23`)).json()) as {
          data: { saleStatus: string };
        }
      ).data.saleStatus;
    // both instances hold the product's detail in their caches
    for (const shop of shops) expect(await saleStatusOn(shop.url)).toBe('onSale');
    const first = overHttp(shops[0]!.url, { config, simUrl: sims.url });
    const md = await signInStaff(first, demoLoginOf('merchandiser'));
    const change = (saleStatus: string) =>
      staffCall(first, md, 'POST', '/api/admin/product-sale-status', { productId: 23, saleStatus });
    expect((await change('soldOut')).statusCode).toBe(200);
    try {
      // the other instance drops its copy when Redis carries the tag (a moment, no expiry: the
      // cache keeps an answer until it is dropped)
      await expect.poll(() => saleStatusOn(shops[1]!.url), { timeout: 10_000 }).toBe('soldOut');
    } finally {
      expect((await change('onSale')).statusCode).toBe(200);
    }
  });

  it('makes one order of 50 concurrent identical submissions spread over both', async () => {
    const config = loadConfig({ ...env, PORT: '3000' });
    const balanced = overHttp(proxy.url, { config, simUrl: sims.url });
    const kim = await signInAs(balanced, 'parent.kim');
    const body = await orderBody(balanced, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const orders = async () =>
      Number(
        (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from orders`))[0]!.n,
      );
    const before = await orders();
    // the pay page sends one Idempotency-Key however often its button is pressed
    const key = `several-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(balanced, kim, '/api/member-svc/order-create', body, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await orders()).toBe(before + 1);
  });

  it('runs each periodic job once per period across both instances (counted)', async () => {
    const started = Date.now();
    const before = await Promise.all(shops.map((shop) => jobRuns(shop.url)));
    await new Promise((resolve) => setTimeout(resolve, 8 * JOB_PERIOD_MS));
    const after = await Promise.all(shops.map((shop) => jobRuns(shop.url)));
    // a run counted in the window may have claimed the period just before it: one more
    const periods = Math.ceil((Date.now() - started) / JOB_PERIOD_MS) + 1;
    for (const job of JOBS) {
      const delta = (i: number, outcome: 'ok' | 'skipped') =>
        after[i]![job]![outcome] - before[i]![job]![outcome];
      // both instances tried the job in the window, and between them ran it once a period
      for (const i of [0, 1]) expect(delta(i, 'ok') + delta(i, 'skipped'), job).toBeGreaterThan(2);
      expect(delta(0, 'ok') + delta(1, 'ok'), job).toBeLessThanOrEqual(periods);
      expect(delta(0, 'ok') + delta(1, 'ok'), job).toBeGreaterThan(2);
    }
  });

  it('sends each outbox message once across both instances, the sender once per period (counted)', async () => {
    // Guards two mechanisms (decision 0368): the outbox's claim with a lease (a run that
    // outlasts its period keeps its rows from the next period's run, on either instance), and the
    // sender's claim of its period in job_periods (one run a period across both, counted).
    const config = loadConfig({ ...env, PORT: '3000' });
    const balanced = overHttp(proxy.url, { config, simUrl: sims.url });
    const kim = await signInAs(balanced, 'parent.kim');
    const body = await orderBody(balanced, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const orderIds: number[] = [];
    for (let i = 0; i < 3; i++) orderIds.push((await createOrder(balanced, kim, body)).orderId);

    await sims.control('messages', 'reset');
    // every provider call takes 300 ms: one run sends for several periods while the other
    // instance and the next periods try again
    await sims.control('messages', 'slow', { count: 1000, ms: 300 });
    try {
      const sender = ['notification-sender'];
      const before = await Promise.all(shops.map((shop) => jobRuns(shop.url, sender)));
      const started = Date.now();
      // the events' one call (decision 0502), as the payment and fulfilment paths make it
      await notify(
        database.db,
        ['orderPlaced', 'shipped'],
        orderIds.map((orderId) => ({ orderId })),
      );
      const rows = async () =>
        queryRows<{
          outbox_id: number;
          status: string;
          phone_channel: string;
          email_channel: string;
        }>(
          database.db,
          sql`select outbox_id, status, phone_channel, email_channel from notification_outbox
            where order_id in (${sql.join(orderIds, sql`, `)}) order by outbox_id`,
        );
      await expect
        .poll(async () => (await rows()).map((r) => r.status), { timeout: 60_000, interval: 500 })
        .toEqual(Array(6).fill('sent'));
      // a few more periods: a second send of any message would arrive now
      await new Promise((resolve) => setTimeout(resolve, 3 * NOTIFY_PERIOD_MS));
      const after = await Promise.all(shops.map((shop) => jobRuns(shop.url, sender)));
      const periods = Math.ceil((Date.now() - started) / NOTIFY_PERIOD_MS) + 1;

      // what the provider received: each message's key once, and nothing else
      const { list } = await sims.read<{ list: { method: string; body: { key?: string } }[] }>(
        'messages',
        'received',
      );
      const keys = list.filter((c) => c.method === 'POST').map((c) => c.body.key ?? '');
      const expected = (await rows()).flatMap((r) => [
        `${r.outbox_id}-${r.phone_channel}`,
        ...(r.email_channel === 'email' ? [`${r.outbox_id}-email`] : []),
      ]);
      expect(expected.length).toBeGreaterThanOrEqual(6);
      expect(keys.sort()).toEqual(expected.sort());

      const delta = (i: number, outcome: 'ok' | 'skipped') =>
        after[i]!['notification-sender']![outcome] - before[i]!['notification-sender']![outcome];
      for (const i of [0, 1]) expect(delta(i, 'ok') + delta(i, 'skipped')).toBeGreaterThan(2);
      expect(delta(0, 'ok') + delta(1, 'ok')).toBeLessThanOrEqual(periods);
      expect(delta(0, 'ok') + delta(1, 'ok')).toBeGreaterThan(2);
    } finally {
      await sims.control('messages', 'reset');
    }
  });

  it('loses no accepted order when one instance is killed (SIGKILL) mid-load', async () => {
    // Guards (decision 0369): an order is answered only once its statement — the order and its
    // Idempotency-Key's answer together — committed in the shared database, so an instance
    // that dies takes no accepted order with it; and a submission sent again with its key after
    // its instance died mid-request (its order may have committed without an answer) gets that
    // order from the other instance, not a second one.
    const config = loadConfig({ ...env, PORT: '3000' });
    const balanced = overHttp(proxy.url, { config, simUrl: sims.url });
    const kim = await signInAs(balanced, 'parent.kim');
    const body = await orderBody(balanced, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const [newest] = await queryRows<{ id: number }>(
      database.db,
      sql`select coalesce(max(order_id), 0) as id from orders`,
    );
    const accepted = new Map<string, number>();
    /** Each submission's unanswered tries: the status (0: the connection was cut). */
    const failedTries = new Map<string, string[]>();
    /** One press of a pay page's button: its key, sent again after an error (up to 10 times). */
    const submit = async (key: string) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        let failure: string;
        try {
          const res = await post(balanced, kim, '/api/member-svc/order-create', body, key);
          if (res.statusCode === 200) {
            accepted.set(key, res.json<{ data: { orderId: number } }>().data.orderId);
            return;
          }
          failure = `${res.statusCode} ${res.body.slice(0, 200)}`;
        } catch (err) {
          failure = `cut: ${(err as Error).message}`;
        }
        failedTries.set(key, [...(failedTries.get(key) ?? []), failure]);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const batch = (name: string, n: number) =>
      Array.from({ length: n }, (_, i) => `kill-${name}-${i}-${randomUUID()}`);
    const waitingWrites = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            database.db,
            sql`select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query ilike '%insert into idempotency_records%'`,
          )
        )[0]!.n,
      );

    // before: both instances take orders
    const first = batch('before', 10);
    await Promise.all(first.map(submit));

    // mid-load: the order statements of both instances wait on a lock this test holds, so those
    // sent to the first instance are in flight, inside the database, when it is killed
    const during = batch('during', 10);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table idempotency_records in share mode`);
      locked();
      await released;
    });
    let killed = false;
    try {
      await isLocked;
      const load = Promise.all(during.map(submit));
      await expect.poll(waitingWrites, { timeout: 60_000, interval: 100 }).toBe(during.length);
      shops[0]!.kill();
      killed = true;
      await shops[0]!.exited;
      release();
      await holder;
      await load;

      // after: the other instance keeps answering, the balancer sends everything to it
      expect((await fetch(`${shops[1]!.url}/readyz`)).status).toBe(200);
      const last = batch('after', 10);
      await Promise.all(last.map(submit));
      expect(last.flatMap((key) => failedTries.get(key) ?? [])).toEqual([]);

      // the kill cut requests in flight; each was sent again with its key until answered
      expect(during.some((key) => failedTries.has(key))).toBe(true);
      const keys = [...first, ...during, ...last];
      expect(keys.filter((key) => !accepted.has(key))).toEqual([]);
      // every accepted order exists, once: no more orders than submissions, and the same ids
      const made = await queryRows<{ order_id: number }>(
        database.db,
        sql`select order_id from orders where order_id > ${newest!.id} order by order_id`,
      );
      expect(made.map((r) => r.order_id)).toEqual([...accepted.values()].sort((a, b) => a - b));
      expect(new Set(accepted.values()).size).toBe(keys.length);
    } finally {
      release();
      await holder.catch(() => undefined);
      // the killed instance comes back on its port, for the tests after this one
      if (killed) {
        shops[0] = await startShopProcess(Number(new URL(shops[0]!.url).port), env);
      }
    }
  }, 240_000);

  it('counts the rate limit across both instances', async () => {
    const statuses: number[] = [];
    // until the first refusal: the calls of the tests before count too
    while (statuses.length < RATE_LIMIT_MAX && !statuses.includes(429)) {
      statuses.push((await fetch(`${proxy.url}/api/product-entry-recommend`)).status);
    }
    // each instance alone would have let all of them through (half of RATE_LIMIT_MAX each)
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(RATE_LIMIT_MAX);
  });
});
