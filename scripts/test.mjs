// `npm test`: the build, then the check, the API tests on embedded PGlite, (with
// TEST_DATABASE_URL) the API tests on the PostgreSQL server and the Playwright journeys, one after
// the other; with TEST_TOGETHER=1 the journeys run while the others run beside them (decision
// 0365). Stops after the first phase that fails; prints the time of each step.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

// The journeys wait on the browser and the shop most of the time (catalog.spec.ts and
// order-list.spec.ts in one lane: 27 s of CPU in 94 s), so the other steps run beside them,
// niced: the journeys get the CPU when they want it, the check and the API tests, which wait
// on no wall-clock budget (issue 23 item 7), take the rest.
const api = (title, databaseUrl) => ({
  title,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'api'],
  env: { TEST_DATABASE_URL: databaseUrl },
  beside: true,
});
const phases = [
  // first: one of the API tests starts the compiled server, and the journeys run it
  [
    [
      { title: 'build (web app, server and simulators)', command: 'npm', args: ['run', 'build'] },
      {
        title: 'the build renders with React (web/*.build.test.ts)',
        command: 'npx',
        args: ['vitest', 'run', '--project', 'build'],
      },
    ],
  ],
  [
    [
      {
        title: 'journeys in Chromium',
        command: 'npx',
        args: ['playwright', 'test'],
        // the journeys' shops run the bundles just built, as production does (scripts/start.mjs)
        env: { START_COMPILED: '1' },
      },
    ],
    [
      {
        title: 'check (typecheck, lint, format, unit tests)',
        command: 'npm',
        args: ['run', 'check'],
        beside: true,
      },
      api('API tests on embedded PGlite', ''),
      ...(process.env.TEST_DATABASE_URL
        ? [api('API tests on PostgreSQL', process.env.TEST_DATABASE_URL)]
        : []),
    ],
  ],
];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only');
}

/**
 * One step. A step run beside another (`beside`) is niced and its output is held and printed
 * whole when it ends, so the two do not interleave line by line.
 */
function run({ title, command, args, env, beside = false }) {
  const started = Date.now();
  if (!beside) console.log(`\n=== ${title}`);
  const child = spawn(beside ? 'nice' : command, beside ? ['-n', '10', command, ...args] : args, {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (beside) process.stdout.write(`\n=== ${title}\n${Buffer.concat(output).toString()}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** The steps of one chain one after the other, stopping at the first that fails. */
async function runChain(chain) {
  for (const step of chain) if (!(await run(step))) return false;
  return true;
}

// Beside the journeys, the API tiers load a 2-core machine enough that journeys with a wall-clock
// budget (60 s a test, the cart's save pause) failed (decision 0365): one at a time unless asked.
const together = process.env.TEST_TOGETHER === '1';
const oneAtATime = async (chains) => {
  const results = [];
  // the check and the API tests before the journeys: their failures come first
  for (const chain of [...chains].reverse()) {
    const ok = await runChain(chain.map((step) => ({ ...step, beside: false })));
    results.push(ok);
    if (!ok) break;
  }
  return results;
};

for (const chains of phases) {
  const started = Date.now();
  const results = together ? await Promise.all(chains.map(runChain)) : await oneAtATime(chains);
  if (chains.length > 1) {
    console.log(`=== phase: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  if (results.includes(false)) process.exit(1);
}
