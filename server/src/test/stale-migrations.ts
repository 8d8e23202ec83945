import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SCHEMA_DIR = path.join(ROOT, 'server/src/db/schema');
const MIGRATIONS_DIR = path.join(ROOT, 'server/src/db/migrations');

function filesUnder(dir: string, base = dir): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of filesUnder(full, base)) files.set(k, v);
    else files.set(path.relative(base, full), readFileSync(full, 'utf8'));
  }
  return files;
}

/**
 * Generates migrations from the schema (drizzle-kit, as `npm run db:generate` does) into a copy of
 * the committed ones: the files it adds or changes are what the committed migrations miss. Empty
 * when they match the schema.
 */
export function staleMigrations(schemaDir = SCHEMA_DIR): { file: string; text: string }[] {
  const work = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
  try {
    const out = path.join(work, 'migrations');
    cpSync(MIGRATIONS_DIR, out, { recursive: true });
    // drizzle-kit reads paths relative to the working directory
    const result = spawnSync(
      path.join(ROOT, 'node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        `${path.relative(ROOT, schemaDir)}/*.ts`,
        '--out',
        path.relative(ROOT, out),
      ],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (result.status !== 0) {
      throw new Error(`drizzle-kit generate failed: ${result.stderr || result.stdout}`);
    }
    const committed = filesUnder(MIGRATIONS_DIR);
    return [...filesUnder(out)]
      .filter(([file, text]) => committed.get(file) !== text)
      .map(([file, text]) => ({ file, text }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const stale = staleMigrations();
  for (const { file, text } of stale) console.log(`--- ${file}\n${text}`);
  if (stale.length > 0) {
    console.error('The migrations do not match the schema: run npm run db:generate and commit.');
    process.exit(1);
  }
  console.log('The migrations match the schema.');
}
