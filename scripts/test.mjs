// `npm test`: the build; then the API tests on embedded PGlite alone on the machine; then the
// check beside (with TEST_DATABASE_URL) the API tests on the PostgreSQL server; then the
// Playwright journeys alone (decisions 0365, 0371 and 0525). Stops after the first phase that
// fails; prints the time of each step and phase. TEST_ONE_AT_A_TIME=1 runs every step alone.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const api = (title, databaseUrl, beside = false) => ({
  title,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'api'],
  // the processes the tests start run the build made first (server/src/test/shop-process.ts)
  env: { TEST_DATABASE_URL: databaseUrl, TEST_COMPILED_SHOP: '1' },
  beside,
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
  // CPU on both cores (the database runs inside the test workers): nothing beside it
  [[api('API tests on embedded PGlite', '')]],
  // The check is one process at a time (tsc, eslint, vitest) and the PostgreSQL tier waits on its
  // server and on the processes its tests start and stop: beside each other they share the two
  // cores (decision 0525). The PostgreSQL tier is niced and its output held until it ends.
  [
    [
      {
        title: 'check (typecheck, lint, format, unit tests)',
        command: 'npm',
        args: ['run', 'check'],
      },
    ],
    ...(process.env.TEST_DATABASE_URL
      ? [[api('API tests on PostgreSQL', process.env.TEST_DATABASE_URL, true)]]
      : []),
  ],
  // the journeys' Chromium and shops take both cores (decision 0371's amendments): nothing beside
  [
    [
      {
        title: 'journeys in Chromium',
        command: 'npx',
        args: ['playwright', 'test'],
        // the journeys' shops run the bundles just built, as production does (scripts/start.mjs)
        env: { START_COMPILED: '1' },
        afterFailure: printJourneyShopLogs,
      },
    ],
  ],
];

/**
 * What each journey shop's log (playwright.config.ts) written during the step holds of trouble:
 * warnings, errors and the request lines of answers 400 and over, with their times, so that a
 * failed run's output says what the shops saw.
 */
function printJourneyShopLogs(since) {
  const LAST_LINES = 200;
  // a line of trouble, with its time readable in front; undefined for any other line
  const trouble = (line) => {
    try {
      const { level, status, time } = JSON.parse(line);
      if (level >= 40 || status >= 400) return `${new Date(time).toISOString()} ${line}`;
    } catch {
      if (line.trim() !== '') return line;
    }
    return undefined;
  };
  const logs = existsSync('data')
    ? readdirSync('data')
        .filter((name) => /^e2e-\d+\.log$/.test(name))
        .map((name) => join('data', name))
        .filter((path) => statSync(path).mtimeMs >= since)
    : [];
  for (const path of logs) {
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .map(trouble)
      .filter((line) => line !== undefined);
    const shown = lines.slice(-LAST_LINES);
    console.log(`\n--- ${path}: ${shown.length} of its ${lines.length} lines of trouble`);
    console.log(shown.join('\n'));
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only');
}

// bash's `times` after the step: the CPU its processes used (user and system, every process it
// started and waited for; not a database server's), written to fd 3
const STEP = 'nice -n "$NICENESS" "$@"; code=$?; times >&3; exit $code';

/** Seconds of CPU from the children's line of bash's `times` ("0m12.345s 0m1.234s"). */
function cpuSeconds(times) {
  const line = times.trim().split('\n').pop() ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, m, s]) => 60 * Number(m) + Number(s),
  );
  return seconds.length === 2 ? Math.round(seconds[0] + seconds[1]) : undefined;
}

/**
 * The whole machine's busy CPU seconds so far (/proc/stat: user, nice, system, irq, softirq,
 * steal), or undefined off Linux. Beside its step's own CPU it shows what the step's servers and
 * browsers used that bash's `times` misses (PostgreSQL, Chromium processes nobody waited for).
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/**
 * One step, with its wall-clock time and its CPU time. A step run beside another (`beside`) is
 * niced and its output is held and printed whole when it ends, so the two do not interleave line
 * by line.
 */
function run({ title, command, args, env, beside = false, afterFailure }) {
  const started = Date.now();
  const busyAtStart = machineBusySeconds();
  if (!beside) console.log(`\n=== ${title}`);
  const child = spawn('bash', ['-c', STEP, title, command, ...args], {
    stdio: beside ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, ...env, NICENESS: beside ? '10' : '0' },
  });
  const output = [];
  const times = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  child.stdio[3]?.on('data', (chunk) => times.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (beside) process.stdout.write(`\n=== ${title}\n${Buffer.concat(output).toString()}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      const cpu = cpuSeconds(Buffer.concat(times).toString());
      const busy = busyAtStart === undefined ? undefined : machineBusySeconds() - busyAtStart;
      const cpuText = [
        cpu === undefined ? '' : `CPU ${cpu} s`,
        busy === undefined ? '' : `the machine busy ${Math.round(busy)} s`,
      ].filter(Boolean);
      console.log(
        `=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s${cpuText.length ? ` (${cpuText.join('; ')})` : ''}`,
      );
      if (code !== 0) afterFailure?.(started);
      resolve(code === 0);
    });
  });
}

/** The steps of one chain one after the other, stopping at the first that fails. */
async function runChain(chain) {
  for (const step of chain) if (!(await run(step))) return false;
  return true;
}

// TEST_ONE_AT_A_TIME=1: every step alone (to tell whether a failure comes from the load of the
// step beside it)
const oneAtATime = process.env.TEST_ONE_AT_A_TIME === '1';
const alone = async (chains) => {
  const results = [];
  for (const chain of chains) {
    const ok = await runChain(chain.map((step) => ({ ...step, beside: false })));
    results.push(ok);
    if (!ok) break;
  }
  return results;
};

for (const chains of phases) {
  const started = Date.now();
  const results = oneAtATime ? await alone(chains) : await Promise.all(chains.map(runChain));
  if (chains.length > 1) {
    console.log(`=== phase: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  if (results.includes(false)) process.exit(1);
}
