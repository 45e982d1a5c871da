import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCESS_TOKEN_SHAPE,
  MAX_ACCESS_TOKENS,
  type AccessToken,
  type CreatedAccessToken,
  type TestRun,
} from '@heron/contract';
import { accessTokens } from '../../db/schema/access-tokens.js';
import { testRuns } from '../../db/schema/testing.js';
import { nextIp } from '../../../test/auth-helpers.js';
import { removeFromTeam, stage } from '../../../test/project-helpers.js';
import { startHttpServer, type TestServer } from '../../../test/send-test-servers.js';
import {
  createScenario,
  eventsOf,
  runUrl,
  scenariosUrl,
  testingSuite,
} from '../../../test/testing-helpers.js';
import { expectDenied, expectProblem, type Person } from '../../../test/workspace-helpers.js';
import { sha256 } from '../auth/index.js';

/** Issue 22: personal access tokens, and what a call made with one may do. */

const suite = testingSuite();
const { api } = suite;
const TOKENS = '/api/v1/account/access-tokens';

let target: TestServer;
beforeAll(async () => {
  target = await startHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
});
afterAll(() => target.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call made with a personal access token (and no cookie), from its own address. */
function withToken(
  token: string,
  method: Method,
  url: string,
  options: { payload?: object; ip?: string; headers?: Record<string, string> } = {},
) {
  return suite.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    headers: { authorization: `Bearer ${token}`, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function makeToken(
  person: Person,
  body: { projectIds: string[]; right?: 'read' | 'run'; expiresInDays?: number | null },
): Promise<CreatedAccessToken> {
  const created = await api(person).post(TOKENS, {
    name: 'CI',
    right: 'run',
    expiresInDays: 30,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<CreatedAccessToken>();
}

const scenarioBody = () => ({
  name: 'Smoke',
  steps: [
    {
      id: 'ping',
      type: 'request',
      request: { method: 'GET', url: `${target.origin}/ping` },
      assertions: [{ id: 'a1', source: 'status', comparator: 'equals', value: '200', path: '' }],
    },
  ],
});

describe('making, listing and revoking tokens', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await suite.newProject();
  });

  it('shows the token once, keeps only its hash, and lists it without it', async () => {
    const created = await makeToken(suite.cast.writer, { projectIds: [projectId], right: 'read' });
    expect(created.token).toMatch(ACCESS_TOKEN_SHAPE);
    expect(created.prefix).toBe(created.token.slice(0, 'heron_pat_'.length + 6));
    expect(created).toMatchObject({
      name: 'CI',
      right: 'read',
      isExpired: false,
      lastUsedAt: null,
    });
    expect(created.projects).toEqual([{ id: projectId, name: expect.any(String) }]);
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const [row] = await suite.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice('heron_pat_'.length));

    const listed = await api(suite.cast.writer).get(TOKENS);
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ items: AccessToken[] }>().items;
    expect(items.map((item) => item.id)).toContain(created.id);
    expect(listed.body).not.toContain(created.token);
    // Another person's list does not show it.
    const others = await api(suite.cast.reader).get(TOKENS);
    expect(others.json<{ items: AccessToken[] }>().items.map((item) => item.id)).not.toContain(
      created.id,
    );
  });

  it('makes a token without expiry', async () => {
    const created = await makeToken(suite.cast.writer, {
      projectIds: [projectId],
      expiresInDays: null,
    });
    expect(created.expiresAt).toBeNull();
  });

  it('revokes: gone from the list, refused as revoked, and not revocable by another', async () => {
    const created = await makeToken(suite.cast.writer, { projectIds: [projectId] });
    expectProblem(await api(suite.cast.reader).delete(`${TOKENS}/${created.id}`), 404, 'NOT_FOUND');
    const revoked = await api(suite.cast.writer).delete(`${TOKENS}/${created.id}`);
    expect(revoked.statusCode).toBe(204);
    const items = (await api(suite.cast.writer).get(TOKENS)).json<{ items: AccessToken[] }>().items;
    expect(items.map((item) => item.id)).not.toContain(created.id);
    const used = await withToken(created.token, 'GET', scenariosUrl(projectId));
    expectProblem(used, 401, 'ACCESS_TOKEN_REVOKED');
    expect(used.json<{ detail: string }>().detail).toMatch(/revoked/);
    expectProblem(await api(suite.cast.writer).delete(`${TOKENS}/${created.id}`), 404, 'NOT_FOUND');
  });

  it('says what is wrong with a bad body, and where', async () => {
    const bad = await api(suite.cast.writer).post(TOKENS, {
      name: '  ',
      projectIds: [],
      right: 'admin',
      expiresInDays: 12,
    });
    expect(bad.statusCode).toBe(400);
    const { code, errors } = bad.json<{ code: string; errors: { pointer: string }[] }>();
    expect(code).toBe('VALIDATION_FAILED');
    expect(errors.map((error) => error.pointer).sort()).toEqual(
      ['/expiresInDays', '/name', '/projectIds', '/right'].sort(),
    );
    const twice = await api(suite.cast.writer).post(TOKENS, {
      name: 'CI',
      projectIds: [projectId, projectId],
      right: 'run',
      expiresInDays: 7,
    });
    expect(twice.statusCode).toBe(400);
    expectProblem(
      await api(suite.cast.writer).delete(`${TOKENS}/not-an-id`),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await api(null).get(TOKENS), 401, 'UNAUTHENTICATED');
  });

  it('refuses a project the person cannot see, saying which', async () => {
    const refused = await api(suite.cast.outsider).post(TOKENS, {
      name: 'CI',
      projectIds: [projectId],
      right: 'read',
      expiresInDays: 7,
    });
    expectDenied(refused);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^projectIds\/0:/);
  });

  it(`stops at ${MAX_ACCESS_TOKENS} live tokens; revoking one makes room`, async () => {
    const person = suite.cast.owner;
    const held = (await api(person).get(TOKENS)).json<{ items: AccessToken[] }>().items.length;
    await suite.database.db.insert(accessTokens).values(
      Array.from({ length: MAX_ACCESS_TOKENS - held }, (_, i) => ({
        userId: person.id,
        name: `Seeded ${i}`,
        tokenHash: sha256(`seeded-${person.id}-${i}`),
        prefix: 'heron_pat_seeded',
        right: 'read' as const,
      })),
    );
    const body = { name: 'One more', projectIds: [projectId], right: 'read', expiresInDays: 7 };
    expectProblem(await api(person).post(TOKENS, body), 409, 'ACCESS_TOKEN_LIMIT_REACHED');
    const first = (await api(person).get(TOKENS)).json<{ items: AccessToken[] }>().items[0]!;
    expect((await api(person).delete(`${TOKENS}/${first.id}`)).statusCode).toBe(204);
    expect((await api(person).post(TOKENS, body)).statusCode).toBe(201);
  });
});

