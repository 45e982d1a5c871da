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
 * `http/`) is not into a module and stays allowed. Tests may still reach inside. A module may
 * also offer `worker-entry.js`, the few exports a worker thread needs without loading the
 * module's database and route code (design/worker-entry.ts); index.ts re-exports it.
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
              regex: `^${ups}(?!\\.\\.)[^/]+/(?!(index|worker-entry)\\.js$).+`,
              message:
                "Another module is reached only through its index.ts (or, on a worker thread, its worker-entry.ts): import from '<module>/index.js', and export what you need there.",
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
            regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!(index|worker-entry)\\.js$).+',
            message: 'A module is reached only through its index.ts.',
          },
        ],
      },
    ],
  },
};

/**
 * One way out (issue 20): server code reaches other hosts only through the outbound client
 * (apps/server/src/adapters/outbound), which applies the address policy, deadlines, size caps
 * and redirect checks. Elsewhere in the server the global `fetch` (and WebSocket, EventSource),
 * undici, and the request functions of node's `http`, `https`, `http2`, `net` and `tls` are
 * errors; those modules are imported by name (`import { createServer } from 'node:http'`) so the
 * rule sees what is taken. No exceptions list: a new kind of outbound call belongs in the
 * outbound folder. Tests may call servers directly. (Its own rules, not `no-restricted-imports`,
 * which the module boundary blocks set: one block's options would replace the other's.)
 */
const OUTBOUND_ONLY =
  'Outbound HTTP goes through createOutboundClient (apps/server/src/adapters/outbound/index.ts).';
const NODE_NETWORK = '(node:)?(http|https|http2|net|tls)';
const NODE_REQUESTERS = {
  http: 'request|get|Agent|globalAgent',
  https: '.+',
  http2: 'connect',
  net: 'connect|createConnection|Socket',
  tls: 'connect|TLSSocket',
};
// The selectors of the outbound rule; the table-owner blocks below repeat them, because a later
// block's setting of a rule replaces an earlier one's on the same file.
const OUTBOUND_SYNTAX = [
  'ImportDeclaration',
  'ImportExpression',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
]
  .map((node) => `${node}[source.value=/^undici/]`)
  .concat(
    'CallExpression[callee.name="require"][arguments.0.value=/^undici/]',
    'MemberExpression[object.name=/^(globalThis|global|self)$/][property.name="fetch"]',
    `ImportExpression[source.value=/^${NODE_NETWORK}$/]`,
    `CallExpression[callee.name="require"][arguments.0.value=/^${NODE_NETWORK}$/]`,
    `ImportDeclaration[importKind!="type"][source.value=/^${NODE_NETWORK}$/] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
    ...Object.entries(NODE_REQUESTERS).map(
      ([module, names]) =>
        `ImportDeclaration[source.value=/^(node:)?${module}$/] > ImportSpecifier[imported.name=/^(${names})$/]`,
    ),
  )
  .map((selector) => ({ selector, message: OUTBOUND_ONLY }));
const serverOutboundOnly = {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['apps/server/src/adapters/outbound/**', '**/*.test.ts'],
  rules: {
    'no-restricted-globals': [
      'error',
      ...['fetch', 'WebSocket', 'EventSource'].map((name) => ({ name, message: OUTBOUND_ONLY })),
    ],
    'no-restricted-syntax': ['error', ...OUTBOUND_SYNTAX],
  },
};

/**
 * Web boundaries (issue 20): code flows shared (`src/lib`, `src/components`, `src/test`) →
 * features → app, and a feature is reached only through its `index.ts`. A rule needs the
 * specifier, the `import()` of a lazy screen and a `vi.mock()` path alike; no-restricted-imports
 * sees only static imports, so the same pattern is also given to no-restricted-syntax.
 */
function webImportRule(regex, message) {
  // esquery ends a regex at its first unescaped slash.
  const literal = `/${regex.replaceAll('/', '\\/')}/`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=${literal}]`, message },
      {
        selector: `CallExpression[callee.object.name='vi'][arguments.0.value=${literal}]`,
        message,
      },
    ],
  };
}

/**
 * One way to the API (issue 20): web source calls it through `callApi` with a route of the
 * contract's table (src/lib/call-api.ts), so no path is written by hand and no answer is cast.
 * A string or template that starts with `/api/` is an error, and so is importing the untyped
 * `apiRequest`/`apiResponse` that callApi is built on. Tests and their fixtures are exempt: they
 * stub the API by path. These selectors join the boundary blocks' own no-restricted-syntax list
 * (see webBlocks), because a later block's setting of a rule replaces an earlier one's.
 */
const API_THROUGH_ROUTES =
  "The web app calls the API through callApi with the contract's route (src/lib/call-api.ts): no hand-written /api/ path, no apiRequest or apiResponse.";
