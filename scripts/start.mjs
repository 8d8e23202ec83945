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

if (webBuildIsStale()) {
  console.log('building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [
  ['simulators', 'simulators/src/main.ts'],
  ['shop', 'server/src/main.ts'],
].map(([name, entry]) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
