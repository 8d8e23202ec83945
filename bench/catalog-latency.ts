// Catalog latency on 100,000 products: search and product-list p95 per request, on embedded
// PGlite and (with DATABASE_URL) PostgreSQL, with the response cache off and on. One process:
// the database is generated once per kind and two apps (cache off, cache on) serve it; a client
// in the same process sends the requests one at a time over loopback HTTP.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SECTIONS } from '@shop/contract/sections.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, queryRows, type Database } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { addCatalogVariants } from '../server/src/db/seed/catalog-variants.ts';
import { seedDemoData } from '../server/src/db/seed/seed.ts';

const CATALOG_SIZE = 100_000;
const RUNS = Number(process.env.BENCH_CATALOG_RUNS ?? 200);
const TARGET_MS = 10;

interface Case {
  name: string;
  path: string;
  body: (i: number) => unknown;
  /** p95 target of the row's query class (issue 22); TARGET_MS when not set. */
  targetMs?: number;
  /** A GET call: body(i) is its query string's values. */
  get?: boolean;
}

const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;
const sorts = ['sortName.asc', 'sellPrice.desc', 'sellPrice.asc'] as const;
const search = (searchWord: string) => (i: number) => ({ searchWord, page: 1 + (i % 3) });

const CASES: Case[] = [
  {
    name: "search '수학' (2 syllables)",
    path: '/api/search-product-entry-list',
    body: search('수학'),
    targetMs: 5,
  },
  {
    name: "search '초등 국어 독해' (3 words)",
    path: '/api/search-product-entry-list',
    body: search('초등 국어 독해'),
    targetMs: 5,
  },
  {
    name: "search 'grammar'",
    path: '/api/search-product-entry-list',
    body: search('grammar'),
    targetMs: 5,
  },
  {
    name: "search '979-11-6413' (ISBN)",
    path: '/api/search-product-entry-list',
    body: search('979-11-6413'),
  },
  // issue 22: how Koreans type (initial consonants, no spaces, the keyboard left in English)
  {
    name: "search 'ㅅㅎ' (initials)",
    path: '/api/search-product-entry-list',
    body: search('ㅅㅎ'),
    targetMs: 8,
  },
  {
    name: "search '수ㅎ' (syllable + initial)",
    path: '/api/search-product-entry-list',
    body: search('수ㅎ'),
    targetMs: 8,
  },
  {
    name: "search '영어교재' (unspaced)",
    path: '/api/search-product-entry-list',
    body: search('영어교재'),
    targetMs: 8,
  },
  {
    name: "search 'tngkr' (keyboard slip)",
    path: '/api/search-product-entry-list',
    body: search('tngkr'),
    targetMs: 8,
  },
  {
    name: "suggestions 'ㅇㅇ', '영ㅇ', '수하'",
    path: '/api/search-suggestions',
    get: true,
    body: (i) => ({ q: ['ㅇㅇ', '영ㅇ', '수하'][i % 3] }),
    targetMs: 3,
  },
  {
    name: 'product-list page (general-1)',
    path: '/api/product-entry-list',
    // pages 1–40 of the section root in every sort
    body: (i) => ({ categoryId: general1, sort: sorts[i % 3], page: 1 + ((i * 7) % 40) }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function timeCase(
  base: string,
  c: Case,
  warmAll: boolean,
): Promise<{ p50: number; p95: number; count: number }> {
  const send = async (i: number) => {
    const res = c.get
      ? await fetch(`${base}${c.path}?${new URLSearchParams(c.body(i) as Record<string, string>)}`)
      : await fetch(`${base}${c.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(c.body(i)),
        });
    const body = (await res.json()) as { totalCount?: number; list?: unknown[] };
    if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body.totalCount ?? body.list?.length ?? 0;
  };
  // with the cache on, every distinct request is answered once first: the figure is of hits
  for (let i = 0; i < (warmAll ? RUNS : 10); i += 1) await send(i);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    count = await send(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count };
}

async function generate(database: Database): Promise<number> {
  await migrateDatabase(database);
  const [row] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from products`,
  );
  // a kept database (BENCH_CATALOG_KEEP) is generated once and reused
  if (Number(row!.n) >= CATALOG_SIZE) return 0;
  await seedDemoData(database.db);
  const [seeded] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from products`,
  );
  const started = performance.now();
  await addCatalogVariants(database.db, CATALOG_SIZE - Number(seeded!.n));
  return performance.now() - started;
}

async function listen(database: Database, cache: boolean, databaseUrl?: string) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    CACHE_ENABLED: cache ? 'on' : 'off',
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

// BENCH_CATALOG_KEEP=<name> keeps the generated catalog for the next run (while working on the
// catalog; migrations added since are applied to it): the PostgreSQL database <name>, and for
// PGlite the folder /tmp/<name>-pglite (on disk, where the default run keeps it in memory).
const keep = process.env.BENCH_CATALOG_KEEP;
if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep))
  throw new Error('BENCH_CATALOG_KEEP: lower-case letters, digits and _');

async function measure(kind: string, baseUrl: string | undefined, say: (line: string) => void) {
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
  const dataDir = !baseUrl && keep ? `/tmp/${keep}-pglite` : undefined;
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 10 });
  try {
    const generatedMs = await generate(database);
    say(
      `\n## Catalog latency on ${kind}: ${CATALOG_SIZE.toLocaleString('en')} products (${generatedMs ? `generated in ${(generatedMs / 1000).toFixed(0)} s` : 'kept from an earlier run'}), ${RUNS} sequential requests per row`,
    );
    say(
      `${'request'.padEnd(38)} ${'matches'.padStart(7)}   uncached p50 / p95     cached p50 / p95   p95 target`,
    );
    const figures = new Map<string, { count: number; uncached: string; cached: string }>();
    // BENCH_CATALOG_CACHED=off leaves out the cached column
    const modes = process.env.BENCH_CATALOG_CACHED === 'off' ? [false] : [false, true];
    for (const cache of modes) {
      const { app, base } = await listen(database, cache, databaseUrl);
      try {
        for (const c of CASES) {
          const r = await timeCase(base, c, cache);
          const text = `${r.p50.toFixed(1).padStart(5)} / ${r.p95.toFixed(1).padStart(5)} ms`;
          const f = figures.get(c.name) ?? { count: r.count, uncached: '', cached: '' };
          if (cache) f.cached = text;
          else f.uncached = text;
          figures.set(c.name, f);
        }
      } finally {
        await app.close();
      }
    }
    for (const c of CASES) {
      const f = figures.get(c.name)!;
      const target = `${c.targetMs ?? TARGET_MS} ms`.padStart(10);
      say(
        `${c.name.padEnd(38)} ${String(f.count).padStart(7)}   ${f.uncached}   ${f.cached.padEnd(16)}   ${target}`,
      );
    }
    say(
      `targets: p95 uncached (CACHE_ENABLED=off) ≤ ${TARGET_MS} ms, or the row's (issue 22: plain and phrase 5, initials and keyboard slip 8, suggestions 3)`,
    );
  } finally {
    await database.close();
    if (baseUrl && dbName && !keep) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

/** The catalog step of `npm run bench`. */
export async function catalogLatency(say: (line: string) => void): Promise<void> {
  // BENCH_CATALOG_ONLY=pglite|postgres measures one kind (while working on one of them)
  const only = process.env.BENCH_CATALOG_ONLY;
  if (only !== 'postgres') await measure('embedded PGlite', undefined, say);
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (only === 'pglite') return;
  if (pgUrl) await measure('PostgreSQL', pgUrl, say);
  else say('\n(DATABASE_URL not set: PostgreSQL catalog latency skipped)');
}

// `tsx bench/catalog-latency.ts` runs this step alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await catalogLatency((line) => console.log(line));
}
