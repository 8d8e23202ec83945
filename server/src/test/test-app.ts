import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildSimulators } from '@shop/simulators/host.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { copyDatabase, readSnapshot } from './database-template.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  simUrl: string;
  close(): Promise<void>;
}

/**
 * The shop as the API tests see it: a database copied from the run's seeded template
 * (in-memory PGlite loaded from the template's dump, or a new PostgreSQL database made from the
 * template database when TEST_DATABASE_URL is set), the simulators on a free port, answers
 * checked against the contract.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; webDist?: string } = {},
): Promise<TestApp> {
  const sims = await buildSimulators({ shopUrl: 'http://localhost', selfUrl: 'http://pending' });
  await sims.listen({ host: '127.0.0.1', port: 0 });
  const simUrl = `http://127.0.0.1:${(sims.server.address() as AddressInfo).port}`;
  const template = inject('seededTemplate');
  const base = process.env.TEST_DATABASE_URL;
  const copy =
    base && template?.kind === 'postgres' ? await copyDatabase(base, template.database) : undefined;
  const fresh = copy ?? (await freshDatabaseUrl());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIM_BASE_URL: simUrl,
    RATE_LIMIT_MAX: '100000',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const snapshot =
    !fresh && template?.kind === 'pglite' ? await readSnapshot(template.snapshotFile) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 10, snapshot });
  if (!copy && !snapshot) {
    // run outside the API project's global setup: migrate and seed here
    await migrateDatabase(database);
    await seedDemoData(database.db);
  }
  const app = await buildApp({
    config,
    database,
    validateResponses: true,
    logStream: options.logStream,
    webDist: options.webDist,
  });
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
  return base ? copyDatabase(base) : undefined;
}
