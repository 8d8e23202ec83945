// The cached reads of the production build against a bare Fastify process (issue 23 item 6,
// decision 0521): requests per second, p99 and each process's CPU per answer.
import { SECTIONS } from '@shop/contract/sections.ts';
import { COMPILED_SHOP } from '../server/src/test/shop-process.ts';
import { load, type LoadResult } from './http-load.ts';
import {
  loadAverage,
  productionEnv,
  requestLines,
  started,
  type Proc,
} from './production-processes.ts';
import { pidCpuMs } from './proc-cpu.ts';

const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;

export async function cachedFigures(
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
  // BENCH_CACHED_SECONDS: each measured load's length (5-second runs swung by 2× on this machine)
  const seconds = Number(process.env.BENCH_CACHED_SECONDS ?? 5);
  say(
    `\n## Production build against a bare Fastify process (PostgreSQL${o.redisUrl ? ' + Redis' : ''}, info log to a file, autocannon 50 connections, ${seconds} s each; ${loadAverage()} at start)`,
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
      [COMPILED_SHOP],
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
      load('bare Fastify process', `http://127.0.0.1:${barePort}/bare`, { seconds }),
    );
    const recommend = await measured(shop, () =>
      load('GET product-entry-recommend (cached)', `${base}/api/product-entry-recommend`, {
        seconds,
      }),
    );
    const list = await measured(shop, () =>
      load('POST product-entry-list (cached)', `${base}/api/product-entry-list`, {
        method: 'POST',
        body: listBody,
        seconds,
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
