import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { seedDemoData } from '../server/src/db/seed/seed.ts';

/** Migrates and seeds an embedded database in the folder given (scripts/journey-data-dir.mjs). */
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-template.ts <data folder>');
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
await seedDemoData(database.db);
await database.close();
