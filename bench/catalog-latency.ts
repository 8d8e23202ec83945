// Catalog latency on 100,000 products: search and product-list p95 per request, on embedded
// PGlite and (with DATABASE_URL) PostgreSQL, with the response cache off and on. The catalog is
// generated once per kind in this process; the shop then serves it as it runs in production, the
// compiled build in a process of its own with its request log at info level, and this process
// sends it the requests one at a time over loopback HTTP with a plain keep-alive client.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { addCatalogVariants } from '../server/src/db/seed/catalog-variants.ts';
import { seedDemoData } from '../server/src/db/seed/seed.ts';
import { COMPILED_SHOP, freePort } from '../server/src/test/shop-process.ts';
import { CASES, CLASSES, TARGET_MS, type Case } from './catalog-cases.ts';
import {
  buildServer,
  loadAverage,
  percentile,
  productionEnv,
  started,
} from './production-processes.ts';

const CATALOG_SIZE = 100_000;
const RUNS = Number(process.env.BENCH_CATALOG_RUNS ?? 200);

/**
 * One request at a time on one kept-alive connection, the answer read whole and parsed. Node's
 * plain client: `fetch` costs the sender about a millisecond a request more on this machine, which
 * is the client's time, not the shop's.
 */
function client(base: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method: 'GET' | 'POST', pathAndQuery: string, body?: string) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: pathAndQuery,
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode!,
                json: JSON.parse(Buffer.concat(chunks).toString()),
              });
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
type Client = ReturnType<typeof client>;

/** A case's requests, numbered: the i-th request of a case is the same in every run. */
function sender(send: Client, c: Case) {
  return async (i: number) => {
    const { status, json } = c.get
      ? await send('GET', `${c.path}?${new URLSearchParams(c.body(i) as Record<string, string>)}`)
      : await send('POST', c.path, JSON.stringify(c.body(i)));
    const body = json as { totalCount?: number; list?: unknown[] };
    if (status !== 200) throw new Error(`${c.name}: HTTP ${status} ${JSON.stringify(body)}`);
    return body.totalCount ?? body.list?.length ?? 0;
  };
}

/**
 * Before any case is timed, every case is sent a few times (with the cache on, every distinct
 * request once, so that the figure is of hits): a running shop has read its tables and compiled
 * its paths; without this the first row of the table paid for a database just opened (PGlite
 * reads a kept data folder back into its buffers).
 */
async function warmUp(send: Client, cache: boolean): Promise<void> {
  for (const c of CASES) {
    const request = sender(send, c);
    for (let i = 0; i < (cache ? RUNS : 10); i += 1) await request(i);
  }
}

async function timeCase(
  send: Client,
  c: Case,
): Promise<{ p50: number; p95: number; count: number }> {
  const request = sender(send, c);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const sent = performance.now();
    count = await request(i);
    times.push(performance.now() - sent);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

/** Migrates and fills the catalog, then closes it for the shop's process; 0 when it was kept. */
async function generate(where: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const database = await openDatabase({ ...where, poolSize: 10 });
  try {
    return await fill(database);
  } finally {
    await database.close();
  }
}

async function fill(database: Database): Promise<number> {
  await migrateDatabase(database);
  const [row] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from products`,
  );
  // a kept database (BENCH_CATALOG_KEEP) is generated once and reused
  if (Number(row!.n) >= CATALOG_SIZE) return 0;
  const started = performance.now();
  await seedDemoData(database.db);
  const [seeded] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from products`,
  );
  await addCatalogVariants(database.db, CATALOG_SIZE - Number(seeded!.n));
  return performance.now() - started;
}

/**
 * The compiled shop on the generated catalog, with the production settings of the production
 * bench (decision 0521): PostgreSQL in production mode; PGlite, which production refuses, in the
 * demo's mode on its data folder. No outside system is called by these reads.
 */
async function startShop(
  target: { databaseUrl: string } | { dataDir: string },
  cache: boolean,
  logDir: string,
) {
  const port = await freePort();
  const pglite = 'dataDir' in target;
  const { DATABASE_URL, ...production } = productionEnv(
    port,
    pglite ? '' : target.databaseUrl,
    undefined,
    randomUUID(),
  );
  const env: Record<string, string> = {
    ...production,
    ...(pglite ? { NODE_ENV: 'development', DATA_DIR: target.dataDir } : { DATABASE_URL }),
    SEED_DEMO: 'off',
    CACHE_ENABLED: cache ? 'on' : 'off',
  };
  const name = `shop-${pglite ? 'pglite' : 'postgres'}-cache-${cache ? 'on' : 'off'}`;
  const base = `http://127.0.0.1:${port}`;
  const shop = await started(name, [COMPILED_SHOP], env, logDir, `${base}/readyz`);
  return { shop, base };
}

// BENCH_CATALOG_KEEP=<name> keeps the generated catalog for the next run (while working on the
// catalog; migrations added since are applied to it): the PostgreSQL database <name>, and for
// PGlite the folder /tmp/<name>-pglite (where the default run makes a temporary folder).
const keep = process.env.BENCH_CATALOG_KEEP;
if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep))
  throw new Error('BENCH_CATALOG_KEEP: lower-case letters, digits and _');

