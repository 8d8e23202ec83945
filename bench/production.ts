// The shop as it runs in production, measured against a bare Fastify process (issue 23 item 6,
// decision 0521): the compiled build (`node server/dist/js/main.js`, no TypeScript loader) with
// info-level logging to a file (one JSON line per request), PostgreSQL and, when REDIS_URL is
// set, Redis; the reference is bench/bare-server.ts in a process of its own, logging the same way
// (production-cached.ts). Then a mixed run (browse, search, cart, order, pay through the gateway
// simulator) on two instances of the shop over the same PostgreSQL and Redis (production-mixed.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './http-load.ts';
import { cachedFigures } from './production-cached.ts';
import { mixedRun } from './production-mixed.ts';
import { buildAll, withDatabase } from './production-processes.ts';

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
