import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { copyDatabase } from '../test/database-template.ts';
import { freePort, startShopProcess, type ShopProcess } from '../test/shop-process.ts';
import { startSimulators, type RunningSimulators } from '../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The restore of docs/operations.md, tested: the shop's PostgreSQL database dumped with
 * `pg_dump --format=custom`, restored with `pg_restore` into an empty database, holds the same
 * rows in every table, and a shop started on it is ready and serves the catalog. Runs only on
 * PostgreSQL (TEST_DATABASE_URL).
 */
const base = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

let t: TestApp;
let folder: string;
let restored: { url: string; drop(): Promise<void> };
let copy: Database;
let sims: RunningSimulators;
let shop: ShopProcess | undefined;

beforeAll(async () => {
  if (!base) return;
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), 'shop-backup-'));
  restored = await copyDatabase(base);
});
afterAll(async () => {
  await shop?.stop();
  await sims?.close();
  await copy?.close();
  await t?.close();
  await restored?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Rows per table of the shop's schemas (public and drizzle's migration journal). */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe.skipIf(!base)('a backup restored', () => {
  it('pg_dump then pg_restore into an empty database: every row back, the shop ready on it', async () => {
    const dump = join(folder, 'shop.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, t.config.databaseUrl!]);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump]);
    copy = await openDatabase({ databaseUrl: restored.url, poolSize: 1 });
    const original = await rowCounts(t.database);
    expect(Object.keys(original).length).toBeGreaterThan(20);
    expect(original['public.products']).toBeGreaterThan(0);
    expect(await rowCounts(copy)).toEqual(original);

    sims = await startSimulators();
    const port = await freePort();
    shop = await startShopProcess(port, { DATABASE_URL: restored.url, SIM_BASE_URL: sims.url });
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    const detail = await fetch(`${shop.url}/api/product-entry-by-id?productId=23`);
    expect(detail.status).toBe(200);
  });
});
