// The mixed run of the production bench (issue 23 item 6, decision 0521): browse, search, cart,
// order and pay through the gateway simulator on two instances over the same PostgreSQL and Redis;
// p50/p99 per call, errors, the orders made and the memory of each instance.
import pg from 'pg';
import { currentConsent } from '@shop/contract/order-consent.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { loadConfig } from '../server/src/config.ts';
import { payInWindow } from '../server/src/test/simulator-harness.ts';
import { COMPILED_SHOP, overHttp } from '../server/src/test/shop-process.ts';
import { signInAs } from '../server/src/test/test-sign-in.ts';
import {
  loadAverage,
  percentile,
  productionEnv,
  requestLines,
  started,
  type Proc,
} from './production-processes.ts';
import { pidCpuMs, pidRssMb } from './proc-cpu.ts';

const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;

interface Member {
  headers: Record<string, string>;
  deliveryId: number;
}

export async function mixedRun(
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
        await started(`shop-${i + 1}`, [COMPILED_SHOP], env, o.logDir, `${bases[i]}/readyz`),
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

    // the versions in force the pay page would send (decision 0436), read once as it reads them
    const inForce = (
      (await (await fetch(`${bases[0]}/api/policy-versions`)).json()) as {
        inForce: { terms: string | null; privacy: string | null };
      }
    ).inForce;

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
              consent: currentConsent(inForce),
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
