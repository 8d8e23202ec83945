import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from './test/simulator-harness.ts';
import {
  COMPILED_SHOP,
  ROOT,
  freePort,
  startShopProcess,
  type ShopProcess,
} from './test/shop-process.ts';

/**
 * The production start: `npm run build` compiled the server to JavaScript, and plain node runs it
 * (no TypeScript loader) with the web app and the migrations found where the
 * build put them. `npm test` builds before the API tests; run `npm run build` first when running
 * this file alone.
 */
const built = existsSync(join(ROOT, COMPILED_SHOP));
let sims: RunningSimulators;
let shop: ShopProcess | undefined;
let dir: string;

beforeAll(async () => {
  if (!built) return;
  const port = await freePort();
  sims = await startSimulators(`http://127.0.0.1:${port}`);
  dir = mkdtempSync(join(tmpdir(), 'shop-compiled-'));
  shop = await startShopProcess(port, { SIM_BASE_URL: sims.url, DATA_DIR: dir }, 120_000, true);
});
afterAll(async () => {
  await shop?.stop();
  await sims?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('compiled build', () => {
  it.skipIf(!built)('runs without a TypeScript loader and serves the shop', async () => {
    const ready = await fetch(`${shop!.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { migrations: 'ok' } });
    const recommend = await fetch(`${shop!.url}/api/product-entry-recommend`);
    expect(recommend.status).toBe(200);
    expect(((await recommend.json()) as { list: unknown[] }).list.length).toBeGreaterThan(0);
    const page = await fetch(`${shop!.url}/cart`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await shop!.stop()).toBe(0);
  });
});
