import js from '@eslint/js';
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
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/(.*/)?([^/]*-)?repository\\.ts$',
              allowTypeImports: true,
              message: "Another module's repository: call that module's service instead.",
            },
          ],
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
