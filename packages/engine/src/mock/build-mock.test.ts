import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BundleEndpoint, DesignBundle, EndpointData, JsonSchema } from '@heron/contract';
import { importDesign } from '../design/import/index.js';
import { FIXTURES, hasFixtures, NO_FIXTURES } from '../design/openapi/test-support/fixtures.js';
import { buildMock } from './build-mock.js';
import type { MockOptions, MockRequest } from './types.js';

const OPTIONS: MockOptions = {
  locale: 'en',
  validateRequests: false,
  stateful: false,
  latencyMs: 0,
};

function endpoint(key: string, data: Partial<EndpointData>): BundleEndpoint {
  return {
    key,
    folderKey: null,
    name: key,
    data: {
      method: 'get',
      path: '/',
      status: 'designing',
      ownerId: null,
      tags: [],
      description: '',
      operationId: null,
      parameters: [],
      requestBody: null,
      responses: [],
      security: null,
      ...data,
    },
  };
}

function bundle(endpoints: BundleEndpoint[], models: Record<string, unknown> = {}): DesignBundle {
  return {
    meta: {
      openapi: '3.1.0',
      info: { title: '', version: '' },
      servers: [],
      security: [],
      securitySchemes: {},
      tags: [],
      components: {},
      pathExtras: {},
    },
    folders: [],
    endpoints,
    models: Object.entries(models).map(([name, schema], i) => ({
      key: `m${i}`,
      folderKey: null,
      name,
      data: { schema: schema as Record<string, unknown> },
    })),
    docs: [],
  };
}

const json = (schema: JsonSchema) => ({
  status: '200',
  description: '',
  headers: [],
  content: [{ contentType: 'application/json', schema, examples: [] }],
});

function request(over: Partial<MockRequest> = {}): MockRequest {
  return {
    method: 'GET',
    path: '/',
    query: {},
    headers: {},
    cookies: {},
    body: undefined,
    contentType: undefined,
    ...over,
  };
}

describe('buildMock on bad designs', () => {
  const design = bundle(
    [
      endpoint('unknown-ref', {
        path: '/unknown',
        responses: [json({ $ref: '#/components/schemas/Deleted' })],
      }),
      endpoint('self', { path: '/self', responses: [json({ $ref: '#/components/schemas/Self' })] }),
      endpoint('loop', { path: '/loop', responses: [json({ $ref: '#/components/schemas/A' })] }),
      endpoint('bad-pattern', {
        path: '/pattern',
        parameters: [
          {
            name: 'q',
            in: 'query',
            required: false,
            description: '',
            schema: { type: 'string', pattern: '([a-z' },
          },
        ],
        responses: [json({ type: 'string', pattern: '(unclosed' })],
      }),
      endpoint('false', { path: '/false', responses: [json(false)] }),
    ],
    {
      Self: {
        type: 'object',
        required: ['self'],
        properties: { self: { $ref: '#/components/schemas/Self' } },
      },
      A: { $ref: '#/components/schemas/B' },
      B: { $ref: '#/components/schemas/A' },
    },
  );

  it.each(['/unknown', '/self', '/loop', '/pattern', '/false'])(
    '%s answers, flagged when the schema cannot be met, and never fails',
    (route) => {
      const program = buildMock(design, { ...OPTIONS, validateRequests: true, seed: 3 });
      const answer = program.handle(request({ path: route, query: { q: 'x' } }));
      expect(answer.status).not.toBe(500);
      expect(answer.rule.kind).not.toBe('error');
      expect(() => JSON.parse(answer.body) as unknown).not.toThrow();
    },
  );

  it('says which schemas could not be used for validation, and still answers', () => {
    const program = buildMock(design, { ...OPTIONS, validateRequests: true, precompile: true });
    expect(program.stats.warnings.join('\n')).toContain('GET /pattern');
    expect(program.handle(request({ path: '/pattern', query: { q: 'x' } })).status).toBe(200);
  });

  it('keeps the first of two endpoints with the same method and path shape, with a warning', () => {
    const program = buildMock(
      bundle([
        endpoint('first', { path: '/a/{x}', responses: [json({ const: 1 })] }),
        endpoint('second', { path: '/a/{y}', responses: [json({ const: 2 })] }),
      ]),
      OPTIONS,
    );
    expect(program.stats.warnings).toEqual([
      'GET /a/{y}: another endpoint has the same method and path shape; it answers instead',
    ]);
    expect(program.handle(request({ path: '/a/1' })).rule).toMatchObject({ endpointKey: 'first' });
  });
});

