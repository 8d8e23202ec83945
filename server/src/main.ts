import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : resolve(config.dataDir),
  });
  await migrateDatabase(database);
  if (config.seedDemo && (await seedDemoData(database.db))) {
    console.log('seeded the demo data');
  }
  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: config.port });
  console.log(`shop ready on ${config.publicUrl} (${database.kind})`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
