import { designBundleSchema, type DesignBundle } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importOpenApi } from './import-openapi.js';

async function importSwagger(document: unknown) {
  const result = await importOpenApi(
    { files: [{ name: 'swagger.json', text: JSON.stringify(document) }] },
    {},
  );
  return result;
}

async function bundleOf(document: unknown): Promise<DesignBundle> {
  const result = await importSwagger(document);
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  expect(result.format).toBe('swagger-2.0');
  return designBundleSchema.parse(result.bundle);
}

const base = { swagger: '2.0', info: { title: 'Pets', version: '1' } };

describe('Swagger 2.0 import', () => {
  it('turns host, basePath and schemes into servers', async () => {
    const servers = async (extra: object) =>
      (await bundleOf({ ...base, paths: {}, ...extra })).meta.servers;
    expect(
      await servers({ host: 'api.pets.io', basePath: '/v1', schemes: ['https', 'http'] }),
    ).toEqual([{ url: 'https://api.pets.io/v1' }, { url: 'http://api.pets.io/v1' }]);
    expect(await servers({ host: 'api.pets.io' })).toEqual([{ url: 'https://api.pets.io' }]);
    expect(await servers({ basePath: '/v1' })).toEqual([{ url: '/v1' }]);
    expect(await servers({})).toEqual([]);
  });

  it('turns a body parameter into a request body with the consumed content types', async () => {
    const bundle = await bundleOf({
      ...base,
      consumes: ['application/json', 'application/xml'],
      paths: {
        '/pets': {
          post: {
            parameters: [
              {
                name: 'pet',
                in: 'body',
                required: true,
                description: 'The pet',
                schema: { $ref: '#/definitions/Pet' },
                'x-b': 1,
              },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      definitions: {
        Pet: {
          type: 'object',
          properties: { tags: { type: 'array', items: { $ref: '#/definitions/Tag' } } },
        },
        Tag: { type: 'string' },
      },
    });
    expect(bundle.endpoints[0]!.data.requestBody).toEqual({
      required: true,
      description: 'The pet',
      content: [
        {
          contentType: 'application/json',
          schema: { $ref: '#/components/schemas/Pet' },
          examples: [],
        },
        {
          contentType: 'application/xml',
          schema: { $ref: '#/components/schemas/Pet' },
          examples: [],
        },
      ],
      extra: { 'x-b': 1, 'x-codegen-request-body-name': 'pet' },
    });
    // Definitions are the data models; their references now point at components.
    expect(bundle.models.map((m) => [m.name, m.data.schema])).toEqual([
      [
        'Pet',
        {
          type: 'object',
          properties: { tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } } },
        },
      ],
      ['Tag', { type: 'string' }],
    ]);
  });

  it('turns form parameters into a form body: multipart when a file is sent, else url-encoded', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {
        '/upload': {
          post: {
            parameters: [
              {
                name: 'file',
                in: 'formData',
                type: 'file',
                required: true,
                description: 'The file',
              },
              { name: 'note', in: 'formData', type: 'string', maxLength: 10 },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
        '/login': {
          post: {
            consumes: ['application/x-www-form-urlencoded'],
            parameters: [{ name: 'user', in: 'formData', type: 'string', required: true }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const [upload, login] = bundle.endpoints;
    expect(upload!.data.requestBody).toEqual({
      required: true,
      description: '',
      content: [
        {
          contentType: 'multipart/form-data',
          examples: [],
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The file' },
              note: { type: 'string', maxLength: 10 },
            },
            required: ['file'],
          },
        },
      ],
    });
    expect(login!.data.requestBody!.content.map((c) => c.contentType)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });

  it('turns parameter types into schemas, collection formats into styles, and follows #/parameters references', async () => {
    const bundle = await bundleOf({
      ...base,
      parameters: {
        Limit: {
          name: 'limit',
          in: 'query',
          type: 'integer',
          minimum: 1,
          exclusiveMinimum: true,
          default: 20,
        },
      },
      paths: {
        '/pets/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
          get: {
            parameters: [
              { $ref: '#/parameters/Limit' },
              {
                name: 'tags',
                in: 'query',
                type: 'array',
                items: { type: 'string' },
                collectionFormat: 'multi',
                'x-q': 1,
              },
              {
                name: 'ids',
                in: 'header',
                type: 'array',
                items: { type: 'integer' },
                collectionFormat: 'pipes',
              },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    expect(bundle.endpoints[0]!.data.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: '', schema: { type: 'string' } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: '',
        schema: { type: 'integer', exclusiveMinimum: 1, default: 20 },
      },
      {
        name: 'tags',
        in: 'query',
        required: false,
        description: '',
        schema: { type: 'array', items: { type: 'string' } },
        extra: { 'x-q': 1, style: 'form', explode: true },
      },
      {
        name: 'ids',
        in: 'header',
        required: false,
        description: '',
        schema: { type: 'array', items: { type: 'integer' } },
        extra: { 'x-collectionFormat': 'pipes' },
      },
    ]);
    // The shared parameter is also kept as a component for the way back out.
    expect(bundle.meta.components.parameters).toHaveProperty('Limit');
  });

  it('turns responses into content per produced type, with headers and examples, following #/responses', async () => {
    const bundle = await bundleOf({
      ...base,
      produces: ['application/json'],
      responses: { NotFound: { description: 'Not found', 'x-r': 1 } },
      paths: {
        '/pets': {
          get: {
            produces: ['application/json', 'text/csv'],
            responses: {
              '200': {
                description: 'Pets',
                schema: { type: 'array', items: { type: 'string' } },
                headers: { 'X-Total': { type: 'integer', description: 'Total' } },
                examples: { 'application/json': ['Tom'] },
              },
              '404': { $ref: '#/responses/NotFound' },
            },
          },
        },
      },
    });
    expect(bundle.endpoints[0]!.data.responses).toEqual([
      {
        status: '200',
        description: 'Pets',
        headers: [
          { name: 'X-Total', description: 'Total', required: false, schema: { type: 'integer' } },
        ],
        content: [
          {
            contentType: 'application/json',
            schema: { type: 'array', items: { type: 'string' } },
            example: ['Tom'],
            examples: [],
          },
          {
            contentType: 'text/csv',
            schema: { type: 'array', items: { type: 'string' } },
            examples: [],
          },
        ],
      },
      { status: '404', description: 'Not found', headers: [], content: [], extra: { 'x-r': 1 } },
    ]);
  });

  it('turns security definitions into security schemes, renaming OAuth 2 flows', async () => {
    const bundle = await bundleOf({
      ...base,
      paths: {},
      securityDefinitions: {
        basic: { type: 'basic', description: 'Basic' },
        key: { type: 'apiKey', name: 'X-Key', in: 'header' },
        implicit: {
          type: 'oauth2',
          flow: 'implicit',
          authorizationUrl: 'https://a',
          scopes: { read: 'Read' },
        },
        password: { type: 'oauth2', flow: 'password', tokenUrl: 'https://t', scopes: {} },
        application: {
          type: 'oauth2',
          flow: 'application',
          tokenUrl: 'https://t',
          scopes: {},
          'x-o': 1,
        },
        accessCode: {
          type: 'oauth2',
          flow: 'accessCode',
          authorizationUrl: 'https://a',
          tokenUrl: 'https://t',
          scopes: {},
        },
      },
      security: [{ key: [] }],
    });
    expect(bundle.meta.securitySchemes).toEqual({
      basic: { type: 'http', scheme: 'basic', description: 'Basic' },
      key: { type: 'apiKey', name: 'X-Key', in: 'header' },
      implicit: {
        type: 'oauth2',
        flows: { implicit: { authorizationUrl: 'https://a', scopes: { read: 'Read' } } },
      },
      password: { type: 'oauth2', flows: { password: { tokenUrl: 'https://t', scopes: {} } } },
      application: {
        type: 'oauth2',
        'x-o': 1,
        flows: { clientCredentials: { tokenUrl: 'https://t', scopes: {} } },
      },
      accessCode: {
        type: 'oauth2',
        flows: {
          authorizationCode: { authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes: {} },
        },
      },
    });
    expect(bundle.meta.security).toEqual([{ key: [] }]);
    expect(bundle.meta.openapi).toBe('2.0');
  });

  it('keeps x-* extensions and unknown fields', async () => {
    const bundle = await bundleOf({
      ...base,
      'x-top': 1,
      externalDocs: { url: 'https://d' },
      paths: {
        '/a': {
          'x-path': 2,
          get: { 'x-op': 3, schemes: ['wss'], responses: { '200': { description: 'ok' } } },
        },
      },
    });
    expect(bundle.meta.extra).toEqual({ 'x-top': 1, externalDocs: { url: 'https://d' } });
    expect(bundle.meta.pathExtras).toEqual({ '/a': { 'x-path': 2 } });
    expect(bundle.endpoints[0]!.data.extra).toEqual({ 'x-op': 3, 'x-schemes': ['wss'] });
  });

  it('points at the 2.0 document when its structure is wrong', async () => {
    const result = await importSwagger({
      ...base,
      paths: {
        '/a': {
          get: { parameters: [{ name: 'x', in: 'cookie' }, { $ref: '#/parameters/Missing' }] },
          post: {
            parameters: [
              { name: 'a', in: 'body', schema: {} },
              { name: 'b', in: 'formData', type: 'string' },
            ],
            responses: {},
          },
        },
      },
    });
    expect(result.bundle).toBeNull();
    expect(result.issues.map((i) => [i.code, i.pointer])).toEqual([
      ['INVALID_VALUE', '/paths/~1a/get/parameters/0/in'],
      ['REF_UNRESOLVED', '/paths/~1a/get/parameters/1/$ref'],
      ['MISSING_FIELD', '/paths/~1a/get'],
      ['BODY_AND_FORM', '/paths/~1a/post/parameters'],
    ]);
  });
});
