import { designBundleSchema, type DesignBundle } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importOpenApi } from './import-openapi.js';

async function importJson(document: unknown) {
  return importOpenApi({ files: [{ name: 'api.json', text: JSON.stringify(document) }] }, {});
}

async function bundleOf(document: unknown): Promise<DesignBundle> {
  const result = await importJson(document);
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  expect(result.bundle).not.toBeNull();
  designBundleSchema.parse(result.bundle);
  return result.bundle!;
}

const base = { openapi: '3.1.0', info: { title: 'T', version: '1' } };
const ok = { '200': { description: 'OK' } };

function folderPath(bundle: DesignBundle, key: string | null): string[] {
  const folder = bundle.folders.find((f) => f.key === key);
  return folder === undefined ? [] : [...folderPath(bundle, folder.parentKey), folder.name];
}

describe('importOpenApi: endpoints', () => {
  it('names an endpoint by summary, else operationId, else method and path', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/a': { get: { summary: 'List A', operationId: 'listA', responses: ok } },
        '/b': { get: { operationId: 'listB', responses: ok } },
        '/c/{id}': {
          delete: { responses: ok, parameters: [{ name: 'id', in: 'path', required: true }] },
        },
      },
    });
    expect(bundle.endpoints.map((e) => e.name)).toEqual(['List A', 'listB', 'DELETE /c/{id}']);
    expect(bundle.endpoints.map((e) => e.data.operationId)).toEqual(['listA', 'listB', null]);
  });

  it('takes the status from x-heron-status, else deprecated, else designing', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/a': {
          get: { 'x-heron-status': 'testing', responses: ok },
          put: { deprecated: true, responses: ok },
          post: { responses: ok },
          patch: { 'x-heron-status': 'released', deprecated: true, responses: ok },
        },
      },
    });
    expect(bundle.endpoints.map((e) => e.data.status)).toEqual([
      'testing',
      'deprecated',
      'designing',
      'released',
    ]);
    // The status came from the extension: `deprecated` is kept as written for the way back.
    expect(bundle.endpoints[3]!.data.extra).toEqual({ deprecated: true });
    expect(bundle.endpoints[1]!.data.extra).toBeUndefined();
  });

  it('ignores an unknown x-heron-status (Heron’s own extension), with a warning', async () => {
    const result = await importJson({
      ...base,
      paths: { '/a': { get: { 'x-heron-status': 'done', responses: ok } } },
    });
    expect(result.bundle!.endpoints[0]!.data.status).toBe('designing');
    expect(result.bundle!.endpoints[0]!.data.extra).toBeUndefined();
    expect(result.issues).toContainEqual(
      expect.objectContaining({ severity: 'warning', pointer: '/paths/~1a/get/x-heron-status' }),
    );
  });

  it('merges path-level parameters into each operation; an operation’s own one wins', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/pets/{id}': {
          summary: 'A pet',
          parameters: [
            { name: 'id', in: 'path', required: true, description: 'path level' },
            { name: 'trace', in: 'header' },
          ],
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, description: 'own' }],
            responses: ok,
          },
          delete: { responses: ok },
        },
      },
    });
    const [get, del] = bundle.endpoints;
    expect(get!.data.parameters.map((p) => `${p.in}:${p.name}:${p.description}`)).toEqual([
      'header:trace:',
      'path:id:own',
    ]);
    expect(del!.data.parameters.map((p) => `${p.in}:${p.name}:${p.description}`)).toEqual([
      'path:id:path level',
      'header:trace:',
    ]);
    // Other path-item fields are kept per path; merged parameters are not kept twice.
    expect(bundle.meta.pathExtras).toEqual({ '/pets/{id}': { summary: 'A pet' } });
  });

  it('maps parameters, request bodies, responses, headers and examples, keeping the rest in extra', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/pets': {
          post: {
            tags: ['pets'],
            description: 'Adds a pet',
            parameters: [
              {
                name: 'q',
                in: 'query',
                required: true,
                deprecated: true,
                style: 'form',
                schema: { type: 'string' },
                example: 'cat',
                examples: { one: { summary: 'One', value: 'x', 'x-e': 1 } },
                'x-p': true,
              },
            ],
            requestBody: {
              required: true,
              description: 'The pet',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Pet' },
                  example: null,
                  encoding: { a: {} },
                },
                'application/xml': { schema: { type: 'object' } },
              },
              'x-b': 1,
            },
            responses: {
              '201': {
                description: 'Created',
                headers: {
                  'X-Rate': {
                    description: 'rate',
                    required: true,
                    schema: { type: 'integer' },
                    style: 'simple',
                  },
                },
                content: { 'application/json': { examples: { cat: { value: { name: 'Tom' } } } } },
                links: { self: { operationId: 'get' } },
              },
              default: { description: 'Error' },
              'x-r': 'kept',
            },
            callbacks: { onEvent: {} },
            externalDocs: { url: 'https://example.com' },
            servers: [{ url: 'https://a' }],
            'x-op': 1,
          },
        },
      },
      components: { schemas: { Pet: { type: 'object' } } },
    });
    const { data } = bundle.endpoints[0]!;
    expect(data.parameters).toEqual([
      {
        name: 'q',
        in: 'query',
        required: true,
        description: '',
        deprecated: true,
        schema: { type: 'string' },
        example: 'cat',
        examples: [{ name: 'one', summary: 'One', value: 'x', extra: { 'x-e': 1 } }],
        extra: { style: 'form', 'x-p': true },
      },
    ]);
    expect(data.requestBody).toEqual({
      required: true,
      description: 'The pet',
      content: [
        {
          contentType: 'application/json',
          schema: { $ref: '#/components/schemas/Pet' },
          example: null,
          examples: [],
          extra: { encoding: { a: {} } },
        },
        { contentType: 'application/xml', schema: { type: 'object' }, examples: [] },
      ],
      extra: { 'x-b': 1 },
    });
    expect(data.responses).toEqual([
      {
        status: '201',
        description: 'Created',
        headers: [
          {
            name: 'X-Rate',
            description: 'rate',
            required: true,
            schema: { type: 'integer' },
            extra: { style: 'simple' },
          },
        ],
        content: [
          { contentType: 'application/json', examples: [{ name: 'cat', value: { name: 'Tom' } }] },
        ],
        extra: { links: { self: { operationId: 'get' } } },
      },
      { status: 'default', description: 'Error', headers: [], content: [] },
    ]);
    expect(data.extra).toEqual({
      callbacks: { onEvent: {} },
      externalDocs: { url: 'https://example.com' },
      servers: [{ url: 'https://a' }],
      'x-op': 1,
      'x-heron-responses': { 'x-r': 'kept' },
    });
    expect(data.tags).toEqual(['pets']);
    expect(data.description).toBe('Adds a pet');
  });

  it('tells absent security (inherit) from an empty list (no auth)', async () => {
    const bundle = await bundleOf({
      ...base,
      security: [{ key: [] }],
      paths: {
        '/a': {
          get: { responses: ok },
          put: { security: [], responses: ok },
          post: { security: [{ oauth: ['read', 'write'] }, {}], responses: ok },
        },
      },
    });
    expect(bundle.endpoints.map((e) => e.data.security)).toEqual([
      null,
      [],
      [{ oauth: ['read', 'write'] }, {}],
    ]);
    expect(bundle.meta.security).toEqual([{ key: [] }]);
  });

  it('keeps a response whose status the model cannot hold as an extension, with a warning', async () => {
    const result = await importJson({
      ...base,
      paths: { '/a': { get: { responses: { '2xx': { description: 'ok' } } } } },
    });
    expect(result.bundle!.endpoints[0]!.data.responses).toEqual([]);
    expect(result.bundle!.endpoints[0]!.data.extra).toEqual({
      'x-heron-responses': { '2xx': { description: 'ok' } },
    });
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'INVALID_STATUS',
        pointer: '/paths/~1a/get/responses/2xx',
      }),
    );
  });
});

