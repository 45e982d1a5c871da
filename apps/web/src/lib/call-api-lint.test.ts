import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps the web app on the contract's route table (eslint.config.js, issue
 * 20), run on small texts as if they were files of the web app. It shares no-restricted-syntax
 * with the feature boundary, so each case also checks the boundary still holds beside it.
 */

// The repository's root. (Through a variable: Vite rewrites `new URL('…', import.meta.url)`
// into an asset address.)
const here = import.meta.url;
const root = decodeURIComponent(new URL('../../../../', here).pathname);
const eslint = new ESLint({ cwd: root });

const API_RULE = 'The web app calls the API through callApi';

/** Each problem as `rule` or, for the API rule, `api`; sorted, so order does not matter. */
async function problemsOf(code: string, file = 'apps/web/src/features/teams/api/example.ts') {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages
    .map((message) => (message.message.startsWith(API_RULE) ? 'api' : message.ruleId))
    .sort();
}

const REACH_IN = "export const screen = import('../../projects/api/inside');\n";

describe('the web API rule', () => {
  it('refuses a path written by hand, as a string or a template', async () => {
    expect(await problemsOf("export const path = '/api/v1/teams';\n")).toEqual(['api']);
    expect(
      await problemsOf('export const path = (id: string) => `/api/v1/teams/${id}`;\n'),
    ).toEqual(['api']);
    expect(
      await problemsOf("export const path = '/api/health';\n", 'apps/web/src/main.tsx'),
    ).toEqual(['api']);
  });

  it('refuses the untyped client under callApi', async () => {
    for (const name of ['apiRequest', 'apiResponse']) {
      expect(
        await problemsOf(
          `import { ${name} } from '../../../lib/api-client';\nexport const f = ${name};\n`,
        ),
      ).toEqual(['api']);
    }
  });

  it('leaves the feature boundary in force beside it', async () => {
    expect(await problemsOf(`export const path = '/api/v1/teams';\n${REACH_IN}`)).toEqual([
      'api',
      'no-restricted-syntax',
    ]);
    expect(
      await problemsOf(
        "export const path = '/api/v1/teams';\nexport const f = import('../../features/teams');\n",
        'apps/web/src/lib/teams/example.ts',
      ),
    ).toEqual(['api', 'no-restricted-syntax']);
  });

  it('lets a route be called, and a text merely hold /api/ further in', async () => {
    expect(
      await problemsOf(
        "import { listTeamsRoute } from '@heron/contract';\nimport { callApi } from '../../../lib/call-api';\nexport const f = () => callApi(listTeamsRoute);\nexport const text = 'see /api/v1';\n",
      ),
    ).toEqual([]);
  });

  it('lets tests and their fixtures stub paths, and callApi use the client', async () => {
    const stub = "export const path = '/api/v1/teams';\n";
    expect(await problemsOf(stub, 'apps/web/src/features/teams/api/example.test.ts')).toEqual([]);
    expect(
      await problemsOf(stub, 'apps/web/src/features/debug/cases/cases-test-fixtures.ts'),
    ).toEqual([]);
    expect(await problemsOf(stub, 'apps/web/src/test/example-fixtures.ts')).toEqual([]);
    expect(
      await problemsOf(
        "import { apiRequest } from './api-client';\nexport const f = apiRequest;\n",
        'apps/web/src/lib/call-api.ts',
      ),
    ).toEqual([]);
    // A test may stub a path, but not reach into another feature.
    expect(
      await problemsOf(`${stub}${REACH_IN}`, 'apps/web/src/features/teams/api/example.test.ts'),
    ).toEqual(['no-restricted-syntax']);
  });
});