describe('MockProgram.handle on odd requests', () => {
  const program = buildMock(
    bundle([
      endpoint('list', {
        path: '/pets',
        responses: [json({ type: 'array', items: { type: 'integer' } })],
      }),
      endpoint('create', {
        method: 'post',
        path: '/pets',
        requestBody: {
          required: true,
          description: '',
          content: [{ contentType: 'application/json', schema: { type: 'object' }, examples: [] }],
        },
        responses: [json({ type: 'object' })],
      }),
    ]),
    { ...OPTIONS, validateRequests: true },
  );

  it.each<[string, Partial<MockRequest>]>([
    ['an unknown method', { method: 'BREW', path: '/pets' }],
    ['a path without its leading slash', { path: 'pets' }],
    ['a path with a query string left in', { path: '/pets?x=1' }],
    ['an empty path', { path: '' }],
    ['a path of slashes', { path: '//////' }],
    ['a very long path', { path: `/${'a/'.repeat(5000)}` }],
    [
      'binary garbage as JSON',
      {
        method: 'POST',
        path: '/pets',
        body: new Uint8Array([0xff, 0xfe, 0]),
        contentType: 'application/json',
      },
    ],
    [
      'a JSON body that is a string',
      { method: 'POST', path: '/pets', body: '"x"', contentType: 'application/json' },
    ],
    [
      'repeated headers',
      { path: '/pets', headers: { accept: ['text/html', 'application/json'], origin: ['a', 'b'] } },
    ],
    ['a silly Accept', { path: '/pets', headers: { accept: ';;;,/,q=,*/*;q=abc' } }],
    ['a lone surrogate in a header-bound value', { path: '/pets', headers: { origin: '\ud800' } }],
  ])('answers %s without throwing', (_, over) => {
    const answer = program.handle(request(over));
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    expect(typeof answer.body).toBe('string');
  });

  it('answers its own failure as a 500 problem rather than throwing', () => {
    const broken = { ...request({ path: '/pets' }), headers: undefined } as unknown as MockRequest;
    const answer = program.handle(broken);
    expect(answer.status).toBe(500);
    expect(answer.rule).toEqual({ kind: 'error' });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'MOCK_INTERNAL_ERROR', status: 500 });
  });

  it('answers a body that is not an object against an object schema with 422', () => {
    const answer = program.handle(
      request({ method: 'POST', path: '/pets', body: '[1]', contentType: 'application/json' }),
    );
    expect(answer.status).toBe(422);
  });
});

describe('seeded answers', () => {
  const design = bundle([
    endpoint('user', {
      path: '/users/{id}',
      responses: [
        json({
          type: 'object',
          properties: { id: { type: 'integer' }, email: { type: 'string', format: 'email' } },
        }),
      ],
    }),
  ]);

  it('are the same from one build to the next, and differ between paths', () => {
    const first = buildMock(design, { ...OPTIONS, seed: 'demo' });
    const second = buildMock(design, { ...OPTIONS, seed: 'demo' });
    const a = first.handle(request({ path: '/users/1' })).body;
    expect(second.handle(request({ path: '/users/1' })).body).toBe(a);
    expect(first.handle(request({ path: '/users/2' })).body).not.toBe(a);
  });

  it('differ between seeds', () => {
    const one = buildMock(design, { ...OPTIONS, seed: 1 }).handle(request({ path: '/users/1' }));
    const two = buildMock(design, { ...OPTIONS, seed: 2 }).handle(request({ path: '/users/1' }));
    expect(one.body).not.toBe(two.body);
  });
});

/** `{owner}` → `x1`: a value for every path parameter. */
const samplePath = (template: string) => template.replace(/\{[^}]+\}/g, 'x1');

describe.skipIf(!hasFixtures)('the large fixtures', () => {
  it.each([
    ['oai-examples/v3.0/petstore.yaml', 3],
    ['openapi/github-api.github.com.octokit-23.0.2.json', 1000],
    ['openapi/stripe-spec3.2023-09.yaml', 400],
  ])(
    '%s builds well under 2 s, and every endpoint answers without a mock failure',
    async (name, minimum) => {
      const text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
      const imported = await importDesign({ files: [{ name: path.basename(name), text }] });
      const design = imported.bundle!;
      expect(design.endpoints.length).toBeGreaterThanOrEqual(minimum);
      for (const options of [OPTIONS, { ...OPTIONS, validateRequests: true, stateful: true }]) {
        const program = buildMock(design, options);
        expect(program.stats.buildMs).toBeLessThan(1000);
        expect(program.stats.routes).toBe(design.endpoints.length);
        for (const { data } of design.endpoints) {
          const answer = program.handle(
            request({
              method: data.method,
              path: samplePath(data.path),
              headers: { accept: '*/*' },
            }),
          );
          const label = `${data.method} ${data.path}: ${answer.status} ${answer.body.slice(0, 300)}`;
          expect(answer.rule.kind, label).not.toBe('error');
          expect(answer.rule.kind, label).not.toBe('not-found');
          if (answer.headers['content-type'] === 'application/json' && answer.body !== '') {
            expect(() => JSON.parse(answer.body) as unknown, label).not.toThrow();
          }
        }
      }
    },
    120_000,
  );

  it.skipIf(hasFixtures)('needs the fixtures', () => {
    throw new Error(NO_FIXTURES);
  });
});
