// A journey shop's embedded database, migrated and seeded: a copy of the run's template folder,
// which the first shop to ask makes while the others wait (decision 0525). A shop that migrated
// and seeded its own database used ~15 s of CPU to start, against ~4 s from a copy.
// usage: node scripts/journey-data-dir.mjs <template folder> <data folder>
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const [template, target] = process.argv.slice(2);
if (!template || !target) throw new Error('usage: journey-data-dir.mjs <template> <data folder>');
const ready = join(template, '.ready');
const lock = `${template}.lock`;
const WAIT_LIMIT_MS = 300_000;

/** Templates of earlier runs (over an hour old: a run going on beside this one keeps its own). */
function removeOldTemplates() {
  const folder = dirname(template);
  const prefix = basename(template).replace(/-[^-]*$/, '-');
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (!name.startsWith(prefix) || path === template || path === lock) continue;
    if (Date.now() - statSync(path).mtimeMs > 3_600_000)
      rmSync(path, { recursive: true, force: true });
  }
}

mkdirSync(dirname(template), { recursive: true });
let maker = false;
try {
  mkdirSync(lock);
  maker = true;
} catch (err) {
  if (err.code !== 'EEXIST') throw err;
}
if (maker) {
  removeOldTemplates();
  rmSync(template, { recursive: true, force: true });
  const seed = ['--import', 'tsx', 'e2e/seed-template.ts', template];
  const seeded = spawnSync(process.execPath, seed, { stdio: 'inherit' });
  if (seeded.status !== 0) {
    rmSync(lock, { recursive: true, force: true });
    process.exit(seeded.status ?? 1);
  }
  mkdirSync(ready);
} else {
  const end = Date.now() + WAIT_LIMIT_MS;
  while (!existsSync(ready)) {
    if (Date.now() > end || !existsSync(lock)) {
      console.error(`the journeys' seeded template ${template} was not made`);
      process.exit(1);
    }
    await delay(250);
  }
}
rmSync(target, { recursive: true, force: true });
cpSync(template, target, { recursive: true, filter: (src) => src !== ready });
