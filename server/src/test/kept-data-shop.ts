import { loadConfig } from '../config.ts';
import { seededStorage } from './seeded-storage.ts';
import { startSimulators, type RunningSimulators } from './simulator-harness.ts';
import { freePort, overHttp, startShopProcess, type ShopProcess } from './shop-process.ts';
import type { TestApp } from './test-app.ts';

/**
 * A shop that a test kills and starts again on the same data: the simulators running in the
 * test, one port, and a temporary PGlite folder or a PostgreSQL database when TEST_DATABASE_URL is
 * set, both copied from the run's seeded template. close() stops every process started and removes
 * the data.
 */
export interface KeptDataShop {
  sims: RunningSimulators;
  /** DATABASE_URL or DATA_DIR of the kept data. */
  storage: Record<string, string>;
  start(env?: Record<string, string>, startTimeoutMs?: number): Promise<ShopProcess>;
  /** The API tests' view of a started process, its settings as the process reads them. */
  overHttp(started: ShopProcess): TestApp;
  close(): Promise<void>;
}

export async function keptDataShop(folderPrefix: string): Promise<KeptDataShop> {
  const port = await freePort();
  const sims = await startSimulators(`http://127.0.0.1:${port}`);
  const seeded = await seededStorage(folderPrefix);
  const storage = seeded.env;
  const running: ShopProcess[] = [];
  return {
    sims,
    storage,
    async start(env = {}, startTimeoutMs) {
      const started = await startShopProcess(
        port,
        { SIM_BASE_URL: sims.url, ...storage, ...env },
        startTimeoutMs,
      );
      running.push(started);
      return started;
    },
    overHttp(started) {
      const config = loadConfig({
        ...storage,
        SIM_BASE_URL: sims.url,
        PORT: String(port),
        PUBLIC_URL: started.url,
      });
      return overHttp(started.url, { config, simUrl: sims.url });
    },
    async close() {
      for (const shop of running) await shop.stop();
      await sims.close();
      await seeded.drop();
    },
  };
}
