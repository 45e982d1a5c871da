import { IMPORT_FORMATS, type DesignBundle, type ImportFormat } from '@heron/contract';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportOpenApi } from '../openapi/export-openapi.js';
import { firstDifference } from '../openapi/test-support/first-difference.js';
import { exportPostman } from '../postman/export-postman.js';
import { importDesign } from './index.js';
import {
  asJsonOrYaml,
  deeplyNested,
  DOCUMENT_PIECES,
  hostileJson,
  mutated,
  pieces,
  SHELL_PIECES,
  truncated,
  unsafeText,
  withReplacedValues,
} from './test-support/arbitraries.js';
import { checkImportResult } from './test-support/check-result.js';
import { comparableBundle } from './test-support/comparable-bundle.js';
import { FORMAT_SHAPES, SAMPLES, yamlAliasBomb } from './test-support/samples.js';
import { unzipSources } from './zip.js';

/**
 * Property tests of every importer (issue 19): whatever the source, the answer is a valid bundle
 * or findings that say what is wrong and in which file, never a throw, an INTERNAL_ERROR or a
 * message that cannot be stored; and a source over a limit is refused, not worked through.
 * Seeded and bounded: a failure prints its seed and path, and replays the same way.
 */

const SEED = 19_2024;
/** Cases per property and format: the whole suite stays within seconds on a small machine. */
const RUNS = 30;

async function importText(format: ImportFormat | undefined, name: string, text: string) {
  const result = await importDesign({ files: [{ name, text }] }, format ? { format } : {});
  checkImportResult(result);
  return result;
}

/** `importText` for properties that only need it to hold its promise. */
async function importsCleanly(format: ImportFormat | undefined, name: string, text: string) {
  await importText(format, name, text);
}

const TEXT_FORMATS = IMPORT_FORMATS.filter((format) => format !== 'curl');

async function check<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncProperty<Ts>) {
  await fc.assert(property, { seed: SEED, numRuns: RUNS });
}

describe('every importer answers any text with a bundle or findings', () => {
  it.each(IMPORT_FORMATS)('%s: garbage text', async (format) => {
    const garbage = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      unsafeText,
      pieces(format === 'curl' ? SHELL_PIECES : DOCUMENT_PIECES),
    );
    await check(fc.asyncProperty(garbage, (text) => importsCleanly(format, 'garbage.txt', text)));
  });

  it.each(IMPORT_FORMATS)('%s: valid samples cut short or mutated', async (format) => {
    const sample = fc
      .constantFrom(...SAMPLES[format])
      .chain((s) => fc.tuple(fc.constant(s.name), fc.oneof(truncated(s.text), mutated(s.text))));
    await check(fc.asyncProperty(sample, ([name, text]) => importsCleanly(format, name, text)));
  });

  it.each(TEXT_FORMATS)('%s: hostile values anywhere in a valid sample', async (format) => {
    const sample = fc.constantFrom(...SAMPLES[format]).chain((s) =>
      fc.tuple(
        fc.constant(s.name),
        withReplacedValues(s.document).chain((document) => asJsonOrYaml(document)),
      ),
    );
    await check(fc.asyncProperty(sample, ([name, text]) => importsCleanly(format, name, text)));
  });

  it('detects a format, or says none was recognised, for any text', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      hostileJson.map((value) => JSON.stringify(value) ?? ''),
      pieces(DOCUMENT_PIECES),
      pieces(SHELL_PIECES),
    );
    await check(fc.asyncProperty(text, (source) => importsCleanly(undefined, 'any', source)));
  });
});

