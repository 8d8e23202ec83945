import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { copyDatabase, readSnapshot } from './database-template.ts';

/**
 * Where a shop process started by a test keeps its data, already migrated and seeded from the
 * run's template: a copy of the template database on the TEST_DATABASE_URL server, or a
 * temporary PGlite folder unpacked from the template's dump. The process then starts in seconds
 * instead of migrating and seeding (tens of seconds on PGlite on a busy machine).
 */
export interface SeededStorage {
  /** DATABASE_URL or DATA_DIR, as the process reads them. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function seededStorage(folderPrefix: string): Promise<SeededStorage> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('seededTemplate');
  if (base && template?.kind === 'postgres') {
    const copy = await copyDatabase(base, template.database);
    return { env: { DATABASE_URL: copy.url }, drop: () => copy.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  if (template?.kind === 'pglite') {
    const unpacked = await openDatabase({
      dataDir: dir,
      snapshot: await readSnapshot(template.snapshotFile),
    });
    await unpacked.close();
  }
  return {
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