describe('importOpenApi: references', () => {
  it('copies referenced parameters, bodies, responses, headers and examples in, and keeps the components', async () => {
    const components = {
      parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
      requestBodies: {
        Pet: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
      },
      responses: {
        NotFound: {
          description: 'Not found',
          headers: { 'X-Id': { $ref: '#/components/headers/Id' } },
        },
      },
      headers: { Id: { schema: { type: 'string' } } },
      examples: { Tom: { value: { name: 'Tom' } } },
      schemas: {
        Pet: { type: 'object', properties: { friend: { $ref: '#/components/schemas/Pet' } } },
      },
    };
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/pets': {
          put: {
            parameters: [{ $ref: '#/components/parameters/Limit' }],
            requestBody: { $ref: '#/components/requestBodies/Pet' },
            responses: {
              '404': { $ref: '#/components/responses/NotFound' },
              '200': {
                description: 'ok',
                content: {
                  'application/json': { examples: { tom: { $ref: '#/components/examples/Tom' } } },
                },
              },
            },
          },
        },
      },
      components,
    });
    const { data } = bundle.endpoints[0]!;
    expect(data.parameters[0]).toMatchObject({
      name: 'limit',
      in: 'query',
      schema: { type: 'integer' },
    });
    expect(data.requestBody!.content[0]!.schema).toEqual({ $ref: '#/components/schemas/Pet' });
    // (JSON objects list integer-like keys first: 200 before 404.)
    expect(data.responses[1]).toMatchObject({ status: '404', description: 'Not found' });
    expect(data.responses[1]!.headers[0]).toMatchObject({
      name: 'X-Id',
      schema: { type: 'string' },
    });
    expect(data.responses[0]!.content[0]!.examples).toEqual([
      { name: 'tom', value: { name: 'Tom' } },
    ]);
    const { schemas: _schemas, ...others } = components;
    expect(bundle.meta.components).toEqual(others);
    // A recursive model stays a reference to itself.
    expect(bundle.models).toEqual([
      expect.objectContaining({ name: 'Pet', data: { schema: components.schemas.Pet } }),
    ]);
  });

  it('lets a 3.1 reference override the description of what it points at', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/a': {
          get: {
            parameters: [{ $ref: '#/components/parameters/P', description: 'mine' }],
            responses: ok,
          },
        },
      },
      components: { parameters: { P: { name: 'p', in: 'query', description: 'theirs' } } },
    });
    expect(bundle.endpoints[0]!.data.parameters[0]!.description).toBe('mine');
  });

  it('copies in a schema that a reference names inside another schema', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/Pet/properties/name' },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Pet: { type: 'object', properties: { name: { type: 'string', maxLength: 9 } } },
        },
      },
    });
    expect(bundle.endpoints[0]!.data.responses[0]!.content[0]!.schema).toEqual({
      type: 'string',
      maxLength: 9,
    });
  });

  it('writes references to models in one spelling', async () => {
    const bundle = await bundleOf({
      ...base,
      components: {
        schemas: { 'A B': { type: 'string' }, C: { $ref: '#/components/schemas/A%20B' } },
      },
    });
    expect(bundle.models[1]!.data.schema).toEqual({ $ref: '#/components/schemas/A B' });
  });
});

