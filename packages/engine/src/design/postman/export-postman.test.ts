import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { exportDesign } from '../export.js';
import { importDesign } from '../import/index.js';
import { comparableBundle } from '../import/test-support/comparable-bundle.js';
import { HERON_EXTENSION } from './heron-extension.js';
import { exportPostman, POSTMAN_V21_SCHEMA } from './export-postman.js';
import { importPostman } from './import-postman.js';
import { sampleFromSchema } from './sample-from-schema.js';

/** Written documents, reached into freely by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const POSTMAN = join(FIXTURES, 'postman');
const hasFixtures = existsSync(POSTMAN);
if (!hasFixtures)
  console.warn(`Postman fixtures not found at ${POSTMAN}: the round-trip tests are skipped.`);
const COLLECTIONS = hasFixtures
  ? readdirSync(POSTMAN).filter((name) => !name.includes('environment') && !name.includes('v1'))
  : [];

async function importText(text: string, name = 'collection.json'): Promise<DesignBundle> {
  const result = await importPostman({ files: [{ name, text }] }, {});
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return result.bundle!;
}

function withoutHeronFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutHeronFields);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== HERON_EXTENSION)
        .map(([key, child]) => [key, withoutHeronFields(child)]),
    );
  }
  return value;
}

describe.skipIf(!hasFixtures)('Postman round trip over the fixtures', () => {
  it.each(COLLECTIONS)(
    '%s: import → export (JSON and YAML) → import gives the same design',
    async (name) => {
      const first = await importText(readFileSync(join(POSTMAN, name), 'utf8'), name);
      for (const syntax of ['json', 'yaml'] as const) {
        const file = exportDesign(first, { format: 'postman-2.1', syntax });
        expect(file.fileName).toMatch(/\.postman_collection\.(json|yaml)$/);
        const second = await importText(file.text, file.fileName);
        expect(comparableBundle(second)).toEqual(comparableBundle(first));
      }
    },
  );

  it.each(COLLECTIONS)('%s: the plain Postman parts alone carry the whole design', async (name) => {
    const first = await importText(readFileSync(join(POSTMAN, name), 'utf8'), name);
    const collection = exportPostman(first);
    // A design that came from Postman needs nothing Heron-only to come back.
    expect(JSON.stringify(collection)).not.toContain(`"${HERON_EXTENSION}"`);
    const second = await importText(JSON.stringify(withoutHeronFields(collection)));
    expect(comparableBundle(second)).toEqual(comparableBundle(first));
  });

  it("keeps the environments of an import in Heron's part of the collection", async () => {
    const result = await importPostman(
      {
        files: [
          'microsoft-graph.postman_collection.json',
          'microsoft-graph.postman_environment.json',
        ].map((n) => ({
          name: n,
          text: readFileSync(join(POSTMAN, n), 'utf8'),
        })),
      },
      {},
    );
    const text = exportDesign(result.bundle!, { format: 'postman-2.1', syntax: 'json' }).text;
    const again = await importText(text);
    expect(again.meta.extra?.['x-heron-environments']).toEqual(
      result.bundle!.meta.extra?.['x-heron-environments'],
    );
    expect(comparableBundle(again)).toEqual(comparableBundle(result.bundle!));
  });
});

/** The single-file OpenAPI and Swagger examples (the multi-file one needs its zip). */
function openApiExamples(): string[] {
  const root = join(FIXTURES, 'oai-examples');
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'petstore-separate') walk(path);
      } else if (/\.(json|ya?ml)$/.test(name)) found.push(relative(root, path));
    }
  };
  walk(root);
  return found;
}

describe.skipIf(openApiExamples().length === 0)('Postman export of designs from OpenAPI', () => {
  it.each(openApiExamples())(
    '%s: import → Postman v2.1 → import gives the same design',
    async (name) => {
      const path = join(FIXTURES, 'oai-examples', name);
      const first = await importDesign({
        files: [{ name: basename(path), text: readFileSync(path, 'utf8') }],
      });
      expect(first.bundle).not.toBeNull();
      const text = exportDesign(first.bundle!, { format: 'postman-2.1', syntax: 'json' }).text;
      const second = await importText(text);
      expect(comparableBundle(second)).toEqual(comparableBundle(first.bundle!));
    },
  );
});

