import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { FULL_CHROMIUM } from './e2e/chromium-args.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contract,server,simulators,web}/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // vitest's 5 s default is a wall-clock budget a busy machine misses (scrypt's test
          // timed out in a CI run at load ~20); a hung test still fails, later
          testTimeout: 60_000,
        },
      },
      {
        // the web's components, rendered by React into happy-dom's document
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          exclude: ['web/src/**/*.browser.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/component-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // what only a browser does, in Debian's Chromium: the native <dialog>'s focus, Esc and
        // inert page (decision 0284)
        test: {
          name: 'browser',
          include: ['web/src/**/*.browser.test.tsx'],
          setupFiles: ['web/src/test/component-setup.ts'],
          // npm test runs it beside the journeys, niced: no 5 s budget to miss
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: FULL_CHROMIUM,
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // reads web/dist: run after `npm run build` (npm test does)
        test: {
          name: 'build',
          include: ['web/*.build.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['{server,simulators}/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // the files of a worker share its loaded modules (the server, the simulators, the
          // contract): importing them took ~2.5 s of CPU per file, a third of a file's CPU
          // (decision 0371); each file still builds its own app, simulators and database
          isolate: false,
        },
      },
    ],
  },
});
