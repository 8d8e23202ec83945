import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seededStorage } from '../test/seeded-storage.ts';
import { startSimulators, type RunningSimulators } from '../test/simulator-harness.ts';
import { freePort, overHttp, startShopProcess, type ShopProcess } from '../test/shop-process.ts';
import { signInAs } from '../test/test-sign-in.ts';

/**
 * SIGTERM while a request is in flight: the postcode simulator holds its answer (fault plan
 * `slow`), the shop gets SIGTERM while it waits, and the request still gets its full answer
 * before the process exits 0; the port is closed afterwards.
 */
let sims: RunningSimulators;
let port: number;
let shop: ShopProcess | undefined;
let cleanup: () => Promise<void>;
let storage: Record<string, string>;

beforeAll(async () => {
  port = await freePort();
  sims = await startSimulators(`http://127.0.0.1:${port}`);
  const seeded = await seededStorage('shop-sigterm-');
  storage = seeded.env;
  cleanup = seeded.drop;
  shop = await startShopProcess(port, { SIM_BASE_URL: sims.url, ...storage });
});
afterAll(async () => {
  await shop?.stop();
  await sims?.close();
  await cleanup?.();
});

async function postcodeCallArrived(): Promise<boolean> {
  const { list } = await sims.read<{ list: { url: string }[] }>('postcode', 'received');
  return list.some((c) => c.url.includes('/api/'));
}

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, then exits 0 and stops listening', async () => {
    const config = loadConfig({ ...storage, SIM_BASE_URL: sims.url, PORT: String(port) });
    const kim = await signInAs(overHttp(shop!.url, { config, simUrl: sims.url }), 'parent.kim');
    await sims.control('postcode', 'reset');
    await sims.control('postcode', 'slow', { count: 1, ms: 1000 });

    const inFlight = fetch(`${shop!.url}/api/postcode/search?q=${encodeURIComponent('테헤란로')}`, {
      headers: kim.headers,
    });
    while (!(await postcodeCallArrived())) await new Promise((r) => setTimeout(r, 20));
    const exited = shop!.stop();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { list: unknown[] };
    expect(body.list.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(shop!.output()).toContain('SIGTERM: stopping');
    await expect(fetch(`${shop!.url}/healthz`)).rejects.toThrow();
  });
});
