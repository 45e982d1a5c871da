import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep modules apart (eslint.config.js, issue 20), run on small texts as if
 * they were files of the mock module: another module is reached through its index.ts, and a
 * module's tables (`db/schema/<module>.ts`) are its own, in imports and in raw SQL alike.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problemsOf(code: string, file = 'apps/server/src/modules/mock/example.ts') {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((message) => message.ruleId);
}

describe('module boundaries', () => {
  it("refuse another module's tables, by import or by name in SQL", async () => {
    expect(
      await problemsOf(
        "import { designItems } from '../../db/schema/design.js';\nexport const t = designItems;\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await problemsOf(
        "import { mockSettings } from '../../db/schema/index.js';\nexport const t = mockSettings;\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await problemsOf(
        "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1 from design_items`;\n",
      ),
    ).toEqual(['no-restricted-syntax']);
  });

  it('let a module use its own tables, and reach another only through its index', async () => {
    expect(
      await problemsOf(
        "import { sql } from 'drizzle-orm';\nimport { mockSettings } from '../../db/schema/mock.js';\nexport const q = sql`select 1 from mock_settings`;\nexport const t = mockSettings;\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "import { readProjectDesign } from '../design/index.js';\nexport const r = readProjectDesign;\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "import { findItem } from '../design/item-rows.js';\nexport const r = findItem;\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('refuse an adapter any table: it is handed a function by the owning module', async () => {
    const adapter = 'apps/server/src/adapters/messaging/example.ts';
    expect(
      await problemsOf("import { db } from '../../db/client.js';\nexport const d = db;\n", adapter),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await problemsOf(
        "import { sql } from 'drizzle-orm';\nexport const q = sql`insert into outbox_messages (channel) values (1)`;\n",
        adapter,
      ),
    ).toEqual(['no-restricted-syntax']);
    expect(
      await problemsOf(
        "export function send(keep: (text: string) => Promise<void>) {\n  return keep('hi');\n}\n",
        adapter,
      ),
    ).toEqual([]);
  });
});
