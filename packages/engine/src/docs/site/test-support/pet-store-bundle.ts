import { designBundleSchema, type DesignBundle } from '@heron/contract';

/**
 * A small design that exercises every part of a page: folders (one nested, one empty), a
 * deprecated endpoint, an endpoint without auth, one without an operationId and two with the
 * same one, `$ref` cycles, a oneOf with a discriminator, a model whose name has no ASCII,
 * documents with headings, raw HTML and a `javascript:` link, and text that tries to forge the
 * build's markers.
 */
export function petStoreBundle(): DesignBundle {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  return designBundleSchema.parse({
    meta: {
      info: {
        title: 'Pet <Store>\u0001b\u0002',
        version: '1.2.0',
        description: '# Welcome\n\nHello **world**.\n\n## Welcome\n\nAgain.',
      },
      servers: [
        {
          url: 'https://{env}.pets.test/v1',
          description: 'Production',
          variables: { env: { default: 'api' } },
        },
      ],
      security: [{ bearerAuth: [] }],
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token from **Settings**.' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://pets.test/token',
              scopes: { 'pets:read': 'Read pets' },
            },
          },
        },
      },
      tags: [{ name: 'Pets', description: 'Everything about pets.' }],
    },
    folders: [
      { key: 'f1', parentKey: null, section: 'api', name: 'Pets', data: {} },
      { key: 'f2', parentKey: 'f1', section: 'api', name: 'Admin', data: {} },
      { key: 'f3', parentKey: null, section: 'model', name: 'Shapes', data: {} },
      { key: 'f4', parentKey: null, section: 'api', name: 'Empty', data: {} },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'f1',
        name: 'List pets',
        data: {
          method: 'get',
          path: '/pets',
          operationId: 'listPets',
          tags: ['Pets', 'public'],
          description: 'Lists the pets.\n\nSecond paragraph with a [link](https://pets.test).',
          parameters: [
            {
              name: 'limit',
              in: 'query',
              description: 'How many.',
              schema: { type: 'integer', default: 20, maximum: 100 },
            },
            {
              name: 'X-Trace',
              in: 'header',
              required: true,
              schema: { type: 'string', enum: ['on', 'off'] },
            },
          ],
          responses: [
            {
              status: '200',
              description: 'The pets.',
              headers: [
                { name: 'X-Total', description: 'The total.', schema: { type: 'integer' } },
              ],
              content: [
                {
                  contentType: 'application/json',
                  schema: { type: 'array', items: ref('Pet') },
                  examples: [{ name: 'two', summary: 'Two pets', value: [{ id: 1 }, { id: 2 }] }],
                },
              ],
            },
          ],
        },
      },
      {
        key: 'e2',
        folderKey: 'f1',
        name: 'Get a pet',
        data: {
          method: 'get',
          path: '/pets/{petId}',
          parameters: [
            { name: 'petId', in: 'path', required: true, example: 7, schema: { type: 'integer' } },
          ],
          responses: [
            {
              status: '200',
              description: 'The pet.',
              content: [{ contentType: 'application/json', schema: ref('Pet') }],
            },
            {
              status: '404',
              description: 'No such pet.',
              content: [{ contentType: 'application/json', schema: ref('Error') }],
            },
          ],
        },
      },
      {
        key: 'e3',
        folderKey: 'f2',
        name: 'Create a pet',
        data: {
          method: 'post',
          path: '/pets',
          operationId: 'createPet',
          status: 'deprecated',
          security: [],
          requestBody: {
            required: true,
            content: [{ contentType: 'application/json', schema: ref('NewPet') }],
          },
          responses: [{ status: '201', description: 'Created.' }],
        },
      },
      {
        key: 'e4',
        folderKey: null,
        name: '',
        data: {
          method: 'get',
          path: '/v2/health',
          operationId: 'listPets',
          security: [{ apiKey: [] }, { oauth: ['pets:read'] }],
          responses: [{ status: '204', description: 'Healthy.' }],
        },
      },
      {
        key: 'e5',
        folderKey: null,
        name: 'Draw a shape <b>now</b>',
        data: {
          method: 'post',
          path: '/shapes',
          operationId: 'createShape',
          requestBody: {
            content: [
              {
                contentType: 'application/json',
                schema: {
                  oneOf: [ref('Circle'), ref('Square')],
                  discriminator: {
                    propertyName: 'kind',
                    mapping: {
                      circle: '#/components/schemas/Circle',
                      square: '#/components/schemas/Square',
                    },
                  },
                },
              },
            ],
          },
          responses: [{ status: '200', description: 'Drawn.' }],
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
            description: 'A pet.',
            required: ['id', 'name'],
            properties: {
              id: { type: 'integer', format: 'int64' },
              name: { type: 'string', example: 'Rex' },
              tag: { type: ['string', 'null'] },
              owner: ref('Owner'),
              friends: { type: 'array', items: ref('Pet') },
            },
            example: { id: 1, name: 'Rex' },
          },
        },
      },
      {
        key: 'm2',
        folderKey: null,
        name: 'Owner',
        data: {
          schema: {
            type: 'object',
            properties: { name: { type: 'string' }, pets: { type: 'array', items: ref('Pet') } },
          },
        },
      },
      {
        key: 'm3',
        folderKey: null,
        name: 'NewPet',
        data: {
          schema: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, tag: { type: 'string' } },
          },
        },
      },
      {
        key: 'm4',
        folderKey: null,
        name: 'Error',
        data: { schema: { type: 'object', properties: { message: { type: 'string' } } } },
      },
      {
        key: 'm5',
        folderKey: 'f3',
        name: 'Circle',
        data: {
          schema: {
            type: 'object',
            properties: { kind: { const: 'circle' }, radius: { type: 'number', minimum: 0 } },
          },
        },
      },
      {
        key: 'm6',
        folderKey: 'f3',
        name: 'Square',
        data: {
          schema: {
            type: 'object',
            properties: { kind: { const: 'square' }, side: { type: 'number' } },
          },
        },
      },
      { key: 'm7', folderKey: null, name: '用户', data: { schema: { type: 'string' } } },
    ],
    docs: [
      {
        key: 'd1',
        folderKey: null,
        name: 'Getting started',
        data: {
          content: [
            'Read this **first**.',
            '',
            '## Install',
            '',
            '| a | b |',
            '| - | - |',
            '| 1 | 2 |',
            '',
            '## Install',
            '',
            '## 快速开始',
            '',
            '<script>alert(1)</script>',
            '',
            '[bad](javascript:alert(1)) and \u0001t:shell.copy\u0002',
          ].join('\n'),
        },
      },
      {
        key: 'd2',
        folderKey: 'f1',
        name: 'Pet care',
        data: { content: '# Pet care\n\nFeed them.' },
      },
    ],
  });
}
