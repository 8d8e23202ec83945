import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildSimulators } from '@shop/simulators/host.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  simUrl: string;
  close(): Promise<void>;
}

/**
 * The shop as the API tests see it: migrated and seeded database (in-memory PGlite, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), the simulators on a free port, answers
 * checked against the contract.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const sims = await buildSimulators({ shopUrl: 'http://localhost', selfUrl: 'http://pending' });
  await sims.listen({ host: '127.0.0.1', port: 0 });
  const simUrl = `http://127.0.0.1:${(sims.server.address() as AddressInfo).port}`;
  const fresh = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIM_BASE_URL: simUrl,
    RATE_LIMIT_MAX: '100000',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 10 });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, validateResponses: true });
  await app.ready();
  return {
    app,
    config,
    database,
    simUrl,
    async close() {
      await app.close();
      await database.close();
      await sims.close();
      await fresh?.drop();
    },
  };
}

/** A new empty database on the TEST_DATABASE_URL server, dropped again by close(). */
export async function freshDatabaseUrl(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `shop_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
