// The shop as it runs in production, measured against a bare Fastify process (issue 23 item 6,
// decision 0521): the compiled build (`node server/dist/js/main.js`, no TypeScript loader) with
// info-level logging to a file (one JSON line per request), PostgreSQL and, when REDIS_URL is
// set, Redis; the reference is bench/bare-server.ts in a process of its own, logging the same way.
// Then a mixed run (browse, search, cart, order, pay through the gateway simulator) on two
// instances of the shop over the same PostgreSQL and Redis.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { currentConsent } from '@shop/contract/order-consent.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { loadConfig } from '../server/src/config.ts';
import { payInWindow } from '../server/src/test/simulator-harness.ts';
import { overHttp } from '../server/src/test/shop-process.ts';
import { signInAs } from '../server/src/test/test-sign-in.ts';
import { load, type LoadResult } from './http-load.ts';
import { pidCpuMs, pidRssMb } from './proc-cpu.ts';
import { waitForHttp } from './web-metrics.ts';

const root = new URL('..', import.meta.url).pathname;
const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;
const loadAverage = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

interface Proc {
  name: string;
  child: ChildProcess;
  pid: number;
  log: string;
  stop(): Promise<void>;
}

/** A process whose stdout and stderr go to a file (where a deployment's log collector reads). */
function startProcess(name: string, args: string[], env: Record<string, string>, logDir: string) {
  const log = path.join(logDir, `${name}.log`);
  const fd = fs.openSync(log, 'w');
  // BENCH_PROFILE_DIR: a V8 CPU profile of each process, written there when it exits
  const profile = process.env.BENCH_PROFILE_DIR;
  const prof = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...prof, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Proc = {
    name,
    child,
    pid: child.pid!,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return { proc, exited };
}

async function started(
  name: string,
  args: string[],
  env: Record<string, string>,
  logDir: string,
  readyUrl: string,
): Promise<Proc> {
  const { proc, exited } = startProcess(name, args, env, logDir);
  await Promise.race([
    waitForHttp(readyUrl, 180_000),
    exited.then(() => {
      throw new Error(`${name} exited before it answered:\n${fs.readFileSync(proc.log, 'utf8')}`);
    }),
  ]);
  return proc;
}

/** Request log lines a process wrote (its `"msg":"request"` lines). */
function requestLines(proc: Proc): number {
  return fs
    .readFileSync(proc.log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"')).length;
}

async function withDatabase(baseUrl: string, run: (url: string) => Promise<void>) {
  const name = `shop_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  try {
    await run(u.toString());
  } finally {
    const drop = new pg.Client({ connectionString: baseUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

/** The bench's own secrets and addresses; see decision 0521 for what differs from a deployment. */
function productionEnv(
  port: number,
  databaseUrl: string,
  redisUrl: string | undefined,
  run: string,
) {
  const secret = () => randomBytes(24).toString('hex');
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    LOG_LEVEL: 'info',
    // a deployment starts on a migrated, filled database; the bench's is new, so the demo catalog
    SEED_DEMO: 'on',
    // one client (the load generator) at thousands of requests a second: the limit is still
    // counted on every request, its ceiling is out of reach
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_NAMESPACE: `bench-${run}:`,
    // the cached reads call no outside system: names that can never resolve (RFC 2606)
    SSO_BASE_URL: 'http://sso.bench.invalid',
    PG_BASE_URL: 'http://pg.bench.invalid',
    ARS_BASE_URL: 'http://ars.bench.invalid',
    CLASS_RECORDS_BASE_URL: 'http://class-records.bench.invalid',
    ADDRESS_BOOK_BASE_URL: 'http://address-book.bench.invalid',
    MESSAGES_BASE_URL: 'http://messages.bench.invalid',
    POSTCODE_BASE_URL: 'http://postcode.bench.invalid',
    PG_SIGN_KEY: secret(),
    PG_NOTI_SECRET: secret(),
    PG_API_KEY: secret(),
    ARS_SECRET: secret(),
    CLASS_RECORDS_API_KEY: secret(),
    ADDRESS_BOOK_API_KEY: secret(),
    MESSAGES_API_KEY: secret(),
  };
}

/** Compiles the server and simulators (`npm run build`'s server step) and the bare process. */
async function buildAll(): Promise<string> {
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (server.status !== 0) throw new Error('server build failed');
  const bare = path.join(root, 'bench/dist/bare-server.mjs');
  await build({
    entryPoints: [path.join(root, 'bench/bare-server.ts')],
    outfile: bare,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return bare;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function productionFigures(
  say: (line: string) => void,
  fmt: (r: LoadResult) => string,
  pgUrl: string,
  redisUrl: string | undefined,
  port: number,
): Promise<void> {
  const bareScript = await buildAll();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-logs-'));
  const run = Date.now().toString(36);
  await withDatabase(pgUrl, async (databaseUrl) => {
    await cachedFigures(say, fmt, { bareScript, logDir, run, databaseUrl, redisUrl, port });
    if (Number(process.env.BENCH_MIXED_SECONDS ?? 120) > 0) {
      await mixedRun(say, { logDir, run, databaseUrl, redisUrl, port });
    }
  });
  say(`  (logs of this run: ${logDir})`);
}

async function cachedFigures(
  say: (line: string) => void,
  fmt: (r: LoadResult) => string,
  o: {
    bareScript: string;
    logDir: string;
    run: string;
    databaseUrl: string;
    redisUrl: string | undefined;
    port: number;
  },
) {
  say(
    `\n## Production build against a bare Fastify process (PostgreSQL${o.redisUrl ? ' + Redis' : ''}, info log to a file, autocannon 50 connections, 5 s each; ${loadAverage()} at start)`,
  );
  const barePort = o.port + 3;
  const bare = await started(
    'bare',
    [o.bareScript],
    { PORT: String(barePort), NODE_ENV: 'production' },
    o.logDir,
    `http://127.0.0.1:${barePort}/bare`,
  );
  let shop: Proc | undefined;
  try {
    const base = `http://127.0.0.1:${o.port}`;
    shop = await started(
      'shop-production',
      ['server/dist/js/main.js'],
      productionEnv(o.port, o.databaseUrl, o.redisUrl, o.run),
      o.logDir,
      `${base}/readyz`,
    );
    const measured = async (proc: Proc, run: () => Promise<LoadResult>) => {
      const before = pidCpuMs(proc.pid);
      const result = await run();
      const cpu = (pidCpuMs(proc.pid) - before) / Math.max(1, result.total);
      return { result, cpu, load: loadAverage() };
    };
    const listBody = { categoryId: general1, page: 1, sort: 'sortName.asc' };
    await load('warm-up', `http://127.0.0.1:${barePort}/bare`, { seconds: 2 });
    await load('warm-up', `${base}/api/product-entry-recommend`, { seconds: 2 });
    await load('warm-up', `${base}/api/product-entry-list`, {
      method: 'POST',
      body: listBody,
      seconds: 2,
    });
    const bareRun = await measured(bare, () =>
      load('bare Fastify process', `http://127.0.0.1:${barePort}/bare`),
    );
    const recommend = await measured(shop, () =>
      load('GET product-entry-recommend (cached)', `${base}/api/product-entry-recommend`),
    );
    const list = await measured(shop, () =>
      load('POST product-entry-list (cached)', `${base}/api/product-entry-list`, {
        method: 'POST',
        body: listBody,
      }),
    );
    for (const r of [bareRun, recommend, list]) {
      say(`${fmt(r.result)}  CPU ${r.cpu.toFixed(3)} ms/answer  (${r.load})`);
    }
    for (const [label, r] of [
      ['recommend', recommend],
      ['cached list', list],
    ] as const) {
      say(
        `production ${label} / bare process = ${(r.result.rps / bareRun.result.rps).toFixed(2)} (target ≥ 0.5), p99 ${r.result.p99} ms (target ≤ 25), CPU per answer ${(r.cpu / bareRun.cpu).toFixed(1)}× the bare process's`,
      );
    }
    const answers = recommend.result.total + list.result.total;
    say(
      `  request log lines: shop ${requestLines(shop)} (≥ ${answers} answers measured, plus warm-up), bare ${requestLines(bare)}`,
    );
  } finally {
    await shop?.stop();
    await bare.stop();
  }
}

interface Member {
  headers: Record<string, string>;
  deliveryId: number;
}

async function mixedRun(
  say: (line: string) => void,
  o: {
    logDir: string;
    run: string;
    databaseUrl: string;
    redisUrl: string | undefined;
    port: number;
  },
) {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 120);
  const users = Number(process.env.BENCH_MIXED_USERS ?? 16);
  say(
    `\n## Mixed run on two instances (PostgreSQL${o.redisUrl ? ' + Redis' : ', no Redis'}, ${users} users, ${seconds} s; ${loadAverage()} at start)`,
  );
  const simPort = o.port + 2;
  const simUrl = `http://127.0.0.1:${simPort}`;
  const ports = [o.port, o.port + 1];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const sims = await started(
    'simulators',
    ['simulators/dist/js/main.js'],
    { SIM_PORT: String(simPort), SIM_BASE_URL: simUrl, PUBLIC_URL: bases[0]! },
    o.logDir,
    `${simUrl}/health`,
  );
  const instances: Proc[] = [];
  try {
    for (const [i, p] of ports.entries()) {
      // production's settings except the two the config refuses with simulators (decision 0521)
      const env = {
        ...productionEnv(p, o.databaseUrl, o.redisUrl, o.run),
        NODE_ENV: 'development',
        API_DOCS: 'off',
        SIM_BASE_URL: simUrl,
        PUBLIC_URL: bases[0]!,
      };
      for (const k of Object.keys(env) as (keyof typeof env)[]) {
        if (k.endsWith('_BASE_URL') && k !== 'SIM_BASE_URL') delete env[k];
        if (/(SECRET|KEY)$/.test(k)) delete env[k];
      }
      instances.push(
        await started(
          `shop-${i + 1}`,
          ['server/dist/js/main.js'],
          env,
          o.logDir,
          `${bases[i]}/readyz`,
        ),
      );
    }
    const config = loadConfig({
      PORT: String(ports[0]),
      SIM_BASE_URL: simUrl,
      PUBLIC_URL: bases[0],
    });
    // parents with a complete saved address at the address book (parent.lee has none)
    const logins = ['parent.kim', 'parent.choi'];
    const members: Member[] = [];
    for (let u = 0; u < users; u += 1) {
      const base = bases[u % 2]!;
      const loginId = logins[u % logins.length]!;
      const signed = await signInAs(overHttp(base, { config, simUrl }), loginId);
      const headers = { ...signed.headers, 'content-type': 'application/json' };
      const res = await fetch(`${base}/api/bridge/${config.provider}-delivery-list`, { headers });
      const list = ((await res.json()) as { list: { deliveryId: number; addr2: string }[] }).list;
      const address = list.find((a) => a.addr2.trim());
      if (!address) throw new Error(`${loginId} has no complete saved address`);
      members.push({ headers, deliveryId: address.deliveryId });
    }
    const page = (await (
      await fetch(`${bases[0]}/api/product-entry-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ categoryId: general1, page: 1, sort: 'sortName.asc' }),
      })
    ).json()) as { list: { productId: number; canBuy: boolean; isStb: boolean }[] };
    const books = page.list.filter((p) => p.canBuy && !p.isStb).map((p) => p.productId);

    const times = new Map<string, number[]>();
    const errors = new Map<string, string[]>();
    const ordersByStatus = async () => {
      const c = new pg.Client({ connectionString: o.databaseUrl });
      await c.connect();
      const { rows } = await c.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from orders group by status',
      );
      await c.end();
      return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    };
    const ordersBefore = await ordersByStatus();
    const timed = async <T>(
      name: string,
      call: () => Promise<Response>,
      read: (r: Response) => Promise<T>,
    ) => {
      const t0 = performance.now();
      let res: Response;
      try {
        res = await call();
      } catch (err) {
        (errors.get(name) ?? errors.set(name, []).get(name)!).push(String(err));
        throw err;
      }
      const value = res.ok ? await read(res) : undefined;
      (times.get(name) ?? times.set(name, []).get(name)!).push(performance.now() - t0);
      if (!res.ok) {
        const text = await res.text();
        (errors.get(name) ?? errors.set(name, []).get(name)!).push(
          `${res.status} ${text.slice(0, 200)}`,
        );
        throw new Error(`${name}: ${res.status}`);
      }
      return value as T;
    };
    const json = (r: Response) => r.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const text = (r: Response) => r.text();

    const iteration = async (u: number, n: number) => {
      const m = members[u]!;
      // each call goes to the other instance than the one before (a balancer's round robin)
      let k = u + n;
      const on = () => bases[(k += 1) % 2]!;
      const get = (url: string) => () => fetch(`${on()}${url}`, { headers: m.headers });
      const post =
        (url: string, body: unknown, extra: Record<string, string> = {}) =>
        () =>
          fetch(`${on()}${url}`, {
            method: 'POST',
            headers: { ...m.headers, ...extra },
            body: JSON.stringify(body),
          });
      const productId = books[(u + n) % books.length]!;
      await timed('GET product-entry-recommend', get('/api/product-entry-recommend'), text);
      await timed(
        'POST product-entry-list',
        post('/api/product-entry-list', {
          categoryId: general1,
          page: 1 + (n % 3),
          sort: 'sortName.asc',
        }),
        text,
      );
      await timed(
        'POST search-product-entry-list',
        post('/api/search-product-entry-list', {
          searchWord: ['수학', '국어', '영어'][n % 3],
          page: 1,
        }),
        text,
      );
      await timed(
        'POST cart-add',
        post('/api/member-svc/cart-add', { list: [{ productId, qty: 1, cdi: null }] }),
        text,
      );
      await timed('POST cart-mine', post('/api/member-svc/cart-mine', { cartTabInx: 0 }), text);
      const items = [{ productId, qty: 1, cdi: null }];
      const price = (
        await timed(
          'POST calculate-price',
          post('/api/member-svc/calculate-price', { items, stdIdList: [], fdbIdSelected: '' }),
          json,
        )
      ).data as { productPriceTotal: number; deliveryPriceTotal: number };
      const order = (
        await timed(
          'POST order-create',
          post(
            '/api/member-svc/order-create',
            {
              items,
              fdbIdSelected: '',
              productPriceTotal: price.productPriceTotal,
              deliveryPriceTotal: price.deliveryPriceTotal,
              paymentTypeCd: '신용카드',
              arsPhone: null,
              deliveryId: m.deliveryId,
              consent: currentConsent(),
            },
            { 'idempotency-key': `bench-${o.run}-${u}-${n}` },
          ),
          json,
        )
      ).data as { orderId: number };
      const form = (
        await timed(
          'POST get-parameter-of-order',
          post('/api/inicis/get-parameter-of-order', {
            orderId: order.orderId,
            paymentTypeCd: '신용카드',
          }),
          json,
        )
      ).data as { windowUrl: string; fields: Record<string, string> };
      const t0 = performance.now();
      const back = await payInWindow(form, 'approve').catch((err: unknown) => {
        (
          errors.get('gateway window (simulator)') ??
          errors.set('gateway window (simulator)', []).get('gateway window (simulator)')!
        ).push(String(err));
        throw err;
      });
      (
        times.get('gateway window (simulator)') ??
        times.set('gateway window (simulator)', []).get('gateway window (simulator)')!
      ).push(performance.now() - t0);
      await timed(
        'POST pay-order-ok (approval)',
        () =>
          fetch(`${on()}/api/inicis-pc/pay-order-ok`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(back.fields).toString(),
          }),
        text,
      );
    };

    const rss = () => instances.map((p) => `${p.name} ${pidRssMb(p.pid).toFixed(0)} MB`).join(', ');
    const cpuBefore = instances.map((p) => pidCpuMs(p.pid));
    const rssLines = [`start: ${rss()} (${loadAverage()})`];
    const deadline = Date.now() + seconds * 1000;
    const middle = setTimeout(
      () => rssLines.push(`middle: ${rss()} (${loadAverage()})`),
      (seconds * 1000) / 2,
    );
    let iterations = 0;
    await Promise.all(
      members.map(async (_, u) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          await iteration(u, n).catch(() => undefined);
          iterations += 1;
        }
      }),
    );
    clearTimeout(middle);
    rssLines.push(`end: ${rss()} (${loadAverage()})`);
    let calls = 0;
    for (const [name, list] of times) {
      const sorted = list.sort((a, b) => a - b);
      calls += list.length;
      say(
        `${name.padEnd(34)} ${String(list.length).padStart(6)} calls  p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(4)} ms${errors.get(name)?.length ? `  errors ${errors.get(name)!.length}` : ''}`,
      );
    }
    const errorCount = [...errors.values()].reduce((s, l) => s + l.length, 0);
    const ordersAfter = await ordersByStatus();
    const more = (status: string) => (ordersAfter[status] ?? 0) - (ordersBefore[status] ?? 0);
    say(
      `mixed: ${iterations} rounds; new orders in the database: ${more('paid')} paid, ${more('awaiting_payment')} awaiting payment, ${more('dropped')} dropped; ${calls} calls, ${(calls / seconds).toFixed(0)} calls/s, errors ${errorCount} (target 0)`,
    );
    for (const [name, list] of errors) say(`  ${name}: ${list.slice(0, 3).join(' | ')}`);
    const cpu = instances.map((p, i) => pidCpuMs(p.pid) - cpuBefore[i]!);
    say(
      `  CPU per call, both instances: ${(cpu.reduce((a, b) => a + b, 0) / Math.max(1, calls)).toFixed(2)} ms (${instances.map((p, i) => `${p.name} ${(cpu[i]! / 1000).toFixed(1)} s`).join(', ')})`,
    );
    say(`  memory (RSS) — ${rssLines.join('; ')}`);
    say(`  request log lines: ${instances.map((p) => `${p.name} ${requestLines(p)}`).join(', ')}`);
  } finally {
    for (const p of instances) await p.stop();
    await sims.stop();
  }
}