describe('limits: alias bombs, cycles, nesting and size are refused, not worked through', () => {
  it.each(TEXT_FORMATS)('%s: alias bombs of any depth and width', async (format) => {
    const { head, place } = FORMAT_SHAPES[format];
    const bomb = fc.tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 12 }));
    await check(
      fc.asyncProperty(bomb, async ([levels, width]) => {
        const result = await importText(
          format,
          'bomb.yaml',
          yamlAliasBomb(levels, width, place, head),
        );
        // Past a million values, the text cannot stand for them: refused for what it is.
        if (width ** (levels + 1) > 1_000_000) {
          expect(result.bundle).toBeNull();
          expect(result.issues).toContainEqual(
            expect.objectContaining({ code: 'TOO_COMPLEX', file: 'bomb.yaml' }),
          );
        }
      }),
    );
  });

  it.each(TEXT_FORMATS)('%s: aliases that contain themselves', async (format) => {
    const { head, place } = FORMAT_SHAPES[format];
    const cycle = fc.constantFrom(
      `${head}x-a: &a\n  b: *a\n${place('[*a]')}\n`,
      `${head}x-a: &a\n  - *a\n  - *a\n${place('*a')}\n`,
      `${head}x-a: &a {b: [*a, *a, *a], c: *a}\n${place('[*a, *a]')}\n`,
      `${head}${place('&a [*a]')}\n`,
    );
    await check(
      fc.asyncProperty(cycle, async (text) => {
        const result = await importText(format, 'cycle.yaml', text);
        expect(result.bundle).toBeNull();
      }),
    );
  });

  it.each(TEXT_FORMATS)('%s: nesting of any depth, JSON or YAML', async (format) => {
    const { head, place } = FORMAT_SHAPES[format];
    const nesting = fc.tuple(
      fc.integer({ min: 1, max: 60_000 }),
      fc.boolean(),
      fc.constantFrom('json', 'yaml', 'embedded'),
    );
    await check(
      fc.asyncProperty(nesting, async ([depth, useArrays, where]) => {
        const nested = deeplyNested(depth, useArrays);
        const text =
          where === 'json'
            ? nested
            : where === 'yaml'
              ? `${head}${place(nested)}\n`
              : embeddedBody(format, nested);
        const result = await importText(format, `deep.${where === 'yaml' ? 'yaml' : 'json'}`, text);
        if (where !== 'embedded' && depth >= 200) expect(result.bundle).toBeNull();
      }),
    );
  });

  it.each(IMPORT_FORMATS)('%s: huge strings, NUL and unpaired surrogates', async (format) => {
    const value = fc.oneof(
      fc.constantFrom(1_000, 300_000, 3_000_000).map((length) => 'x'.repeat(length)),
      unsafeText,
    );
    await check(
      fc.asyncProperty(value, async (text) => {
        await importText(format, 'big.json', embeddedBody(format, JSON.stringify(text)));
      }),
    );
  });
});

describe('whatever is accepted survives a round trip', () => {
  const design = (bundle: DesignBundle) =>
    comparableBundle({ ...bundle, meta: { ...bundle.meta, openapi: '' } });

  it.each(['openapi-3.0', 'openapi-3.1', 'swagger-2.0'] as const)(
    '%s: mutated samples export as OpenAPI and import as the same design',
    async (format) => {
      const sample = fc
        .constantFrom(...SAMPLES[format])
        .chain((s) => withReplacedValues(s.document).chain((document) => asJsonOrYaml(document)));
      await check(
        fc.asyncProperty(sample, async (text) => {
          const { bundle } = await importText(format, 'api.yaml', text);
          if (bundle === null) return;
          for (const version of ['3.1', '3.0'] as const) {
            const again = await importText(
              undefined,
              'export.json',
              JSON.stringify(exportOpenApi(bundle, { version })),
            );
            expect(again.bundle).not.toBeNull();
            expect(firstDifference(design(again.bundle!), design(bundle))).toBeNull();
          }
        }),
      );
    },
  );

  it('postman: mutated collections export and import as the same design', async () => {
    const sample = withReplacedValues(SAMPLES['postman-2.1'][0]!.document);
    await check(
      fc.asyncProperty(sample, async (document) => {
        const { bundle } = await importText('postman-2.1', 'c.json', JSON.stringify(document));
        if (bundle === null) return;
        const again = await importText(
          'postman-2.1',
          'again.json',
          JSON.stringify(exportPostman(bundle)),
        );
        expect(comparableBundle(again.bundle!)).toEqual(comparableBundle(bundle));
      }),
    );
  });
});

