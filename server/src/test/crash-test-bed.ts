import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulators, type RunningSimulators } from './simulator-harness.ts';
import { freePort, startShopProcess, type ShopProcess } from './shop-process.ts';
import { freshDatabaseUrl } from './test-app.ts';

/**
 * What a crash test needs: the simulators running in the test process, a port for the shop and a
 * storage that outlives one shop process (a temporary PGlite folder, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set); `start` runs a shop process on them, `close` stops
 * every process it started and removes the storage.
 */
export interface CrashTestBed {
  sims: RunningSimulators;
  port: number;
  storage: Record<string, string>;
  start(env?: Record<string, string>): Promise<ShopProcess>;
  close(): Promise<void>;
}

export async function crashTestBed(name: string): Promise<CrashTestBed> {
  const port = await freePort();
  const sims = await startSimulators(`http://127.0.0.1:${port}`);
  const fresh = await freshDatabaseUrl();
  const dir = fresh ? undefined : mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const storage: Record<string, string> = fresh ? { DATABASE_URL: fresh.url } : { DATA_DIR: dir! };
  const running: ShopProcess[] = [];
  return {
    sims,
    port,
    storage,
    async start(env = {}) {
      const started = await startShopProcess(port, { SIM_BASE_URL: sims.url, ...storage, ...env });
      running.push(started);
      return started;
    },
    async close() {
      for (const shop of running) await shop.stop();
      await sims.close();
      if (fresh) await fresh.drop();
      else rmSync(dir!, { recursive: true, force: true });
    },
  };
}
