import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const simulatorsOnlyOverHttp = {
  group: ['**/simulators/**', '@shop/simulators/*'],
  message: 'The server reaches simulators only over HTTP.',
};

const NOT_IN_PREACT_COMPAT = 'Not in preact/compat, which renders the web.';

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
    files: ['server/src/test/**', '**/*.test.ts', 'simulators/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The web renders with preact/compat (docs/decisions/0019-react-api-on-preact.md): React's
      // types offer these, the layer does not.
      'no-restricted-imports': [
        'error',
        {
          patterns: [simulatorsOnlyOverHttp],
          paths: [
            {
              name: 'react',
              importNames: [
                'Activity',
                'Profiler',
                'ViewTransition',
                'cache',
                'useActionState',
                'useOptimistic',
              ],
              message: NOT_IN_PREACT_COMPAT,
            },
            {
              name: 'react-dom',
              importNames: [
                'preconnect',
                'prefetchDNS',
                'preinit',
                'preinitModule',
                'preload',
                'preloadModule',
                'requestFormReset',
                'useFormState',
                'useFormStatus',
              ],
              message: NOT_IN_PREACT_COMPAT,
            },
          ],
        },
      ],
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
