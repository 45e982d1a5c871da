import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@heron/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { as, signUp, type Person } from '../../test/workspace-helpers.js';

/**
 * Issue 19: a NUL character in a team name (and a dozen other fields) answered 500, because
 * PostgreSQL refuses it. Every request text is now checked at the edge, for every route at once.
 */

let t: TestApp;
let ada: Person;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // Statements the edge would never let through, to reach the error handler's backstop.
    app.get('/api/test/nul-text', async () => {
      await t.database.db.execute(sql`select ${'a\u0000b'}::text as value`);
      return {};
    });
    app.get('/api/test/nul-json', async () => {
      await t.database.db.execute(sql`select ${'"\\u0000"'}::jsonb as value`);
      return {};
    });
  });
  ada = await signUp(t.app, 'Ada');
  const created = await as(t.app, ada).post('/api/v1/projects', {
    teamId: (await as(t.app, ada).get('/api/v1/personal-space')).json().id,
    name: 'Hygiene',
    category: 'http',
    adminUserId: ada.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  projectId = created.json().id;
});
afterAll(() => t.close());

function refusal(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(400);
  expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
  return problemSchema.parse(response.json());
}

const unsafe = (part: string, pointer: string) => ({
  in: part,
  pointer,
  message: 'validation.unsafeText',
});

describe('text hygiene at the edge (issue 19)', () => {
  it.each([
    ['a NUL', 'Team\u0000name'],
    ['a lone high surrogate', 'Team \ud800'],
    ['a lone low surrogate', '\udfff Team'],
  ])('refuses %s in a team name, naming the field', async (_what, name) => {
    const problem = refusal(await as(t.app, ada).post('/api/v1/teams', { name }));
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual([unsafe('body', '/name')]);
  });

  it('takes characters outside the BMP and other control characters', async () => {
    const created = await as(t.app, ada).post('/api/v1/teams', { name: 'Team 😀 \u0001' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses object keys too, even ones the contract would drop', async () => {
    const problem = refusal(
      await as(t.app, ada).post('/api/v1/teams', { name: 'ok', ['x\u0000/~']: 1 }),
    );
    expect(problem.errors).toEqual([unsafe('body', '/x\ufffd~1~0')]);
  });

  it('refuses deep inside free-form design data and environment fields', async () => {
    const item = await as(t.app, ada).post(`/api/v1/projects/${projectId}/design/items`, {
      kind: 'endpoint',
      parentId: null,
      name: 'Get',
      data: { method: 'get', path: '/x', description: 'fine', extra: { deep: ['\u0000'] } },
    });
    expect(refusal(item).errors).toEqual([unsafe('body', '/data/extra/deep/0')]);
    const environment = await as(t.app, ada).post(`/api/v1/projects/${projectId}/environments`, {
      name: 'Dev\u0000',
      baseUrl: 'http://x/\u0000',
      variables: [],
    });
    expect(refusal(environment).errors).toEqual([
      unsafe('body', '/name'),
      unsafe('body', '/baseUrl'),
    ]);
  });

  it('refuses it in the query and the path, signed in or not', async () => {
    expect(refusal(await as(t.app, ada).get('/api/v1/projects?q=a%00')).errors).toEqual([
      unsafe('query', '/q'),
    ]);
    expect(refusal(await as(t.app, null).get(`/api/v1/projects/${projectId}%00`)).errors).toEqual([
      unsafe('params', '/projectId'),
    ]);
  });

  it('answers a 10,000-level nested body as a refusal, not a crash', async () => {
    const deep = `${'['.repeat(10_000)}"\\u0000"${']'.repeat(10_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      cookies: { heron_session: ada.token },
      headers: { 'content-type': 'application/json' },
      payload: `{"name": ${deep}}`,
    });
    expect(refusal(response).errors![0]!.pointer).toMatch(/^\/name(\/0){10000}$/);
  });

  it('lets a pasted import through: its text is repaired, not refused', async () => {
    const started = await as(t.app, ada).post(`/api/v1/projects/${projectId}/design/imports`, {
      text: "curl 'http://example.com/a\u0000b'",
    });
    expect(started.statusCode, started.body).toBe(202);
    const named = await as(t.app, ada).post(`/api/v1/projects/${projectId}/design/imports`, {
      text: 'curl http://example.com/',
      fileName: 'a\u0000.txt',
    });
    expect(refusal(named).errors).toEqual([unsafe('body', '/fileName')]);
  });
});

describe('addresses the router cannot read (found by the route fuzz, issue 19)', () => {
  it('answers a path that does not decode as a problem', async () => {
    const response = await as(t.app, ada).get('/api/v1/projects/%ED%A0%80');
    expect(refusal(response).code).toBe('BAD_REQUEST');
  });

  it('answers a path parameter over the router’s length limit as a problem', async () => {
    const response = await as(t.app, ada).get(`/api/v1/projects/${'x'.repeat(500)}`);
    expect(refusal(response).code).toBe('BAD_REQUEST');
  });
});

describe('the database backstop (issue 19)', () => {
  it.each(['/api/test/nul-text', '/api/test/nul-json'])(
    'answers text the database refuses (%s) as 400, not 500',
    async (url) => {
      expect(refusal(await as(t.app, null).get(url)).code).toBe('BAD_REQUEST');
    },
  );
});