/** A design as made in Heron or imported from OpenAPI: far more than Postman can say. */
function richDesign(): DesignBundle {
  // Arrays in tree order, as the model asks: Pets (Get, Admin (Add), Delete), then Upload.
  return designBundleSchema.parse({
    meta: {
      openapi: '3.1.0',
      info: {
        title: 'Pet Store',
        version: '1.2.0',
        description: 'Pets.',
        extra: { 'x-logo': { url: 'l.png' } },
      },
      servers: [
        { url: 'https://api.pets.test/v1', description: 'Production' },
        { url: 'https://staging.pets.test/v1' },
      ],
      security: [{ apiKey: [] }],
      securitySchemes: {
        apiKey: { type: 'apiKey', name: 'X-Key', in: 'header' },
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: { tokenUrl: 'https://id.test/token', scopes: { read: 'Read' } },
          },
        },
        session: { type: 'apiKey', name: 'sid', in: 'cookie' },
      },
      tags: [{ name: 'pets', description: 'Everything about pets' }],
      components: {
        parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
      },
      extra: { 'x-generator': 'heron-test' },
    },
    folders: [
      {
        key: 'fa',
        parentKey: null,
        section: 'api',
        name: 'Pets',
        data: { description: 'Pet endpoints' },
      },
      { key: 'fb', parentKey: 'fa', section: 'api', name: 'Admin', data: { description: '' } },
      { key: 'fm', parentKey: null, section: 'model', name: 'Shared', data: { description: '' } },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'fa',
        name: 'Get a pet',
        data: {
          method: 'get',
          path: '/pets/{petId}',
          status: 'released',
          tags: ['pets'],
          operationId: 'getPet',
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 10 },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1 },
              description: 'At most',
            },
            { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          ],
          responses: [
            {
              status: '200',
              description: 'The pet',
              headers: [{ name: 'X-Rate', schema: { type: 'integer' }, example: 5 }],
              content: [
                {
                  contentType: 'application/json',
                  schema: { $ref: '#/components/schemas/Pet' },
                  examples: [{ name: 'Rex', value: { id: 10, name: 'Rex' } }],
                },
              ],
            },
            { status: '404', description: 'No such pet' },
          ],
          security: [{ oauth: ['read'] }],
          extra: { 'x-internal': true },
        },
      },
      {
        key: 'e2',
        folderKey: 'fb',
        name: 'Add a pet',
        data: {
          method: 'post',
          path: '/pets',
          requestBody: {
            required: true,
            content: [
              { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } },
            ],
          },
          responses: [{ status: '201', description: 'Created' }],
        },
      },
      {
        key: 'e4',
        folderKey: 'fa',
        name: 'Delete a pet',
        data: {
          method: 'delete',
          path: '/pets/{petId}',
          status: 'deprecated',
          parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
          extra: { servers: [{ url: 'https://staging.pets.test/v1' }] },
        },
      },
      {
        key: 'e3',
        folderKey: null,
        name: 'Upload',
        data: {
          method: 'put',
          path: '/files/{name}.json',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            content: [
              {
                contentType: 'multipart/form-data',
                schema: {
                  type: 'object',
                  properties: {
                    file: { type: 'string', format: 'binary' },
                    note: { type: 'string', default: 'n' },
                  },
                },
              },
            ],
          },
          security: [],
        },
      },
    ],
    models: [
      {
        key: 'm1',
        folderKey: null,
        name: 'Pet',
        data: {
          schema: {
            type: 'object',
            required: ['id', 'name'],
            properties: {
              id: { type: 'integer', format: 'int64' },
              name: { type: 'string', examples: ['Rex'] },
              kind: { enum: ['dog', 'cat'] },
              children: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
            },
          },
        },
      },
      { key: 'm2', folderKey: 'fm', name: 'Error', data: { schema: { type: 'object' } } },
    ],
    docs: [
      { key: 'd1', folderKey: null, name: 'Intro', data: { content: '# Welcome' } },
      { key: 'd2', folderKey: 'fb', name: 'Admin notes', data: { content: 'Careful.' } },
    ],
  });
}

