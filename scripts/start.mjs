// `npm start`: builds the web app when missing or stale, then runs the simulators and the shop
// as two processes (architecture §8). Demo defaults: DEV_TOOLS=on; override any setting by env.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { DEV_TOOLS: 'on', ...process.env };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function webBuildIsStale() {
  const built = join(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newest > statSync(built).mtimeMs;
}

// START_SKIP_WEB_BUILD=1: start with whatever web build there is (none: the API and the
// simulators only), as the launcher's own test does (server/src/http/npm-start-signals.api.test.ts)
if (process.env.START_SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// START_COMPILED=1: the bundles of `npm run build` under plain node, as in production (the
// journeys of `npm test`, which builds first); otherwise the TypeScript sources through tsx
const compiled = process.env.START_COMPILED === '1';
const children = [
  ['simulators', 'simulators'],
  ['shop', 'server'],
].map(([name, workspace]) => {
  const args = compiled
    ? [`${workspace}/dist/js/main.js`]
    : ['--import', 'tsx', `${workspace}/src/main.ts`];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    stop('SIGTERM', code ?? 1);
  });
  return child;
});

// A signal to this process (Ctrl-C, `kill <pid>`, npm passing it on) goes to every child; this
// process exits once they all have, so the ports are free when it is gone.
const CHILDREN_LIMIT_MS = 20_000;
let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill(signal);
  const late = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  }, CHILDREN_LIMIT_MS);
  late.unref();
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));
// `npm start` execs this script, so npm passes its signals on; if whatever started it dies
// without passing one on (a SIGKILL), the children are stopped all the same
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000).unref();