interface Timing {
  p50: number;
  p95: number;
  count: number;
}
interface Measured {
  kind: string;
  generated: string;
  uncached: Map<string, Timing>;
  cached: Map<string, Timing>;
}

async function measure(
  kind: string,
  baseUrl: string | undefined,
  logDir: string,
): Promise<Measured> {
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (baseUrl) {
    dbName = keep ?? `shop_bench_catalog_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0) await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(baseUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  // PGlite's catalog is written to a folder the shop's process then opens
  const dataDir = baseUrl
    ? undefined
    : keep
      ? `/tmp/${keep}-pglite`
      : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-'));
  try {
    const generatedMs = await generate({ databaseUrl, dataDir });
    const generated = generatedMs
      ? `generated in ${(generatedMs / 1000).toFixed(0)} s`
      : 'kept from an earlier run';
    console.log(`(${kind}: ${CATALOG_SIZE.toLocaleString('en')} products ${generated})`);
    const measured: Measured = {
      kind,
      generated: `${generated}, ${loadAverage()} when measured`,
      uncached: new Map(),
      cached: new Map(),
    };
    // BENCH_CATALOG_CACHED=off leaves out the cached column
    const modes = process.env.BENCH_CATALOG_CACHED === 'off' ? [false] : [false, true];
    for (const cache of modes) {
      const target = databaseUrl ? { databaseUrl } : { dataDir: dataDir! };
      const { shop, base } = await startShop(target, cache, logDir);
      try {
        const send = client(base);
        await warmUp(send, cache);
        for (const c of CASES) {
          (cache ? measured.cached : measured.uncached).set(c.name, await timeCase(send, c));
        }
      } finally {
        await shop.stop();
      }
    }
    return measured;
  } finally {
    if (dataDir && !keep) fs.rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl && dbName && !keep) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

/** padEnd by terminal columns: Hangul syllables and jamo take two. */
function padWide(text: string, width: number): string {
  const wide = Array.from(text).filter((c) => /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u.test(c));
  return text.padEnd(width - wide.length);
}

const ms = (t: Timing | undefined) =>
  t ? `${t.p50.toFixed(1).padStart(5)} / ${t.p95.toFixed(1).padStart(5)}` : '    – /     –';

/** Every row with the databases side by side, then the worst uncached p95 of each query class. */
function report(all: Measured[], say: (line: string) => void) {
  say(
    `\n## Catalog latency: ${CATALOG_SIZE.toLocaleString('en')} products (${all.map((m) => `${m.kind} ${m.generated}`).join('; ')}); the compiled shop in its own process, request log at info; ${RUNS} sequential requests per row, p50 / p95 ms`,
  );
  const kinds = all.map((m) => `${m.kind} uncached`.padEnd(22)).join(' ');
  const cachedKinds = all.map((m) => `${m.kind} cached`.padEnd(22)).join(' ');
  say(
    `${'request'.padEnd(38)} ${'class'.padEnd(13)} ${'matches'.padStart(7)}   ${kinds} ${cachedKinds}`,
  );
  for (const c of CASES) {
    const count = all[0]!.uncached.get(c.name)!.count;
    const cells = all.map((m) => ms(m.uncached.get(c.name)).padEnd(22)).join(' ');
    const cached = all.map((m) => ms(m.cached.get(c.name)).padEnd(22)).join(' ');
    say(
      `${padWide(c.name, 38)} ${c.class.padEnd(13)} ${String(count).padStart(7)}   ${cells} ${cached}`,
    );
  }
  say(`\np95 per query class (uncached, the worst row of the class), ms`);
  say(`${'class'.padEnd(14)} ${all.map((m) => m.kind.padStart(16)).join(' ')}   target`);
  for (const [name, target] of Object.entries(CLASSES)) {
    const cells = all.map((m) => {
      const p95 = Math.max(
        ...CASES.filter((c) => c.class === name).map((c) => m.uncached.get(c.name)!.p95),
      );
      return `${p95.toFixed(1)} ${p95 <= target ? 'ok  ' : 'OVER'}`.padStart(16);
    });
    say(`${name.padEnd(14)} ${cells.join(' ')}   ≤ ${target}`);
  }
  say(
    `targets: p95 uncached (CACHE_ENABLED=off); issue 22: plain and phrase 5, initials and keyboard slip 8, suggestions 3; the others ${TARGET_MS}`,
  );
}

/** The catalog step of `npm run bench` (and of `npm run bench -- --only=search`). */
export async function catalogLatency(say: (line: string) => void): Promise<void> {
  // BENCH_CATALOG_ONLY=pglite|postgres measures one kind (while working on one of them)
  const only = process.env.BENCH_CATALOG_ONLY;
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const all: Measured[] = [];
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-logs-'));
  buildServer();
  if (only !== 'postgres') all.push(await measure('PGlite', undefined, logDir));
  if (only !== 'pglite' && pgUrl) all.push(await measure('PostgreSQL', pgUrl, logDir));
  if (all.length) report(all, say);
  say(`(the shops' logs: ${logDir})`);
  if (only !== 'pglite' && !pgUrl)
    say('\n(DATABASE_URL not set: PostgreSQL catalog latency skipped)');
}

// `tsx bench/catalog-latency.ts` runs this step alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await catalogLatency((line) => console.log(line));
}
