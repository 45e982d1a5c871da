import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

/**
 * A server module is reached only through its `index.ts` (issue 20): from a file `depth` folders
 * below its module's root, a relative import that climbs exactly to `modules/` and then names a
 * folder (another module) must end at that folder's `index.js`. Climbing further (to `db/`,
 * `http/`) is not into a module and stays allowed. Tests may still reach inside.
 */
function serverModuleBoundary(depth) {
  const files = `apps/server/src/modules/*/${'*/'.repeat(depth)}*.ts`;
  const ups = '\\.\\./'.repeat(depth + 1);
  return {
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${ups}(?!\\.\\.)[^/]+/(?!index\\.js$).+`,
              message:
                "Another module is reached only through its index.ts: import from '<module>/index.js', and export what you need there.",
            },
          ],
        },
      ],
    },
  };
}

/** The same for the server's own files outside `modules/` (app.ts, http/, adapters/). */
const serverModuleEntry = {
  files: ['apps/server/src/*.ts', 'apps/server/src/*/**/*.ts'],
  ignores: ['apps/server/src/modules/**', '**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!index\\.js$).+',
            message: 'A module is reached only through its index.ts.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-facing string goes through i18n: a literal in JSX is an error.
      'i18next/no-literal-string': ['error', { mode: 'jsx-only' }],
    },
  },
  ...[0, 1, 2, 3].map(serverModuleBoundary),
  serverModuleEntry,
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