describe('importOpenApi: project-wide parts', () => {
  it('keeps info, servers, tags, security schemes, components and top-level unknowns', async () => {
    const bundle = await bundleOf({
      openapi: '3.1.0',
      info: {
        title: 'Zoo',
        version: '2',
        description: 'd',
        summary: 's',
        license: { name: 'MIT', identifier: 'MIT' },
        'x-i': 1,
      },
      jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
      servers: [
        {
          url: 'https://{env}.zoo',
          description: 'Zoo',
          variables: { env: { default: 'api' } },
          'x-s': 1,
        },
      ],
      tags: [{ name: 'pets', description: 'Pets', externalDocs: { url: 'https://d' } }],
      webhooks: { newPet: { post: { responses: ok } } },
      externalDocs: { url: 'https://docs' },
      'x-top': [1],
      paths: { '/a': { get: { responses: ok } }, 'x-paths': true },
      components: {
        securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'header' } },
        links: { L: { operationId: 'x' } },
        'x-c': 'odd',
      },
    });
    expect(bundle.meta).toEqual({
      openapi: '3.1.0',
      info: {
        title: 'Zoo',
        version: '2',
        description: 'd',
        extra: { summary: 's', license: { name: 'MIT', identifier: 'MIT' }, 'x-i': 1 },
      },
      servers: [
        {
          url: 'https://{env}.zoo',
          description: 'Zoo',
          variables: { env: { default: 'api' } },
          extra: { 'x-s': 1 },
        },
      ],
      security: [],
      securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'header' } },
      tags: [{ name: 'pets', description: 'Pets', extra: { externalDocs: { url: 'https://d' } } }],
      components: { links: { L: { operationId: 'x' } } },
      pathExtras: {},
      extra: {
        jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
        webhooks: { newPet: { post: { responses: ok } } },
        externalDocs: { url: 'https://docs' },
        'x-top': [1],
        'x-heron-components': { 'x-c': 'odd' },
        'x-heron-paths': { 'x-paths': true },
      },
    });
  });

  it('lists webhooks, callbacks and links as kept but not editable, once per kind', async () => {
    const withLink = { description: 'ok', links: { next: { operationId: 'b' } } };
    const result = await importJson({
      ...base,
      webhooks: { hook: { post: { responses: ok } } },
      paths: {
        '/a': { get: { callbacks: { cb: {} }, responses: { '200': withLink, '201': withLink } } },
      },
    });
    expect(result.bundle).not.toBeNull();
    expect(result.issues.map((i) => [i.severity, i.code, i.pointer, i.message])).toEqual([
      [
        'unsupported',
        'KEPT_AS_WRITTEN',
        '/paths/~1a/get/responses/200/links',
        'Links (2 places) are kept as written and exported again, but cannot be edited in Heron yet.',
      ],
      [
        'unsupported',
        'KEPT_AS_WRITTEN',
        '/paths/~1a/get/callbacks',
        'Callbacks (1 place) are kept as written and exported again, but cannot be edited in Heron yet.',
      ],
      [
        'unsupported',
        'KEPT_AS_WRITTEN',
        '/webhooks',
        'Webhooks (1 place) are kept as written and exported again, but cannot be edited in Heron yet.',
      ],
    ]);
  });

  it('turns components.schemas into models in order, in folders from x-heron-folder', async () => {
    const bundle = await bundleOf({
      ...base,
      components: {
        schemas: {
          Zebra: { type: 'object' },
          Ant: { type: 'string', 'x-heron-folder': 'insects/small' },
          Any: true,
        },
      },
    });
    expect(
      bundle.models.map((m) => [m.name, folderPath(bundle, m.folderKey).join('/'), m.data.schema]),
    ).toEqual([
      ['Ant', 'insects/small', { type: 'string' }],
      ['Zebra', '', { type: 'object' }],
      ['Any', '', true],
    ]);
    expect(bundle.folders.every((f) => f.section === 'model')).toBe(true);
  });

  it('reads markdown documents back from x-heron-docs', async () => {
    const bundle = await bundleOf({
      ...base,
      'x-heron-docs': [
        { name: 'Intro', content: '# Hello' },
        { name: 'Auth', content: 'Use a key', folder: 'guides/security' },
      ],
    });
    expect(
      bundle.docs.map((d) => [d.name, d.data.content, folderPath(bundle, d.folderKey).join('/')]),
    ).toEqual([
      ['Auth', 'Use a key', 'guides/security'],
      ['Intro', '# Hello', ''],
    ]);
    expect(bundle.meta.extra).toBeUndefined();
  });
});

