import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

// The floors of web/src as eslint.config.js enforces them (decision 0282), checked on imports
// written into a file that does not exist, placed where each rule applies.
const root = join(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: join(root, 'web/src/ui/warm-up.ts') }); // loads the config
}, 120_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, {
    filePath: join(root, filePath),
  });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import boundaries of web/src', { timeout: 60_000 }, () => {
  test.each([
    [
      'ui/ imports a feature',
      'web/src/ui/boundary-fixture.tsx',
      "import { usePricePreview as imported } from '../features/billing/price-preview.tsx';",
    ],
    [
      "a feature imports another feature's insides",
      'web/src/features/checkout/boundary-fixture.ts',
      "import { pay as imported } from '../checkout/pay-flow.ts';\nimport { cartMineQuery } from '../cart/cart-queries.ts';\nvoid cartMineQuery;",
    ],
    [
      'lib/ imports a feature',
      'web/src/lib/boundary-fixture.ts',
      "import { useCartActions as imported } from '../features/cart/cart-actions.ts';",
    ],
    [
      'the back office imports a shop feature',
      'web/src/admin/orders/boundary-fixture.ts',
      "import { useCartActions as imported } from '../../features/cart/cart-actions.ts';",
    ],
    [
      'a feature imports the app floor',
      'web/src/features/home/boundary-fixture.ts',
      "import { router as imported } from '../../app/router.tsx';",
    ],
  ])('refused: %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  test("allowed: a feature imports another feature's public entry, the ground floor and ui/", async () => {
    const code = [
      "import { usePricePreview as imported } from '../billing/price-preview.tsx';",
      "import { callApi } from '../../lib/api-client.ts';",
      "import { Price } from '../../ui/price.tsx';",
      'void callApi;',
      'void Price;',
    ].join('\n');
    expect(await boundaryErrors('web/src/features/checkout/boundary-fixture.tsx', code)).toEqual(
      [],
    );
  });
});