describe('exportPostman', () => {
  it('writes a v2.1 collection on {{baseUrl}} with path variables, auth and a body sampled from the schema', () => {
    const collection = exportPostman(richDesign()) as Loose;
    expect(collection.info.schema).toBe(POSTMAN_V21_SCHEMA);
    expect(collection.info.name).toBe('Pet Store');
    expect(collection.info._postman_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(exportPostman(richDesign()).info).toEqual(collection.info);
    expect(collection.variable).toEqual([
      { key: 'baseUrl', value: 'https://api.pets.test/v1', type: 'string' },
    ]);
    expect(collection.auth).toMatchObject({ type: 'apikey', 'x-heron-scheme': 'apiKey' });

    const pets = collection.item[0];
    expect(pets.name).toBe('Pets');
    const get = pets.item[0];
    expect(get.name).toBe('Get a pet');
    expect(get.request.url.raw).toBe('{{baseUrl}}/pets/:petId?limit');
    expect(get.request.url.variable).toEqual([{ key: 'petId', value: '10' }]);
    expect(get.request.auth).toMatchObject({ type: 'oauth2', 'x-heron-scheme': 'oauth' });
    expect(get.response[0]).toMatchObject({
      name: 'Rex',
      code: 200,
      status: 'The pet',
      body: '{\n  "id": 10,\n  "name": "Rex"\n}',
    });
    expect(get.response[0].header).toContainEqual({
      key: 'Content-Type',
      value: 'application/json',
    });

    const add = pets.item[1].item[0];
    expect(add.name).toBe('Add a pet');
    expect(add.request.body.mode).toBe('raw');
    expect(JSON.parse(add.request.body.raw)).toEqual({
      id: 0,
      name: 'Rex',
      kind: 'dog',
      children: [null],
    });
    expect(add.request.header).toContainEqual({
      key: 'Content-Type',
      value: 'application/json',
      type: 'text',
    });

    // Endpoints keep the design's tree order: a folder sorts by the first endpoint inside it.
    const remove = pets.item[2];
    expect(remove.name).toBe('Delete a pet');
    expect(remove.request.url.raw).toBe('https://staging.pets.test/v1/pets/:petId');
    const upload = collection.item[1];
    expect(upload.request.url.raw).toBe('{{baseUrl}}/files/{{name}}.json');
    expect(upload.request.auth).toEqual({ type: 'noauth' });
    expect(upload.request.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'file', type: 'file', src: '' },
        { key: 'note', value: 'n', type: 'text' },
      ],
    });
    // Heron-only parts travel beside what Postman reads.
    expect(get[HERON_EXTENSION].data.set).toMatchObject({
      status: 'released',
      operationId: 'getPet',
      tags: ['pets'],
    });
    expect(collection[HERON_EXTENSION].models.map((m: { name: string }) => m.name)).toEqual([
      'Pet',
      'Error',
    ]);
    expect(collection[HERON_EXTENSION].docs).toEqual([
      { name: 'Intro', folder: null, data: { content: '# Welcome' } },
      { name: 'Admin notes', folder: 1, data: { content: 'Careful.' } },
    ]);
  });

  it('gives back a design made elsewhere (models, documents, schemas, statuses) through JSON and YAML', async () => {
    const design = richDesign();
    for (const syntax of ['json', 'yaml'] as const) {
      const text = exportDesign(design, { format: 'postman-2.1', syntax }).text;
      const again = await importText(text, `x.${syntax}`);
      expect(comparableBundle(again)).toEqual(comparableBundle(design));
    }
  });

  it('lets edits made in Postman win, keeping what Postman has no place for', async () => {
    const collection = exportPostman(richDesign()) as Loose;
    const get = collection.item[0].item[0];
    get.request.url.path = ['pets', ':petId', 'photo'];
    get.request.url.raw = '{{baseUrl}}/pets/:petId/photo';
    const result = await importPostman(
      { files: [{ name: 'c.json', text: JSON.stringify(collection) }] },
      {},
    );
    const endpoint = result.bundle!.endpoints.find((e) => e.name === 'Get a pet')!;
    expect(endpoint.data.path).toBe('/pets/{petId}/photo');
    expect(endpoint.data.status).toBe('released');
    expect(endpoint.data.operationId).toBe('getPet');
    expect(endpoint.data.parameters.find((p) => p.name === 'petId')!.schema).toEqual({
      type: 'string',
    });
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'POSTMAN_EDITED',
        pointer: '/item/0/item/0',
      }),
    );
  });

  it('ignores Heron data that was broken by hand, with a warning', async () => {
    const collection = exportPostman(richDesign()) as Loose;
    collection.item[0].item[0][HERON_EXTENSION].data.set.status = 'finished';
    const result = await importPostman(
      { files: [{ name: 'c.json', text: JSON.stringify(collection) }] },
      {},
    );
    expect(result.bundle!.endpoints[0]!.data.status).toBe('designing');
    expect(result.issues).toContainEqual(
      expect.objectContaining({ code: 'HERON_EXTENSION', pointer: '/item/0/item/0/x-heron' }),
    );
  });

  it('keeps a baseUrl variable of the source that means something else', async () => {
    const collection = {
      info: { name: 'v', schema: POSTMAN_V21_SCHEMA },
      variable: [{ key: 'baseUrl', value: 'https://other.test' }],
      item: [{ name: 'a', request: 'https://api.test/a' }],
    };
    const first = await importText(JSON.stringify(collection));
    const written = exportPostman(first) as Loose;
    expect(written.item[0].request.url.raw).toBe('https://api.test/a');
    expect(written.variable).toEqual([{ key: 'baseUrl', value: 'https://other.test' }]);
    expect(comparableBundle(await importText(JSON.stringify(written)))).toEqual(
      comparableBundle(first),
    );
  });
});

describe('sampleFromSchema', () => {
  it('prefers examples, defaults and enums, and ends recursive models', () => {
    const models = new Map<string, Record<string, unknown>>([
      [
        'Node',
        {
          type: 'object',
          properties: { value: { type: 'number' }, next: { $ref: '#/components/schemas/Node' } },
        },
      ],
    ]);
    expect(sampleFromSchema({ $ref: '#/components/schemas/Node' }, models)).toEqual({
      value: 0,
      next: null,
    });
    expect(sampleFromSchema({ type: 'string', format: 'date-time' }, models)).toBe(
      '2024-01-01T00:00:00Z',
    );
    expect(sampleFromSchema({ type: ['null', 'integer'], minimum: 3 }, models)).toBe(3);
    expect(
      sampleFromSchema(
        { allOf: [{ properties: { a: { const: 1 } } }, { properties: { b: { default: 'x' } } }] },
        models,
      ),
    ).toEqual({ a: 1, b: 'x' });
    expect(sampleFromSchema({ oneOf: [{ type: 'boolean' }, { type: 'string' }] }, models)).toBe(
      true,
    );
    expect(sampleFromSchema({ $ref: '#/components/schemas/Missing' }, models)).toBeNull();
  });
});