describe('importOpenApi: folders', () => {
  it('puts each endpoint in the folder of its first tag, folders in tag-definition order then first use', async () => {
    const bundle = await bundleOf({
      ...base,
      tags: [{ name: 'zoo' }, { name: 'unused' }, { name: 'pets' }],
      paths: {
        '/a': { get: { tags: ['owners'], responses: ok } },
        '/b': { get: { tags: ['pets', 'zoo'], responses: ok } },
        '/c': { get: { responses: ok } },
        '/d': { get: { tags: ['zoo'], responses: ok } },
        '/e': { get: { tags: ['pets'], 'x-heron-folder': 'pets/cats', responses: ok } },
        '/f': { get: { tags: ['pets'], 'x-heron-folder': '', responses: ok } },
      },
    });
    expect(bundle.folders.map((f) => folderPath(bundle, f.key).join('/'))).toEqual([
      'zoo',
      'pets',
      'pets/cats',
      'owners',
    ]);
    // Tree order: folders depth first, then the section's root.
    expect(
      bundle.endpoints.map((e) => `${folderPath(bundle, e.folderKey).join('/')} ${e.data.path}`),
    ).toEqual(['zoo /d', 'pets /b', 'pets/cats /e', 'owners /a', ' /c', ' /f']);
  });
});

