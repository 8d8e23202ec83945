import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js that keep the server's floors apart, run by the project's
 * own eslint on code placed where it would break them.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.endsWith('no-restricted-imports'))
    .map((m) => m.message);
}

// loading the config and its plugins takes seconds on a busy machine
describe('import rules', { timeout: 60_000 }, () => {
  it('refuse a module import in the seed and in lib/', async () => {
    const code =
      "import { searchIndexOf } from '../../modules/catalog/service.ts';\nsearchIndexOf();\n";
    expect(await importErrors('server/src/db/seed/seed.ts', code)).toEqual([
      expect.stringContaining('server/src/db and server/src/lib import no module'),
    ]);
    expect(await importErrors('server/src/lib/seoul-time.ts', code)).toHaveLength(1);
    const lib = "import { seoulDate } from '../../lib/seoul-time.ts';\nseoulDate(new Date());\n";
    expect(await importErrors('server/src/db/seed/seed.ts', lib)).toEqual([]);
  });

  it("refuse a module's import of another module's repository, not of its own or of a type", async () => {
    const other =
      "import { productsByIds } from '../billing/billing-repository.ts';\nproductsByIds();\n";
    expect(await importErrors('server/src/modules/cart/order-rules.ts', other)).toEqual([
      expect.stringContaining("Another module's repository"),
    ]);
    const catalog = "import { listProducts } from '../catalog/repository.ts';\nlistProducts();\n";
    expect(await importErrors('server/src/modules/cart/cart-service.ts', catalog)).toHaveLength(1);
    const own = "import { productsByIds } from './billing-repository.ts';\nproductsByIds();\n";
    expect(await importErrors('server/src/modules/billing/price-service.ts', own)).toEqual([]);
    const type =
      "import type { PriceInputs } from '../billing/billing-repository.ts';\nexport type X = PriceInputs;\n";
    expect(await importErrors('server/src/modules/checkout/checkout-service.ts', type)).toEqual([]);
  });

  it('refuse a test kit in production code, not in a test', async () => {
    const code = "import { signInAs } from '../../test/test-sign-in.ts';\nsignInAs();\n";
    expect(await importErrors('server/src/modules/cart/cart-service.ts', code)).toEqual([
      expect.stringContaining('Production code imports no test kit'),
    ]);
    expect(await importErrors('server/src/modules/cart/cart.api.test.ts', code)).toEqual([]);
  });

  it('refuse SQL outside a repository or queries file, not in one or as a type', async () => {
    const sql =
      "import { sql } from 'drizzle-orm';\nimport { orders } from '../../db/schema/orders.ts';\n" +
      "import { queryRows } from '../../db/client.ts';\nexport const q = [sql, orders, queryRows];\n";
    const sqlOnly = expect.stringContaining('SQL only in a *-repository.ts or *-queries.ts file');
    expect(await importErrors('server/src/modules/cart/cart-service.ts', sql)).toEqual([
      sqlOnly,
      sqlOnly,
      sqlOnly,
    ]);
    expect(await importErrors('server/src/modules/cart/routes.ts', sql)).toHaveLength(3);
    expect(await importErrors('server/src/modules/cart/cart-repository.ts', sql)).toEqual([]);
    expect(await importErrors('server/src/modules/orders/order-queries.ts', sql)).toEqual([]);
    const types =
      "import type { SQL } from 'drizzle-orm';\nimport type { Db } from '../../db/client.ts';\n" +
      "import type { orders } from '../../db/schema/orders.ts';\n" +
      'export type X = [SQL, Db, typeof orders.$inferSelect];\n';
    expect(await importErrors('server/src/modules/cart/cart-service.ts', types)).toEqual([]);
  });
  it("refuse a service built in a route file, not in the module's module.ts", async () => {
    const code =
      "import { CartService } from './cart-service.ts';\nexport const cart = new CartService();\n";
    const [inRoutes] = await eslint.lintText(code, {
      filePath: 'server/src/modules/cart/routes.ts',
    });
    expect(inRoutes?.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('A route file builds no service'),
    ]);
    const [inModule] = await eslint.lintText(code, {
      filePath: 'server/src/modules/cart/module.ts',
    });
    expect(inModule?.messages).toEqual([]);
  });
});
