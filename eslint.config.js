import fs from 'node:fs';
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

/**
 * A module's tables are its own (issue 20): `db/schema/<module>.ts` holds the tables of the module
 * of that name, and only that module's files may import it (db/schema/index.ts gathers them for
 * drizzle-kit and the database client, and no module imports it). Raw SQL is held to the same:
 * a `sql` text that reads or writes another module's table by its SQL name is refused too.
 * Generated for every folder of `modules/`, so a new module is covered without being listed.
 * It uses typescript-eslint's copy of `no-restricted-imports`, which the index-only rule above
 * leaves free: two settings of one rule on a file would not add up, the later would replace the
 * earlier.
 */
const serverModulesDir = new URL('./apps/server/src/modules/', import.meta.url);
const serverSchemaDir = new URL('./apps/server/src/db/schema/', import.meta.url);

/** The SQL names of the tables in `db/schema/<file>`. */
function sqlTablesOf(file) {
  const text = fs.readFileSync(new URL(file, serverSchemaDir), 'utf8');
  return [...text.matchAll(/pgTable\(\s*'(\w+)'/g)].map((m) => m[1]);
}

function serverTableOwner(module) {
  const foreignTables = fs
    .readdirSync(serverSchemaDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== `${module}.ts`)
    .flatMap(sqlTablesOf);
  const names = foreignTables.join('|');
  return {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+db/schema/(?!${module}\\.js$)`,
              message: `The ${module} module uses its own tables only (db/schema/${module}.ts): reach another module's data through that module's index.ts.`,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join|into|update|table)\\s+"?(${names})\\b/i]`,
          message: `The ${module} module uses its own tables only: this SQL names another module's table.`,
        },
      ],
    },
  };
}

const serverModules = fs
  .readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  ...serverModules.map(serverTableOwner),
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
