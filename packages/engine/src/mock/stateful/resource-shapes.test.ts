import { describe, expect, it } from 'vitest';
import type { BundleEndpoint, EndpointData, JsonSchema } from '@heron/contract';
import { findResources } from './resource-shapes.js';

let next = 0;
function endpoint(
  method: EndpointData['method'],
  path: string,
  schema?: JsonSchema,
): BundleEndpoint {
  next += 1;
  return {
    key: `${method} ${path}`,
    folderKey: null,
    name: `e${next}`,
    data: {
      method,
      path,
      status: 'designing',
      ownerId: null,
      tags: [],
      description: '',
      operationId: null,
      parameters: [],
      requestBody: null,
      responses:
        schema === undefined
          ? [{ status: '204', description: '', headers: [], content: [] }]
          : [
              {
                status: '200',
                description: '',
                headers: [],
                content: [{ contentType: 'application/json', schema, examples: [] }],
              },
            ],
      security: null,
    },
  };
}

const models = new Map<string, unknown>([
  ['Pet', { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } }],
  [
    'Page',
    {
      type: 'object',
      properties: {
        total: { type: 'integer' },
        items: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      },
    },
  ],
]);
const pet = { $ref: '#/components/schemas/Pet' };

describe('findResources', () => {
  it('finds a collection and its item, with the roles of each endpoint', () => {
    const roles = findResources(
      [
        endpoint('get', '/pets', { type: 'array', items: pet }),
        endpoint('post', '/pets', pet),
        endpoint('get', '/pets/{petId}', pet),
        endpoint('put', '/pets/{petId}', pet),
        endpoint('patch', '/pets/{petId}', pet),
        endpoint('delete', '/pets/{petId}'),
        endpoint('get', '/pets/{petId}/photos', { type: 'array' }),
      ],
      models,
    );
    expect(Object.fromEntries([...roles].map(([key, role]) => [key, role.action]))).toEqual({
      'post /pets': 'create',
      'get /pets': 'list',
      'get /pets/{petId}': 'read',
      'put /pets/{petId}': 'replace',
      'patch /pets/{petId}': 'update',
      'delete /pets/{petId}': 'delete',
    });
    const { resource } = roles.get('get /pets/{petId}')!;
    expect(resource).toMatchObject({ idField: 'id', idKind: 'integer', list: { kind: 'array' } });
  });

  it('lines up nested paths by shape, whatever their parameter names', () => {
    const roles = findResources(
      [
        endpoint('get', '/users/{id}/posts', { $ref: '#/components/schemas/Page' }),
        endpoint('get', '/users/{userId}/posts/{postId}', {
          type: 'object',
          properties: { postId: { type: 'string', format: 'uuid' } },
        }),
      ],
      models,
    );
    expect(roles.get('get /users/{id}/posts')!.resource).toMatchObject({
      idField: 'postId',
      idKind: 'uuid',
      list: { kind: 'wrapped', field: 'items', countFields: ['total'] },
    });
    expect(roles.get('get /users/{userId}/posts/{postId}')!.paramNames).toEqual([
      'userId',
      'postId',
    ]);
  });

  it('leaves out what is not resource-shaped', () => {
    const roles = findResources(
      [
        // An item without a collection.
        endpoint('get', '/things/{id}', pet),
        // A collection whose item is not an object.
        endpoint('get', '/tags', { type: 'array', items: { type: 'string' } }),
        endpoint('get', '/tags/{name}', { type: 'string' }),
        // A collection with an item that only deletes.
        endpoint('post', '/jobs', pet),
        endpoint('delete', '/jobs/{id}'),
      ],
      models,
    );
    expect(roles.size).toBe(0);
  });
});