describe('what a token may do', () => {
  let projectId: string;
  let otherProjectId: string;
  let scenarioId: string;
  let readToken: CreatedAccessToken;
  let runToken: CreatedAccessToken;

  beforeAll(async () => {
    projectId = await suite.newProject();
    otherProjectId = await suite.newProject();
    scenarioId = await createScenario(api(suite.cast.writer), projectId, scenarioBody());
    const environment = await api(suite.cast.writer).post(
      `/api/v1/projects/${projectId}/environments`,
      { name: 'Staging', baseUrl: target.origin, variables: [] },
    );
    expect(environment.statusCode, environment.body).toBe(201);
    readToken = await makeToken(suite.cast.writer, { projectIds: [projectId], right: 'read' });
    runToken = await makeToken(suite.cast.writer, { projectIds: [projectId], right: 'run' });
  });

  it('reads the scenarios and environments of a project it names', async () => {
    const scenarios = await withToken(readToken.token, 'GET', scenariosUrl(projectId));
    expect(scenarios.statusCode, scenarios.body).toBe(200);
    expect(scenarios.json<{ items: { id: string }[] }>().items.map((s) => s.id)).toEqual([
      scenarioId,
    ]);
    const one = await withToken(readToken.token, 'GET', scenariosUrl(projectId, `/${scenarioId}`));
    expect(one.statusCode).toBe(200);
    const environments = await withToken(
      readToken.token,
      'GET',
      `/api/v1/projects/${projectId}/environments`,
    );
    expect(environments.statusCode).toBe(200);
    expect(environments.json<{ items: { name: string }[] }>().items.map((e) => e.name)).toEqual([
      'Staging',
    ]);
  });

  it('describes itself to its bearer', async () => {
    const self = await withToken(readToken.token, 'GET', '/api/v1/access-token');
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json<AccessToken>()).toMatchObject({ id: readToken.id, right: 'read' });
    expect(self.json<AccessToken>().projects.map((p) => p.id)).toEqual([projectId]);
    expectProblem(await api(suite.cast.writer).get('/api/v1/access-token'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a project it does not name, though its owner is on it', async () => {
    const refused = await withToken(runToken.token, 'GET', scenariosUrl(otherProjectId));
    expectProblem(refused, 403, 'ACCESS_TOKEN_NOT_ALLOWED');
    expect(refused.json<{ detail: string }>().detail).toMatch(/does not name this project/);
    expect((await api(suite.cast.writer).get(scenariosUrl(otherProjectId))).statusCode).toBe(200);
  });

  it('a read token cannot start a performance run; a run token starts one and follows it', async () => {
    const start = scenariosUrl(projectId, `/${scenarioId}/load-runs`);
    const payload = {
      environmentId: null,
      load: { virtualUsers: 1, mode: 'iterations', iterations: 1, rampUpSeconds: 0 },
    };
    const refused = await withToken(readToken.token, 'POST', start, { payload });
    expectProblem(refused, 403, 'ACCESS_TOKEN_NOT_ALLOWED');
    const started = await withToken(runToken.token, 'POST', start, { payload });
    expect(started.statusCode, started.body).toBe(202);
    const { runId } = started.json<{ runId: string }>();
    const events = await withToken(runToken.token, 'GET', runUrl(projectId, runId, '/events'));
    expect(events.statusCode).toBe(200);
    expect(eventsOf(events.body).at(-1)?.type).toBe('done');
    const run = (await withToken(readToken.token, 'GET', runUrl(projectId, runId))).json<TestRun>();
    expect(run).toMatchObject({ kind: 'load', startedBy: suite.cast.writer.id });
  });

  it('a read token cannot start a run; a run token starts, follows, reports and stops one', async () => {
    const start = scenariosUrl(projectId, `/${scenarioId}/runs`);
    const refused = await withToken(readToken.token, 'POST', start, {
      payload: { environmentId: null },
    });
    expectProblem(refused, 403, 'ACCESS_TOKEN_NOT_ALLOWED');
    expect(refused.json<{ detail: string }>().detail).toMatch(/read access token cannot/);

    const started = await withToken(runToken.token, 'POST', start, {
      payload: { environmentId: null },
      headers: { 'user-agent': 'heron-cli/0.1.0' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { runId } = started.json<{ runId: string }>();
    const events = await withToken(runToken.token, 'GET', runUrl(projectId, runId, '/events'));
    expect(events.statusCode).toBe(200);
    const done = eventsOf(events.body).at(-1);
    expect(done?.type).toBe('done');
    const read = await withToken(readToken.token, 'GET', runUrl(projectId, runId));
    expect(read.statusCode).toBe(200);
    // Ended (the stream's `done` comes after the report is stored), from the CLI, as its owner.
    const run = read.json<TestRun>();
    expect(run.status, run.reason ?? '').not.toBe('running');
    expect(run).toMatchObject({ source: 'cli', startedBy: suite.cast.writer.id });
    const junit = await withToken(
      readToken.token,
      'GET',
      runUrl(projectId, runId, '/report?format=junit'),
    );
    expect(junit.statusCode).toBe(200);
    expect(junit.body).toContain('<testsuites');
    const runs = await withToken(
      readToken.token,
      'GET',
      scenariosUrl(projectId, `/${scenarioId}/runs`),
    );
    expect(runs.statusCode).toBe(200);
    // Stopping: refused to a read token, allowed to a run token (an ended run answers as it is).
    const stop = runUrl(projectId, runId, '/stop');
    expectProblem(await withToken(readToken.token, 'POST', stop), 403, 'ACCESS_TOKEN_NOT_ALLOWED');
    expect((await withToken(runToken.token, 'POST', stop)).statusCode).toBe(200);
    // A call without the CLI's user agent is recorded as from the API.
    const again = await withToken(runToken.token, 'POST', start, {
      payload: { environmentId: null },
    });
    const [row] = await suite.database.db
      .select({ source: testRuns.source })
      .from(testRuns)
      .where(eq(testRuns.id, again.json<{ runId: string }>().runId));
    expect(row!.source).toBe('api');
  });

  it('is refused on every route that is not a test-run route', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/v1/auth/session'],
      ['PATCH', '/api/v1/account/profile', { name: 'Mallory' }],
      ['GET', TOKENS],
      ['POST', TOKENS, { name: 'x', projectIds: [projectId], right: 'run', expiresInDays: 7 }],
      ['DELETE', `${TOKENS}/${readToken.id}`],
      ['GET', `/api/v1/projects/${projectId}`],
      ['GET', '/api/v1/projects'],
      ['GET', '/api/v1/teams'],
      ['POST', scenariosUrl(projectId), scenarioBody()],
      ['DELETE', scenariosUrl(projectId, `/${scenarioId}`)],
      ['GET', scenariosUrl(projectId, `/${scenarioId}/export`)],
      ['POST', `/api/v1/projects/${projectId}/environments`, { name: 'X', variables: [] }],
      ['POST', '/api/v1/auth/logout'],
      ['POST', '/api/v1/auth/logout/all'],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await withToken(runToken.token, method, url, payload ? { payload } : {});
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(403);
      expect(answer.json<{ code: string }>().code, `${method} ${url}`).toBe(
        'ACCESS_TOKEN_NOT_ALLOWED',
      );
    }
    // The token still works afterwards, and nothing above changed the account.
    expect((await withToken(runToken.token, 'GET', scenariosUrl(projectId))).statusCode).toBe(200);
    const me = await api(suite.cast.writer).get('/api/v1/auth/session');
    expect(me.json<{ user: { name: string } }>().user.name).toBe(suite.cast.writer.name);
  });

  it("keeps to its owner's role: a reader's run token reads but cannot run", async () => {
    const token = await makeToken(suite.cast.reader, { projectIds: [projectId], right: 'run' });
    expect((await withToken(token.token, 'GET', scenariosUrl(projectId))).statusCode).toBe(200);
    const start = scenariosUrl(projectId, `/${scenarioId}/runs`);
    expectDenied(await withToken(token.token, 'POST', start, { payload: { environmentId: null } }));
  });

  it('records its last use, at most once a minute', async () => {
    const token = await makeToken(suite.cast.writer, { projectIds: [projectId], right: 'read' });
    const lastUsed = async () =>
      (
        await suite.database.db
          .select({ at: accessTokens.lastUsedAt })
          .from(accessTokens)
          .where(eq(accessTokens.id, token.id))
      )[0]!.at;
    expect(await lastUsed()).toBeNull();
    await withToken(token.token, 'GET', scenariosUrl(projectId));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await withToken(token.token, 'GET', scenariosUrl(projectId));
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
    const listed = (await api(suite.cast.writer).get(TOKENS)).json<{ items: AccessToken[] }>();
    expect(listed.items.find((item) => item.id === token.id)!.lastUsedAt).toBe(
      first!.toISOString(),
    );
  });
});

describe('tokens that no longer work', () => {
  it('an expired token is 401 saying so; an unknown one is 401 too', async () => {
    const projectId = await suite.newProject();
    const token = await makeToken(suite.cast.writer, { projectIds: [projectId], expiresInDays: 7 });
    await suite.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, token.id));
    const expired = await withToken(token.token, 'GET', scenariosUrl(projectId));
    expectProblem(expired, 401, 'ACCESS_TOKEN_EXPIRED');
    expect(expired.json<{ detail: string }>().detail).toMatch(/expired/);
    const listed = (await api(suite.cast.writer).get(TOKENS)).json<{ items: AccessToken[] }>();
    expect(listed.items.find((item) => item.id === token.id)!.isExpired).toBe(true);

    const unknown = `heron_pat_${'A'.repeat(43)}`;
    expectProblem(
      await withToken(unknown, 'GET', scenariosUrl(projectId)),
      401,
      'ACCESS_TOKEN_INVALID',
    );
    // Not a token's shape: no credential at all.
    expectProblem(
      await withToken('heron_pat_short', 'GET', scenariosUrl(projectId)),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('a person removed from the team loses what their token could do', async () => {
    const scene = await stage(suite.database.db, suite.cast);
    const token = await makeToken(suite.cast.writer, { projectIds: [scene.projectId] });
    expect((await withToken(token.token, 'GET', scenariosUrl(scene.projectId))).statusCode).toBe(
      200,
    );
    await removeFromTeam(suite.database.db, scene.teamId, suite.cast.writer.id);
    expectDenied(await withToken(token.token, 'GET', scenariosUrl(scene.projectId)));
  });

  it('failed token uses are limited per address like failed sign-ins', async () => {
    const ip = nextIp();
    const unknown = `heron_pat_${'B'.repeat(43)}`;
    const url = scenariosUrl(await suite.newProject());
    for (let i = 0; i < 50; i += 1) {
      expectProblem(await withToken(unknown, 'GET', url, { ip }), 401, 'ACCESS_TOKEN_INVALID');
    }
    const limited = await withToken(unknown, 'GET', url, { ip });
    expectProblem(limited, 429, 'TOO_MANY_ATTEMPTS');
    expect(limited.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held back.
    expectProblem(await withToken(unknown, 'GET', url), 401, 'ACCESS_TOKEN_INVALID');
  });
});
