import fs from 'node:fs';
import path from 'node:path';
import { designBundleSchema } from '@heron/contract';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipSources } from '../import/zip.js';
import { mayReferOtherFiles } from './bundle-external.js';
import { importOpenApi } from './import-openapi.js';
import { FIXTURES, hasFixtures, NO_FIXTURES } from './test-support/fixtures.js';

function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, entry);
    if (fs.statSync(full).isFile())
      files[entry.split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

describe.skipIf(!hasFixtures)('multi-file descriptions (petstore-separate)', () => {
  for (const syntax of ['json', 'yaml'] as const) {
    const root = path.join(FIXTURES, 'oai-examples/v2.0', syntax, 'petstore-separate');
    const files = hasFixtures ? filesUnder(root) : {};
    const entry = `spec/swagger.${syntax}`;

    const expectPetstore = async (result: Awaited<ReturnType<typeof importOpenApi>>) => {
      expect(result.issues).toEqual([]);
      const bundle = designBundleSchema.parse(result.bundle);
      // Each external schema became one model, named after its file; references point at it.
      expect(bundle.models.map((m) => m.name).sort()).toEqual(['Error', 'NewPet', 'Pet']);
      const pet = bundle.models.find((m) => m.name === 'NewPet')!;
      expect(pet.data.schema).toMatchObject({
        allOf: [{ $ref: '#/components/schemas/Pet' }, expect.anything()],
      });
      const findPets = bundle.endpoints.find((e) => e.data.operationId === 'findPets')!;
      // Parameters from parameters.json were copied in.
      expect(findPets.data.parameters.map((p) => p.name)).toEqual(['tags', 'limit']);
      expect(findPets.data.responses.map((r) => r.content[0]?.schema)).toEqual([
        { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
        { $ref: '#/components/schemas/Error' },
      ]);
      expect(bundle.endpoints).toHaveLength(4);
    };

    it(`${syntax}: files from disk`, async () => {
      const source = {
        files: Object.entries(files).map(([name, text]) => ({ name, text })),
        entry,
      };
      await expectPetstore(await importOpenApi(source, {}));
    });

    it(`${syntax}: a zip built with fflate`, async () => {
      const zip = zipSync(
        Object.fromEntries(
          Object.entries(files).map(([name, text]) => [`petstore/${name}`, strToU8(text)]),
        ),
      );
      const unzipped = unzipSources(zip);
      if (!('source' in unzipped)) throw new Error(unzipped.issue.message);
      expect(unzipped.source.entry).toBe(`petstore/${entry}`);
      await expectPetstore(await importOpenApi(unzipped.source, {}));
    });

    it(`${syntax}: a URL, the other files fetched relative to it`, async () => {
      const base = 'https://example.com/petstore/';
      const fetched: string[] = [];
      const fetchText = async (url: string) => {
        fetched.push(url);
        const text = files[url.slice(base.length)];
        if (text === undefined) throw new Error('404 Not Found');
        return text;
      };
      const result = await importOpenApi(
        { files: [{ name: base + entry, text: files[entry]! }] },
        { fetchText },
      );
      await expectPetstore(result);
      expect(fetched.sort()).toEqual([
        `${base}common/Error.${syntax}`,
        `${base}spec/NewPet.${syntax}`,
        `${base}spec/Pet.${syntax}`,
        `${base}spec/parameters.${syntax}`,
      ]);
    });
  }

  it('says which file is missing, and from where it was referenced', async () => {
    const files = filesUnder(path.join(FIXTURES, 'oai-examples/v2.0/yaml/petstore-separate'));
    delete files['spec/Pet.yaml'];
    const result = await importOpenApi(
      {
        files: Object.entries(files).map(([name, text]) => ({ name, text })),
        entry: 'spec/swagger.yaml',
      },
      {},
    );
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({
      severity: 'error',
      code: 'REF_FILE_MISSING',
      file: 'spec/swagger.yaml',
    });
    expect(result.issues[0]!.message).toContain('"spec/Pet.yaml"');
    expect(result.issues[0]!.line).toBeGreaterThan(0);
  });
});

describe.skipIf(hasFixtures)('multi-file descriptions', () => {
  it.skip(`are skipped: ${NO_FIXTURES}`, () => {});
});

describe('multi-file descriptions (written here)', () => {
  const main = [
    'openapi: 3.1.0',
    'info: {title: T, version: "1"}',
    'paths:',
    '  /a:',
    '    $ref: paths/a.yaml',
    'components:',
    '  schemas:',
    '    Pet: {type: object}',
  ].join('\n');

  it('names an external schema after its fragment, uniquely, and copies other objects in', async () => {
    const result = await importOpenApi(
      {
        files: [
          { name: 'main.yaml', text: main },
          {
            name: 'paths/a.yaml',
            text: 'get:\n  responses:\n    "200": {$ref: "../shared.yaml#/responses/Ok"}\n',
          },
          {
            name: 'shared.yaml',
            text: 'responses:\n  Ok:\n    description: ok\n    content:\n      application/json: {schema: {$ref: "#/schemas/Pet"}}\nschemas:\n  Pet: {type: string, x-from: shared}\n',
          },
        ],
        entry: 'main.yaml',
      },
      {},
    );
    expect(result.issues).toEqual([]);
    const bundle = result.bundle!;
    expect(bundle.models.map((m) => [m.name, m.data.schema])).toEqual([
      ['Pet', { type: 'object' }],
      ['Pet_2', { type: 'string', 'x-from': 'shared' }],
    ]);
    expect(bundle.endpoints[0]!.data.responses[0]).toMatchObject({
      description: 'ok',
      content: [
        { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet_2' } },
      ],
    });
  });

  it('refuses a reference that climbs out of the imported folder, and a cycle through other files', async () => {
    const escape = await importOpenApi(
      { files: [{ name: 'main.yaml', text: main.replace('paths/a.yaml', '../../etc/a.yaml') }] },
      {},
    );
    expect(escape.issues.map((i) => i.code)).toEqual(['REF_FILE_MISSING']);
    const cycle = await importOpenApi(
      {
        files: [
          { name: 'main.yaml', text: main },
          { name: 'paths/a.yaml', text: '$ref: b.yaml\n' },
          { name: 'paths/b.yaml', text: '$ref: a.yaml\n' },
        ],
      },
      {},
    );
    expect(cycle.bundle).toBeNull();
    expect(cycle.issues.map((i) => i.code)).toContain('REF_CYCLE');
  });
});

describe('mayReferOtherFiles', () => {
  it('answers no for references inside the document, however they are spaced', () => {
    expect(mayReferOtherFiles('{"$ref":"#/definitions/A"}')).toBe(false);
    expect(mayReferOtherFiles('{"$ref": "#/definitions/A"}')).toBe(false);
    expect(mayReferOtherFiles('{"$ref" :\n  "#/definitions/A"}')).toBe(false);
    expect(mayReferOtherFiles("schema:\n  $ref: '#/components/schemas/A'")).toBe(false);
    // A YAML block scalar holding a local pointer (Stripe writes long ones so).
    expect(mayReferOtherFiles('a:\n  $ref: >-\n    #/components/schemas/A')).toBe(false);
    // A property named `$ref` in a schema, whose value is a schema, not a reference.
    expect(mayReferOtherFiles('{"properties": {"$ref": {"type": "string"}}}')).toBe(false);
    expect(mayReferOtherFiles('{"properties":{"$ref":{"type":"string"}}}')).toBe(false);
    expect(mayReferOtherFiles('properties:\n  $ref: {type: string}')).toBe(false);
  });

  it('answers yes for a reference to another file, however it is spaced', () => {
    expect(mayReferOtherFiles('{"$ref":"other.json#/A"}')).toBe(true);
    expect(mayReferOtherFiles('{"$ref": "other.json"}')).toBe(true);
    expect(mayReferOtherFiles('{"$ref": "#/a", "b": {"$ref": "main.json#/c"}}')).toBe(true);
    expect(mayReferOtherFiles('paths:\n  /a:\n    $ref: paths/a.yaml')).toBe(true);
    expect(mayReferOtherFiles('a:\n  $ref: >-\n    paths/a.yaml')).toBe(true);
    expect(mayReferOtherFiles('a:\n  $ref:\n    paths/a.yaml')).toBe(true);
    // When in doubt, yes: a `$ref` property whose schema is on the next lines is looked at.
    expect(mayReferOtherFiles('properties:\n  $ref:\n    type: string')).toBe(true);
  });
});
