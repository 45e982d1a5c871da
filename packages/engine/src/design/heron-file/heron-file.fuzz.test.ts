import { designBundleSchema } from '@heron/contract';
import { dump } from 'js-yaml';
import { describe, it } from 'vitest';
import { checkImportResult } from '../import/test-support/check-result.js';
import {
  deeplyNested,
  mutateText,
  pick,
  replaceRandomValue,
  seededRandom,
} from '../import/test-support/fuzz.js';
import { exportHeronFile, importHeronFile } from './heron-file.js';

async function fuzzOnce(text: string): Promise<void> {
  checkImportResult(await importHeronFile({ files: [{ name: 'fuzz.heron.json', text }] }, {}));
}

const FILE = exportHeronFile(
  designBundleSchema.parse({
    meta: { info: { title: 'Fuzz', version: '1' }, servers: [{ url: 'https://f.test' }] },
    folders: [
      { key: 'f1', parentKey: null, section: 'api', name: 'A', data: {} },
      { key: 'f2', parentKey: 'f1', section: 'api', name: 'B', data: {} },
      { key: 'f3', parentKey: null, section: 'model', name: 'M', data: {} },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'f2',
        name: 'Get',
        data: {
          method: 'get',
          path: '/a/{id}',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: [
            {
              status: '200',
              content: [
                { contentType: 'application/json', schema: { $ref: '#/components/schemas/T' } },
              ],
            },
          ],
        },
      },
    ],
    models: [{ key: 'm1', folderKey: 'f3', name: 'T', data: { schema: { type: 'object' } } }],
    docs: [{ key: 'd1', folderKey: 'f1', name: 'Doc', data: { content: 'x' } }],
  }),
);

describe('importHeronFile fuzz', () => {
  it('survives broken JSON and YAML text', { timeout: 120_000 }, async () => {
    const random = seededRandom(8001);
    const texts = [JSON.stringify(FILE, null, 2), dump(FILE)];
    for (let round = 0; round < 400; round += 1)
      await fuzzOnce(mutateText(pick(random, texts), random));
  });

  it('survives random values anywhere in a valid file', { timeout: 120_000 }, async () => {
    const random = seededRandom(8002);
    for (let round = 0; round < 500; round += 1) {
      let document: unknown = FILE;
      for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1)
        document = replaceRandomValue(document, random);
      await fuzzOnce(random() < 0.5 ? JSON.stringify(document) : dump(document));
    }
  });

  it('survives deep nesting and huge strings', { timeout: 120_000 }, async () => {
    await fuzzOnce(deeplyNested(100_000, false));
    await fuzzOnce(
      `kind: heron-project\nversion: 1\nbundle: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n`,
    );
    await fuzzOnce(
      JSON.stringify({
        ...FILE,
        bundle: {
          ...FILE.bundle,
          docs: [
            { key: 'd', folderKey: null, name: 'x', data: { content: 'z'.repeat(3_000_000) } },
          ],
        },
      }),
    );
  });
});