const WEB_API_SYNTAX = [
  'Literal[value=/^\\/api\\//]',
  'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
  'ImportSpecifier[imported.name=/^api(Request|Response)$/]',
].map((selector) => ({ selector, message: API_THROUGH_ROUTES }));
// Where the API rule does not apply: the client itself, and tests with their fixtures and helpers.
const WEB_API_EXEMPT = [
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/call-api.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/test/**',
  'apps/web/src/**/*test-{fixtures,data,helpers,harness,render,stubs,actions}.{ts,tsx}',
];

/** The API rule alone, for web source no boundary block covers (main.tsx). */
const webApiThroughRoutes = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: WEB_API_EXEMPT,
  rules: { 'no-restricted-syntax': ['error', ...WEB_API_SYNTAX] },
};

/**
 * A boundary block, followed by its twin for the files the API rule covers, whose
 * no-restricted-syntax list holds both the boundary's selectors and the API rule's.
 */
function webBlocks(block) {
  const [level, ...selectors] = block.rules['no-restricted-syntax'];
  return [
    block,
    {
      files: block.files,
      ignores: WEB_API_EXEMPT,
      rules: { 'no-restricted-syntax': [level, ...selectors, ...WEB_API_SYNTAX] },
    },
  ];
}

const FEATURE_ENTRY =
  "Another feature is reached only through its index.ts: import from '<feature>' and export what you need there, or move what several features share to src/lib, src/components or src/test.";

/**
 * From a file `depth` folders below its feature's root, a specifier that climbs exactly to
 * `features/` (or to `src/` and back into `features/`) and names a folder must stop at that
 * folder or its `index`. Tests included: fixtures several features use live in `src/test`.
 * Deeper files than any today are covered too; `features/feature-graph.test.ts` checks every
 * file whatever its depth, and that no two features depend on each other in a cycle.
 */
function webFeatureBoundary(depth) {
  const ups = '\\.\\./'.repeat(depth + 1);
  return {
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: webImportRule(`^${ups}(\\.\\./features/)?(?!\\.\\.)[^/]+/(?!index$).+`, FEATURE_ENTRY),
  };
}

/** The app (routes, layouts) reaches a feature only through its index too. */
const webAppEntry = {
  files: ['apps/web/src/app/**/*.{ts,tsx}'],
  rules: webImportRule('^(\\.\\./)+features/[^/]+/(?!index$).+', FEATURE_ENTRY),
};

/** Shared code knows no feature. */
const webSharedCode = {
  files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
  rules: webImportRule(
    '^(\\.\\./)+features(/|$)',
    'Shared code (src/lib, src/components) does not import a feature: move what it needs here.',
  ),
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
        ...OUTBOUND_SYNTAX,
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join|into|update|table)\\s+"?(${names})\\b/i]`,
          message: `The ${module} module uses its own tables only: this SQL names another module's table.`,
        },
      ],
    },
  };
}

/**
 * Adapters (apps/server/src/adapters) talk to the outside world and own no tables: what one must
 * keep in the database, the owning module hands it as a function (the messenger's dev-outbox
 * writer, from app.ts). So an adapter imports nothing of `db/` and its SQL names no table. The
 * outbound folder is exempt from the outbound rule only, so it gets the SQL selector alone.
 */
function serverAdaptersOwnNoTables() {
  const names = fs
    .readdirSync(serverSchemaDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .flatMap(sqlTablesOf)
    .join('|');
  const message =
    "Adapters query no tables: the module that owns the table hands the adapter a function (see the messenger's KeepInOutbox).";
  const sqlSyntax = {
    selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join|into|update|table)\\s+"?(${names})\\b/i]`,
    message,
  };
  const imports = {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^(\\.\\./)+db/', message }] },
    ],
  };
  return [
    {
      files: ['apps/server/src/adapters/**/*.ts'],
      ignores: ['apps/server/src/adapters/outbound/**', '**/*.test.ts'],
      rules: { ...imports, 'no-restricted-syntax': ['error', ...OUTBOUND_SYNTAX, sqlSyntax] },
    },
    {
      files: ['apps/server/src/adapters/outbound/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: { ...imports, 'no-restricted-syntax': ['error', sqlSyntax] },
    },
  ];
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
  {
    // The React Compiler's rules (purity, refs, memoization …) judge the components the app
    // ships; analysing the test files too cost a quarter of the lint's time. The rules of hooks
    // still hold in tests.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps',
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  ...[0, 1, 2, 3].map(serverModuleBoundary),
  serverModuleEntry,
  serverOutboundOnly,
  webApiThroughRoutes,
  ...[0, 1, 2, 3, 4, 5].map(webFeatureBoundary).flatMap(webBlocks),
  ...webBlocks(webAppEntry),
  ...webBlocks(webSharedCode),
  ...serverModules.map(serverTableOwner),
  ...serverAdaptersOwnNoTables(),
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
