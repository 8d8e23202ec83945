import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SIM_PORT = PORT + 1;

/** Journeys in Debian's Chromium against the real shop and simulators, on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `rm -rf data/e2e-${PORT} && node scripts/start.mjs`,
      url: `http://localhost:${PORT}/api/site-menu`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        SIM_PORT: String(SIM_PORT),
        DATA_DIR: `data/e2e-${PORT}`,
        DEV_TOOLS: 'on',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
    },
    {
      // A second shop with 5-second sessions, for the session-expiry journey (e2e/sign-in.spec.ts).
      command: `rm -rf data/e2e-${PORT + 2} && node scripts/start.mjs`,
      url: `http://localhost:${PORT + 2}/api/site-menu`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT + 2),
        SIM_PORT: String(PORT + 3),
        DATA_DIR: `data/e2e-${PORT + 2}`,
        DEV_TOOLS: 'on',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        SESSION_TTL_SECONDS: '5',
      },
    },
    {
      // A third shop allowing 40 API calls a minute, for the 429 alert's journey (e2e/rate-limit.spec.ts).
      command: `rm -rf data/e2e-${PORT + 4} && node scripts/start.mjs`,
      url: `http://localhost:${PORT + 4}/api/site-menu`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT + 4),
        SIM_PORT: String(PORT + 5),
        DATA_DIR: `data/e2e-${PORT + 4}`,
        DEV_TOOLS: 'on',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '40',
      },
    },
  ],
});
