// The processes of the production bench (bench/production.ts, decision 0521): each started with
// its output in a log file, the database it runs on, its production settings and the build it runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { waitForHttp } from './web-metrics.ts';

const root = new URL('..', import.meta.url).pathname;
export const loadAverage = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

export interface Proc {
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

export async function started(
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
export function requestLines(proc: Proc): number {
  return fs
    .readFileSync(proc.log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"')).length;
}

export async function withDatabase(baseUrl: string, run: (url: string) => Promise<void>) {
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
export function productionEnv(
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

let serverBuilt = false;

/** Compiles the server and simulators (`npm run build`'s server step), once per bench run. */
export function buildServer(): void {
  if (serverBuilt) return;
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (server.status !== 0) throw new Error('server build failed');
  serverBuilt = true;
}

/** Compiles the server and simulators and the bare process; returns the bare process's bundle. */
export async function buildAll(): Promise<string> {
  buildServer();
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

/** The nearest-rank percentile (p of 100) of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
