import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkImportResult } from '../import/test-support/check-result.js';
import {
  deeplyNested,
  mutateText,
  pick,
  randomJson,
  replaceRandomValue,
  seededRandom,
} from '../import/test-support/fuzz.js';
import { importHar } from './import-har.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const HAR = join(FIXTURES, 'har');
const hasFixtures = existsSync(HAR);
if (!hasFixtures) console.warn(`HAR fixtures not found at ${HAR}: the fuzz test is skipped.`);

async function fuzzOnce(text: string): Promise<void> {
  checkImportResult(await importHar({ files: [{ name: 'fuzz.har', text }] }, {}));
}

describe.skipIf(!hasFixtures)('importHar fuzz', () => {
  const sources = hasFixtures
    ? readdirSync(HAR).map((name) => readFileSync(join(HAR, name), 'utf8'))
    : [];

  it('survives broken text', { timeout: 120_000 }, async () => {
    const random = seededRandom(6001);
    for (let round = 0; round < 300; round += 1)
      await fuzzOnce(mutateText(pick(random, sources), random));
  });

  it('survives random values anywhere in real logs', { timeout: 120_000 }, async () => {
    const random = seededRandom(6002);
    const documents = sources.map((text) => JSON.parse(text) as unknown);
    for (let round = 0; round < 400; round += 1) {
      let document = pick(random, documents);
      for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1)
        document = replaceRandomValue(document, random);
      await fuzzOnce(JSON.stringify(document));
    }
  });

  it('survives random JSON, deep nesting and huge strings', { timeout: 120_000 }, async () => {
    const random = seededRandom(6003);
    for (let round = 0; round < 200; round += 1)
      await fuzzOnce(JSON.stringify({ log: { entries: [randomJson(random)] } }));
    await fuzzOnce(deeplyNested(100_000, false));
    await fuzzOnce(`{"log":{"entries":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`);
    const huge = 'y'.repeat(3_000_000);
    await fuzzOnce(
      JSON.stringify({
        log: {
          entries: [
            {
              request: {
                method: 'POST',
                url: `https://a.test/${huge}?q=${huge}`,
                headers: [{ name: huge, value: huge }],
                postData: { mimeType: 'application/json', text: huge },
              },
              response: {
                status: 200,
                statusText: huge,
                headers: [],
                content: { mimeType: 'text/plain', text: huge, encoding: 'base64' },
              },
            },
          ],
        },
      }),
    );
  });
});
