// `npm test`: the check, the build, the API tests on embedded PGlite and (with TEST_DATABASE_URL)
// on the PostgreSQL server, then the Playwright journeys once. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['check (typecheck, lint, format, unit tests)', 'npm', ['run', 'check']],
  // before the API tests: one of them starts the compiled server
  ['build (web app, server and simulators)', 'npm', ['run', 'build']],
  [
    'the build renders with React (web/*.build.test.ts)',
    'npx',
    ['vitest', 'run', '--project', 'build'],
  ],
  [
    'API tests on embedded PGlite',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only');
}
// the journeys' shops run the bundles just built, as production does (scripts/start.mjs)
steps.push(['journeys in Chromium', 'npx', ['playwright', 'test'], { START_COMPILED: '1' }]);

for (const [title, command, args, env] of steps) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
