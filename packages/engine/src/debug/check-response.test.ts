import { describe, expect, it } from 'vitest';
import { endpointDataSchema } from '@heron/contract';
import { checkResponse } from './check-response.js';

const endpoint = endpointDataSchema.parse({
  method: 'get',
  path: '/pets/{id}',
  responses: [
    {
      status: '200',
      content: [
        { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } },
        { contentType: 'text/plain' },
      ],
    },
    { status: '204' },
    {
      status: '4XX',
      content: [
        {
          contentType: 'application/problem+json',
          schema: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
        },
      ],
    },
  ],
});
const models = new Map<string, unknown>([
  [
    'Pet',
    {
      type: 'object',
      required: ['id', 'name'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: 1 },
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        owner: { $ref: '#/components/schemas/Person' },
        friends: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      },
      discriminator: { propertyName: 'name' },
    },
  ],
  ['Person', { type: ['object', 'null'], properties: { name: { type: 'string' } } }],
]);
const check = (status: number, contentType: string, body: unknown) =>
  checkResponse({
    endpoint,
    models,
    status,
    contentType,
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('checkResponse', () => {
  it('matches a body that follows the schema, through model references and recursion', () => {
    expect(
      check(200, 'application/json; charset=utf-8', {
        id: 1,
        name: 'Rex',
        owner: null,
        friends: [{ id: 2, name: 'Fido', owner: { name: 'Ada' } }],
      }),
    ).toEqual({ result: 'match', declaredStatus: '200', contentType: 'application/json' });
  });

  it('lists each mismatch with its place in the body', () => {
    const result = check(200, 'application/json', {
      id: 0,
      email: 'not an email',
      extra: true,
      friends: [{ id: 'two', name: 'Fido' }],
    });
    expect(result.result).toBe('mismatch');
    expect(result.result === 'mismatch' && result.mismatches).toEqual(
      expect.arrayContaining([
        { path: '/name', message: 'is required but missing' },
        { path: '/id', message: 'must be >= 1' },
        { path: '/email', message: 'must match format "email"' },
        {
          path: '/extra',
          message: 'is not declared, and the schema allows no other properties',
        },
        { path: '/friends/0/id', message: 'must be integer' },
      ]),
    );
  });

  it('falls back to the status class and default; says when a status or type is not declared', () => {
    expect(check(404, 'application/problem+json', { code: 'NOT_FOUND' })).toMatchObject({
      result: 'match',
      declaredStatus: '4XX',
    });
    expect(check(500, 'application/json', {})).toEqual({
      result: 'undeclared-status',
      declaredStatuses: ['200', '204', '4XX'],
    });
    expect(check(200, 'application/xml', '<pet/>')).toEqual({
      result: 'undeclared-type',
      declaredStatus: '200',
      declaredTypes: ['application/json', 'text/plain'],
    });
  });

  it('leaves unchecked what has no schema, and reports a JSON body that is not JSON', () => {
    expect(check(200, 'text/plain', 'hello')).toEqual({
      result: 'not-checked',
      declaredStatus: '200',
      reason: 'no-schema',
    });
    expect(check(204, 'text/html', '')).toMatchObject({ result: 'not-checked' });
    expect(check(200, 'application/json', '{"id": 1,')).toMatchObject({
      result: 'invalid-json',
      declaredStatus: '200',
    });
  });

  it('reports a schema that cannot be compiled instead of throwing', () => {
    const broken = endpointDataSchema.parse({
      method: 'get',
      path: '/x',
      responses: [
        {
          status: '200',
          content: [
            { contentType: 'application/json', schema: { $ref: '#/components/schemas/Missing' } },
          ],
        },
      ],
    });
    const result = checkResponse({
      endpoint: broken,
      models,
      status: 200,
      contentType: 'application/json',
      bodyText: '{}',
    });
    expect(result).toMatchObject({ result: 'mismatch', mismatches: [{ path: '' }] });
  });
});
