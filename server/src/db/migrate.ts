import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { queryRows, type Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number; several instances starting together migrate one after the other. */
const MIGRATION_LOCK = 7_202_611;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

/** True when the newest migration of this build is recorded in the database (drizzle's table). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const rows = await queryRows<{ applied: string | null }>(
    database.db,
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.applied ?? 0) >= newest;
}