describe('importOpenApi: OpenAPI 3.0 schemas become 3.1 schemas', () => {
  it('converts nullable and boolean exclusive bounds', async () => {
    const bundle = await bundleOf({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {},
      components: {
        schemas: {
          A: { type: 'string', nullable: true },
          B: { allOf: [{ $ref: '#/components/schemas/A' }], nullable: true },
          C: {
            type: 'number',
            minimum: 1,
            exclusiveMinimum: true,
            maximum: 9,
            exclusiveMaximum: false,
          },
          D: {
            type: 'object',
            properties: { x: { type: 'integer', nullable: true } },
            nullable: false,
          },
        },
      },
    });
    expect(Object.fromEntries(bundle.models.map((m) => [m.name, m.data.schema]))).toEqual({
      A: { type: ['string', 'null'] },
      B: { anyOf: [{ allOf: [{ $ref: '#/components/schemas/A' }] }, { type: 'null' }] },
      C: { type: 'number', exclusiveMinimum: 1, maximum: 9 },
      D: { type: 'object', properties: { x: { type: ['integer', 'null'] } } },
    });
  });

  it('notes 3.1 keywords in a 3.0 document and 3.0 keywords in a 3.1 document, and keeps them', async () => {
    const in30 = await importJson({
      openapi: '3.0.0',
      info: { title: 'T', version: '1' },
      paths: {},
      components: { schemas: { A: { const: 1 } } },
    });
    expect(in30.bundle!.models[0]!.data.schema).toEqual({ const: 1 });
    expect(in30.issues).toContainEqual(
      expect.objectContaining({ code: 'OAS31_KEYWORD', pointer: '/components/schemas/A' }),
    );
    const in31 = await importJson({
      ...base,
      components: { schemas: { A: { type: 'string', nullable: true } } },
    });
    expect(in31.bundle!.models[0]!.data.schema).toEqual({ type: 'string', nullable: true });
    expect(in31.issues).toContainEqual(
      expect.objectContaining({ code: 'OAS30_KEYWORD', severity: 'warning' }),
    );
  });
});

describe('importOpenApi: OpenAPI 3.2', () => {
  it('reads 3.2 as 3.1 and lists what 3.1 lacks as unsupported, kept as written', async () => {
    const result = await importJson({
      openapi: '3.2.0',
      $self: 'https://example.com/api',
      info: { title: 'T', version: '1' },
      tags: [{ name: 'a', parent: 'b', kind: 'nav' }],
      paths: {
        '/a': {
          query: { responses: ok },
          get: { parameters: [{ name: 'q', in: 'querystring', content: {} }], responses: ok },
        },
      },
    });
    expect(result.format).toBe('openapi-3.1');
    const bundle = result.bundle!;
    expect(bundle.meta.openapi).toBe('3.2.0');
    expect(bundle.meta.tags[0]!.extra).toEqual({ parent: 'b', kind: 'nav' });
    expect(bundle.meta.pathExtras['/a']).toEqual({ query: { responses: ok } });
    expect(bundle.endpoints[0]!.data.extra).toEqual({
      'x-heron-parameters': [{ name: 'q', in: 'querystring', content: {} }],
    });
    expect(result.issues.filter((i) => i.severity === 'unsupported').map((i) => i.pointer)).toEqual(
      [
        '/$self',
        '/tags/0/parent',
        '/tags/0/kind',
        '/paths/~1a/query',
        '/paths/~1a/get/parameters/0/in',
      ],
    );
  });
});

describe('importOpenApi: warnings', () => {
  it('points out path parameters that do not match the path, and duplicate operationIds', async () => {
    const result = await importJson({
      ...base,
      paths: {
        '/a/{id}': {
          get: {
            operationId: 'same',
            parameters: [{ name: 'other', in: 'path', required: true }],
            responses: ok,
          },
        },
        '/b': { get: { operationId: 'same', responses: ok } },
      },
    });
    expect(result.bundle).not.toBeNull();
    expect(result.issues.map((i) => [i.severity, i.code, i.pointer])).toEqual([
      ['warning', 'PATH_PARAMETER', '/paths/~1a~1{id}/get'],
      ['warning', 'PATH_PARAMETER', '/paths/~1a~1{id}/get'],
      ['warning', 'DUPLICATE_OPERATION_ID', '/paths/~1b/get/operationId'],
    ]);
    expect(result.issues.every((i) => i.line !== undefined)).toBe(true);
  });
});

describe('importOpenApi: progress and cancellation', () => {
  it('reports progress up to the end', async () => {
    const progress: number[] = [];
    await importOpenApi(
      {
        files: [
          {
            name: 'a.json',
            text: JSON.stringify({ ...base, paths: { '/a': { get: { responses: ok } } } }),
          },
        ],
      },
      { onProgress: (done, total) => progress.push(done / total) },
    );
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('stops when cancelled, throwing the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const paths = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`/p${i}`, { get: { responses: ok } }]),
    );
    const running = importOpenApi(
      { files: [{ name: 'a.json', text: JSON.stringify({ ...base, paths }) }] },
      { signal: controller.signal, onProgress: (done) => done >= 50 && controller.abort(reason) },
    );
    await expect(running).rejects.toBe(reason);
  });
});
