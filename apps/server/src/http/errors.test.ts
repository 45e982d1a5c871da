import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, problemSchema, type ErrorCode } from '@heron/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AppError } from './app-error.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 1024, rateLimitMax: 1000 }, (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/test/items',
      {
        schema: {
          body: z.object({ name: z.string().min(1), count: z.number().int().min(0) }),
          querystring: z.object({ mode: z.enum(['a', 'b']).optional() }),
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async () => ({ ok: true }),
    );
    api.get('/api/test/throw/:code', async (request) => {
      throw new AppError((request.params as { code: ErrorCode }).code, { detail: 'because' });
    });
    api.get('/api/test/crash', async () => {
      throw new Error('secret internal state: password=hunter2');
    });
  });
});
afterAll(() => t.close());

function expectProblem(response: { headers: Record<string, unknown>; json(): unknown }) {
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return problemSchema.parse(response.json());
}

describe('problem+json error shape', () => {
  it('400 names each invalid body field with a JSON pointer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/items',
      payload: { name: '', count: -1 },
    });
    expect(response.statusCode).toBe(400);
    const problem = expectProblem(response);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.map((e) => [e.in, e.pointer])).toEqual([
      ['body', '/name'],
      ['body', '/count'],
    ]);
    expect(problem.detail).toContain('body/name');
  });

  it('400 says the query is at fault when it is', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/items?mode=z',
      payload: { name: 'x', count: 1 },
    });
    const problem = expectProblem(response);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.[0]).toMatchObject({ in: 'query', pointer: '/mode' });
  });

  it('400 for malformed JSON, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).code).toBe('BAD_REQUEST');
  });

  it('413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/items',
      payload: { name: 'x'.repeat(4000), count: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(expectProblem(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('415 for a content type no parser accepts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(expectProblem(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('404 for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    const problem = expectProblem(response);
    expect(problem).toMatchObject({ code: 'NOT_FOUND', instance: '/api/v1/nothing?x=1' });
    expect(problem.detail).toBe('No route answers DELETE /api/v1/nothing.');
  });

  it.each(['UNAUTHENTICATED', 'PERMISSION_DENIED', 'CONFLICT', 'NOT_FOUND'] as const)(
    'a service error %s answers its catalogue status and code',
    async (code) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/test/throw/${code}` });
      expect(response.statusCode).toBe(ERROR_CATALOGUE[code].status);
      expect(expectProblem(response)).toMatchObject({
        code,
        title: ERROR_CATALOGUE[code].title,
        detail: 'because',
        type: `/api/openapi.json#/components/x-error-codes/${code}`,
      });
    },
  );

  it('the permission refusal carries the spec message as its title', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/throw/PERMISSION_DENIED',
    });
    expect(response.statusCode).toBe(403);
    expect(expectProblem(response).title).toBe(
      'Operation permission failed, insufficient permissions',
    );
  });

  it('500 hides the internals of an unexpected fault', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const problem = expectProblem(response);
    expect(problem.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
  });

  it('keeps a sane caller request id and replaces a suspicious one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-abc.123' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-abc.123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0000<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => limited.close());

  it('429 with Retry-After once a client exceeds the limit on /api', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await limited.app.inject({ method: 'GET', url: '/api/v1/unknown' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const problem = expectProblem(last!);
    expect(problem.code).toBe('RATE_LIMITED');
    expect(problem.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit the health check that load balancers poll', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });
});
