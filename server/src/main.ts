import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { tellGatewayOfDemoCards } from './db/seed/demo-gateway-payments.ts';
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
  if (config.seedDemo) {
    // the simulators may still be starting: the shop does not wait for them (decision 0260)
    tellGatewayOfDemoCards(database.db, config.urls.pgApi).catch((err: unknown) =>
      console.warn('the demo card payments were not told to the gateway simulator:', err),
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `${signal}: stopping (requests in flight may take ${config.shutdown.timeoutMs} ms)`,
    );
    app.health.markStopping();
    if (config.shutdown.drainMs > 0) await delay(config.shutdown.drainMs);
    const late = setTimeout(() => {
      console.error('requests still in flight at the shutdown limit: exiting anyway');
      process.exit(1);
    }, config.shutdown.timeoutMs);
    late.unref();
    // stops accepting, answers the requests in flight, then its onClose hooks stop the jobs and
    // close Redis; the database is closed last, once no request can use it. A keep-alive
    // connection whose request finished is closed as soon as it is idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    await database.close();
    clearTimeout(late);
    console.log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
