import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const simulatorsOnlyOverHttp = {
  group: ['**/simulators/**', '@shop/simulators/*'],
  message: 'The server reaches simulators only over HTTP.',
};

/** The server's ground floor (data layer and shared helpers) stands on no domain module. */
const noModuleFromGroundFloor = {
  regex: '(^|/)modules/',
  message: 'server/src/db and server/src/lib import no module: move what both need into lib/.',
};

/** Test kits live in server/src/test/ and stay out of production code. */
const noTestKitInProduction = {
  regex: '(^|/)test/|(^|/)test-[^/]*$|-test-kit\\.ts$',
  message: 'Production code imports no test kit (server/src/test/).',
};

/** A module's repository is its own: other modules go through its service. Types may be shared. */
const otherModulesRepository = {
  regex: '^\\.\\./[^/]+/(.*/)?([^/]*-)?repository\\.ts$',
  allowTypeImports: true,
  message: "Another module's repository: call that module's service instead.",
};

/**
 * SQL lives in a module's `*-repository.ts` and `*-queries.ts` files (decision 0202): elsewhere no
 * query builder, `sql` or table, only their types (`Db`, `SQL`, a row type).
 */
const SQL_ELSEWHERE = 'SQL only in a *-repository.ts or *-queries.ts file of the module.';
const sqlOnlyInQueries = [
  { regex: '^drizzle-orm(/|$)', allowTypeImports: true, message: SQL_ELSEWHERE },
  { regex: '(^|/)db/schema/', allowTypeImports: true, message: SQL_ELSEWHERE },
  {
    regex: '(^|/)db/client\\.ts$',
    importNames: ['queryRows', 'namedStatement'],
    allowTypeImports: true,
    message: SQL_ELSEWHERE,
  },
];

// The web's floors (ARCHITECTURE.md §2): app/ (router, layout, providers) may import anything;
// features/<domain>/ the ground floor (lib/), ui/, i18n/, the contract and its own files, and
// another feature only through that feature's one public entry below; admin/ no shop feature;
// lib/, ui/ and i18n/ no feature, no back office and no app (decision 0282).
const WEB = './web/src';
const FEATURES = readdirSync(join(import.meta.dirname, 'web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The one file of a feature that other features may import: what it shows or does for them. */
const PUBLIC_ENTRIES = {
  billing: 'price-preview.tsx',
  cart: 'cart-actions.ts',
  mypage: 'member-queries.ts',
  orders: 'order-summary.tsx',
};
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [
      `./${feature}`,
      ...Object.entries(PUBLIC_ENTRIES)
        .filter(([owner]) => owner !== feature)
        .map(([owner, file]) => `./${owner}/${file}`),
    ],
    message: 'Another feature only through its public entry (eslint.config.js, PUBLIC_ENTRIES).',
  })),
  ...['features', 'admin'].map((floor) => ({
    target: `${WEB}/${floor}`,
    from: `${WEB}/app`,
    message: 'app/ is the top floor: nothing below imports it.',
  })),
  {
    target: `${WEB}/admin`,
    from: `${WEB}/features`,
    message: 'The back office imports no shop feature.',
  },
  ...['lib', 'ui', 'i18n'].map((floor) => ({
    target: `${WEB}/${floor}`,
    from: [`${WEB}/features`, `${WEB}/admin`, `${WEB}/app`],
    message: `${floor}/ is ground: it imports no feature, back office or app file.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [simulatorsOnlyOverHttp],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [simulatorsOnlyOverHttp, noTestKitInProduction] },
      ],
    },
  },
  {
    files: ['server/src/db/**/*.ts', 'server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [simulatorsOnlyOverHttp, noTestKitInProduction, noModuleFromGroundFloor] },
      ],
    },
  },
  {
    // A module's repository is its own: other modules go through its service. Types may be shared.
    files: ['server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [otherModulesRepository, ...sqlOnlyInQueries] },
      ],
    },
  },
  {
    // where a module's SQL lives (decision 0202)
    files: ['server/src/modules/**/*repository.ts', 'server/src/modules/**/*queries.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [otherModulesRepository] }],
    },
  },
  {
    // services are built only by their module's module.ts and handed to its routes (decision 0203)
    files: ['server/src/modules/**/routes.ts', 'server/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/(Service|Executor)$/]',
          message:
            "A route file builds no service: build it in the module's module.ts (decision 0203).",
        },
      ],
    },
  },
  {
    files: ['server/src/test/**', '**/*.test.ts', 'simulators/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // plain scripts of the gateway's return and close pages, served as they are
    files: ['web/public/**/*.js'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', location: 'readonly' },
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        URL: 'readonly',
      },
    },
  },
);
