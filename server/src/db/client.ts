import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withSharedParsers } from './pglite-parsers.ts';

/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Number of statements sent since start; tests read it to prove a path's query count is fixed. */
  queryCount(): number;
  /** Connections of the pool (PGlite: one, never waiting), for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** A dump of a PGlite data folder to start from (the tests' seeded template). */
  snapshot?: Blob | undefined;
}

export async function openDatabase(options: DbOptions): Promise<Database> {
  const logger = new CountingLogger();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    pool.on('error', () => {
      // an idle client lost its connection; the pool replaces it on the next checkout
    });
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      queryCount: () => logger.count,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.snapshot });
  await client.waitReady;
  return pgliteDatabase(client, logger);
}

export function pgliteDatabase(client: PGlite, logger = new CountingLogger()): Database {
  const db = drizzlePglite(withSharedParsers(client), { logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryCount: () => logger.count,
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A raw statement with `sql.placeholder` values, built once and prepared under `name` on each
 * connection that runs it: PostgreSQL parses and plans it once per connection instead of on
 * every call, and the SQL text is not rebuilt. Runs on the database or inside a transaction.
 */
export function namedStatement<T>(
  name: string,
  query: SQL,
): (db: Pick<Db, '_'>, values: Record<string, unknown>) => Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  return async (db, values) => {
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: T[] };
    return result.rows;
  };
}
