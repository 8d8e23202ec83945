import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from './e2e/chromium-args.ts';
import { E2E_PORT as PORT, LANES, lanePort, SHOP_LOG, SHOP_URL } from './e2e/shop-ports.ts';

/**
 * The run's migrated and seeded embedded database, which every shop copies (decision 0525). The
 * workers load this file again and find the runner's folder in the environment.
 */
const TEMPLATE = (process.env.E2E_TEMPLATE ??= `data/e2e-template-${process.pid}`);

/**
 * A shop and its simulators on `port` (simulators on port + 1), on a fresh copy of the run's
 * seeded embedded database. START_COMPILED=1 (npm test, after its build) runs the compiled
 * bundles, as production does. Their log goes to data/e2e-<port>.log, whose trouble `npm test`
 * prints when a journey fails; what they write to stderr Playwright shows.
 */
function shop(port: number, env: Record<string, string> = {}) {
  return {
    command: `node scripts/journey-data-dir.mjs ${TEMPLATE} data/e2e-${port} && node scripts/start.mjs > ${SHOP_LOG(port)}`,
    url: `http://localhost:${port}/api/site-menu`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      SIM_PORT: String(port + 1),
      DATA_DIR: `data/e2e-${port}`,
      DEV_TOOLS: 'on',
      // every request's line: a failed run prints the answers of 400 and over (scripts/test.mjs)
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      // reads from the simulators (the SSO's keys, fetched again after 10 minutes, class
      // records, address book, postcode) on a machine starved for many minutes: 3 s failed a
      // sign-in there (decision 0527)
      LOOKUP_TIMEOUT_MS: '30000',
      ...env,
    },
  };
}

/** Journeys in Debian's Chromium against the real shop and simulators, on fresh embedded databases. */
export default defineConfig({
  testDir: 'e2e',
  // a budget for a hung test, not a speed target, and one for every journey (decision 0527): the
  // longest took 181 s in four lanes on a slow day of this machine, axe's analysis alone a minute
  // at load 35
  timeout: 360_000,
  expect: { timeout: 10_000 },
  // spec files spread over the lanes; the tests of one file run in order in one lane
  fullyParallel: false,
  workers: LANES,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHOP_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // a failed journey keeps its trace (actions, network, console), its page's ARIA snapshot
    // (error-context.md) and a screenshot; the trace's own screencast and DOM snapshots, recorded
    // for every journey to be thrown away when it passes, took 45 % of the journeys' CPU
    // (decision 0371, amended)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // one shop per lane (e2e/shop-ports.ts)
    ...Array.from({ length: LANES }, (_, lane) => shop(lanePort(lane))),
    // 5-second sessions, for the session-expiry journey (e2e/sign-in.spec.ts)
    shop(PORT + 2, { SESSION_TTL_SECONDS: '5' }),
    // 40 API calls a minute, for the 429 alert's journey (e2e/rate-limit.spec.ts)
    shop(PORT + 4, { RATE_LIMIT_MAX: '40' }),
  ],
});
