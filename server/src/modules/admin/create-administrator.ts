import { resolve } from 'node:path';
import { staffLoginId } from '@shop/contract/admin-auth.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { insertStaff } from './staff-repository.ts';
import { temporaryPassword } from './staff-service.ts';

/**
 * The first administrator of a new installation (production has no demo staff):
 *
 *   node --import tsx server/src/modules/admin/create-administrator.ts <login id> <name>
 *
 * prints a temporary password, to be changed at the first sign-in at /admin/login. Later staff
 * are created by an administrator in the back office (audited).
 */
async function main(): Promise<void> {
  const [loginArg, ...nameParts] = process.argv.slice(2);
  const loginId = staffLoginId.safeParse(loginArg ?? '');
  const name = nameParts.join(' ').trim();
  if (!loginId.success || !name) {
    console.error('usage: create-administrator.ts <login id> <name>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : resolve(config.dataDir),
  });
  try {
    await migrateDatabase(database);
    const password = temporaryPassword();
    const staffId = await insertStaff(database.db, {
      loginId: loginId.data,
      name,
      role: 'administrator',
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    });
    if (staffId === undefined) {
      console.error(`the login id ${loginId.data} is taken`);
      process.exitCode = 1;
      return;
    }
    console.log(`administrator ${loginId.data} (#${staffId}); temporary password: ${password}`);
  } finally {
    await database.close();
  }
}

void main();
