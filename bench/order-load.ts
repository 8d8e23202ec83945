// Order creation on PostgreSQL under load: the shop's order-create (member session, order rules,
// re-pricing, address re-read from the address book, one transaction of writes; the class records
// are asked only for items with a class, and the general book ordered here has none) beside a raw
// one-transaction SQL handler doing the same writes in the same shape, in the same process.
import { spawn } from 'node:child_process';
import { currentConsent } from '@shop/contract/order-consent.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { loadConfig } from '../server/src/config.ts';
import { signInAs } from '../server/src/test/test-sign-in.ts';
import { overHttp } from '../server/src/test/shop-process.ts';
import { load, startBenchServer, stopBenchServer, type LoadResult } from './http-load.ts';
import { waitForHttp } from './web-metrics.ts';
import { procCpu } from './proc-cpu.ts';

const root = new URL('..', import.meta.url).pathname;
const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function orderFigures(
  say: (line: string) => void,
  fmt: (r: LoadResult) => string,
  pgUrl: string,
  port: number,
): Promise<void> {
  say('\n## Order creation on PostgreSQL (autocannon, 50 connections, 5 s each)');
  const simPort = port + 2;
  const simUrl = `http://127.0.0.1:${simPort}`;
  const base = `http://127.0.0.1:${port}`;
  // the outside systems in their own process, as in production
  const sims = spawn(process.execPath, ['--import', 'tsx', 'simulators/src/main.ts'], {
    cwd: root,
    env: { ...process.env, SIM_PORT: String(simPort), SIM_BASE_URL: simUrl, PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startBenchServer({
    BENCH_DATABASE_URL: pgUrl,
    PORT: String(port),
    CACHE_ENABLED: 'on',
    SIM_BASE_URL: simUrl,
  }).catch((err: unknown) => {
    sims.kill('SIGTERM');
    throw err;
  });
  try {
    await waitForHttp(`${simUrl}/health`, 30_000);
    const config = loadConfig({ PORT: String(port), SIM_BASE_URL: simUrl, PUBLIC_URL: base });
    const member = await signInAs(overHttp(base, { config, simUrl }), 'parent.kim');
    const headers = { ...member.headers, 'content-type': 'application/json' };
    const post = async <T>(path: string, body: unknown) =>
      json<T>(
        await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
      );

    // a general paper book (no student needed), delivered to the first complete saved address
    const page = await post<{ list: { productId: number; canBuy: boolean; isStb: boolean }[] }>(
      '/api/product-entry-list',
      { categoryId: general1, page: 1, sort: 'sortName.asc' },
    );
    const product = page.list.find((p) => p.canBuy && !p.isStb)!;
    const items = [{ productId: product.productId, qty: 1, cdi: null }];
    const price = (
      await post<{ data: { productPriceTotal: number; deliveryPriceTotal: number } }>(
        '/api/member-svc/calculate-price',
        { items, stdIdList: [], fdbIdSelected: '' },
      )
    ).data;
    const addresses = await json<{
      list: {
        deliveryId: number;
        name: string;
        mobile: string;
        zipcode: string;
        addr1: string;
        addr2: string;
      }[];
    }>(await fetch(`${base}/api/bridge/${config.provider}-delivery-list`, { headers }));
    const address = addresses.list.find((a) => a.addr2.trim())!;
    const order = {
      items,
      fdbIdSelected: '',
      productPriceTotal: price.productPriceTotal,
      deliveryPriceTotal: price.deliveryPriceTotal,
      paymentTypeCd: '신용카드',
      arsPhone: null,
      deliveryId: address.deliveryId,
      consent: currentConsent(
        (
          await json<{ inForce: { terms: string | null; privacy: string | null } }>(
            await fetch(`${base}/api/policy-versions`),
          )
        ).inForce,
      ),
    };
    await post('/api/member-svc/order-create', order);
    const { deliveryId: _id, ...delivery } = address;
    const raw = {
      memberId: 1001,
      productId: product.productId,
      sellPrice: price.productPriceTotal,
      deliveryPrice: price.deliveryPriceTotal,
      delivery,
    };

    // the shop process's CPU time per answer: steadier than req/s when the machine is shared
    const cpuMs = async () =>
      (await json<{ cpuMs: number }>(await fetch(`${base}/bench/cpu`))).cpuMs;
    const measured = async (run: () => Promise<LoadResult>) => {
      const before = await cpuMs();
      const pb = procCpu();
      const result = await run();
      const pa = procCpu();
      const perAnswer = (k: string) =>
        (((pa[k] ?? 0) - (pb[k] ?? 0)) / Math.max(1, result.total)).toFixed(2);
      say(
        `  CPU ms per answer, whole machine: shop ${perAnswer('shop')}, PostgreSQL ${perAnswer('postgres')}, simulators ${perAnswer('sims')}, load generator ${perAnswer('runner')}, other ${perAnswer('other')}`,
      );
      return { result, cpuPerAnswer: ((await cpuMs()) - before) / Math.max(1, result.total) };
    };

    await load('warm-up', `${base}/bench/raw-order`, { method: 'POST', body: raw, seconds: 2 });
    const rawRun = await measured(() =>
      load('raw one-transaction SQL writes', `${base}/bench/raw-order`, {
        method: 'POST',
        body: raw,
      }),
    );
    await load('warm-up', `${base}/api/member-svc/order-create`, {
      method: 'POST',
      body: order,
      headers,
      seconds: 2,
    });
    const shopRun = await measured(() =>
      load('POST order-create', `${base}/api/member-svc/order-create`, {
        method: 'POST',
        body: order,
        headers,
      }),
    );
    const keyedRun = await measured(() =>
      load('POST order-create, new Idempotency-Key each', `${base}/api/member-svc/order-create`, {
        method: 'POST',
        body: order,
        headers,
        newIdempotencyKeys: true,
      }),
    );
    const statementRun = await measured(() =>
      load('raw SQL writes, one statement, no BEGIN/COMMIT', `${base}/bench/raw-order-statement`, {
        method: 'POST',
        body: raw,
      }),
    );
    const rawResult = rawRun.result;
    for (const r of [rawResult, statementRun.result, shopRun.result, keyedRun.result]) say(fmt(r));
    for (const [label, run] of [
      ['order-create', shopRun],
      ['order-create with keys (what the web sends)', keyedRun],
    ] as const) {
      say(
        `${label} / raw SQL = ${(run.result.rps / rawResult.rps).toFixed(2)} (target ≥ 0.5, p99 ≤ 150 ms; now p99 ${run.result.p99} ms); against the single raw statement ${(run.result.rps / statementRun.result.rps).toFixed(2)}; shop process CPU per answer ${run.cpuPerAnswer.toFixed(2)} ms against raw ${rawRun.cpuPerAnswer.toFixed(2)} ms`,
      );
    }
  } finally {
    await stopBenchServer(server);
    sims.kill('SIGTERM');
  }
}