describe('zip archives', () => {
  const valid = zipSync({
    'api/openapi.yaml': strToU8(
      'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {$ref: "common.yaml#/Ok"}\n',
    ),
    'api/common.yaml': strToU8('Ok: {description: ok}\n'),
    'api/': new Uint8Array(),
  });

  async function unzipAndImport(bytes: Uint8Array) {
    const unzipped = unzipSources(bytes, { maxFiles: 10, maxBytes: 64 * 1024 });
    if ('issue' in unzipped) {
      checkImportResult({ format: null, bundle: null, issues: [unzipped.issue] }, false);
      return;
    }
    checkImportResult(await importDesign(unzipped.source));
  }

  it('answers random bytes, damaged archives and lying sizes with an archive or a finding', async () => {
    const damaged = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.nat({ max: valid.length }).map((at) => valid.slice(0, at)),
      fc
        .array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.nat({ max: 255 })), {
          minLength: 1,
          maxLength: 6,
        })
        .map((changes) => {
          const copy = valid.slice();
          for (const [at, byte] of changes) copy[at] = byte;
          return copy;
        }),
      fc
        .tuple(fc.integer({ min: 1, max: 40 }), fc.boolean())
        .map(([files, bomb]) =>
          zipSync(
            Object.fromEntries(
              Array.from({ length: files }, (_, i) => [
                `f${i}.yaml`,
                bomb ? new Uint8Array(100_000) : strToU8(`openapi: 3.1.0\nx: ${i}\n`),
              ]),
            ),
            { level: 9 },
          ),
        ),
    );
    await check(fc.asyncProperty(damaged, unzipAndImport));
  });
});

/** A file of the format whose body, or other text field, is `json` (a JSON text). */
function embeddedBody(format: ImportFormat, json: string): string {
  switch (format) {
    case 'curl':
      return `curl https://a.test/x -H 'Content-Type: application/json' --data-raw '${json.replaceAll("'", "'\\''")}'`;
    case 'har':
      return `{"log":{"entries":[{"request":{"method":"POST","url":"https://a.test/x","headers":[],"postData":{"mimeType":"application/json","text":${JSON.stringify(json)}}},"response":{"status":200,"statusText":"OK","headers":[],"content":{"mimeType":"application/json","text":${JSON.stringify(json)}}}}]}}`;
    case 'postman-2.0':
    case 'postman-2.1':
      return `{"info":{"name":"T","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":[{"name":"x","request":{"method":"POST","url":"https://a.test/x","body":{"mode":"raw","raw":${JSON.stringify(json)},"options":{"raw":{"language":"json"}}}},"response":[{"name":"r","code":200,"header":[{"key":"Content-Type","value":"application/json"}],"body":${JSON.stringify(json)}}]}]}`;
    case 'heron':
      return `{"kind":"heron-project","version":1,"bundle":{"meta":{"info":{"title":${JSON.stringify(json)},"version":"1"}},"folders":[],"endpoints":[],"models":[],"docs":[{"key":"d","folderKey":null,"name":"x","data":{"content":${JSON.stringify(json)}}}]}}`;
    default:
      return `{"${format === 'swagger-2.0' ? 'swagger' : 'openapi'}":"${format === 'swagger-2.0' ? '2.0' : format === 'openapi-3.0' ? '3.0.3' : '3.1.0'}","info":{"title":${JSON.stringify(json)},"version":"1"},"paths":{"/a":{"get":{"description":${JSON.stringify(json)},"responses":{"200":{"description":"ok","examples":{"application/json":${json}},"content":{"application/json":{"example":${json}}}}}}}}}`;
  }
}
