import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImportResult } from '../import/test-support/check-result.js';
import { comparableBundle } from '../import/test-support/comparable-bundle.js';
import {
  deeplyNested,
  mutateText,
  pick,
  randomJson,
  replaceRandomValue,
  seededRandom,
} from '../import/test-support/fuzz.js';
import { exportPostman } from './export-postman.js';
import { importPostman } from './import-postman.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const POSTMAN = join(FIXTURES, 'postman');
const hasFixtures = existsSync(POSTMAN);
if (!hasFixtures)
  console.warn(`Postman fixtures not found at ${POSTMAN}: the fuzz test is skipped.`);

/** Imports, checks the promise of every importer, and checks that a bundle survives export. */
async function fuzzOnce(text: string): Promise<void> {
  const result = await importPostman({ files: [{ name: 'fuzz.json', text }] }, {});
  checkImportResult(result);
  if (result.bundle !== null) {
    const again = await importPostman(
      { files: [{ name: 'again.json', text: JSON.stringify(exportPostman(result.bundle)) }] },
      {},
    );
    checkImportResult(again);
    expect(comparableBundle(again.bundle!)).toEqual(comparableBundle(result.bundle));
  }
}

describe.skipIf(!hasFixtures)('importPostman fuzz', () => {
  const sources = hasFixtures
    ? readdirSync(POSTMAN)
        .filter((name) => !name.startsWith('microsoft'))
        .map((name) => readFileSync(join(POSTMAN, name), 'utf8'))
    : [];

  it(
    'survives broken text: truncation, flipped bytes, cut and doubled spans',
    { timeout: 120_000 },
    async () => {
      const random = seededRandom(5001);
      for (let round = 0; round < 300; round += 1) {
        await fuzzOnce(mutateText(pick(random, sources), random));
      }
    },
  );

  it('survives random values anywhere in real collections', { timeout: 120_000 }, async () => {
    const random = seededRandom(5002);
    const documents = sources.map((text) => JSON.parse(text) as unknown);
    for (let round = 0; round < 400; round += 1) {
      let document = pick(random, documents);
      for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1)
        document = replaceRandomValue(document, random);
      await fuzzOnce(JSON.stringify(document));
    }
  });

  it('survives random JSON, deep nesting and huge strings', { timeout: 120_000 }, async () => {
    const random = seededRandom(5003);
    for (let round = 0; round < 200; round += 1) await fuzzOnce(JSON.stringify(randomJson(random)));
    await fuzzOnce(deeplyNested(100_000, false));
    await fuzzOnce(deeplyNested(100_000, true));
    // Written as text: building it with JSON.stringify would overflow the test's own stack.
    await fuzzOnce(
      `{"info":{"name":"deep"},"item":${'[{"name":"f","item":'.repeat(5000)}[]${'}]'.repeat(5000)}}`,
    );
    const huge = 'x'.repeat(3_000_000);
    await fuzzOnce(
      JSON.stringify({
        info: { name: huge, description: huge },
        item: [
          {
            name: huge,
            request: {
              url: `https://a.test/${huge}?${huge}=1`,
              header: [{ key: huge, value: huge }],
              body: { mode: 'raw', raw: huge },
            },
          },
        ],
      }),
    );
  });
});
