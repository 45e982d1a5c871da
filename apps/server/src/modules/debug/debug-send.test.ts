import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment, SendResult } from '@heron/contract';
import { createItem, designSuite, endpointBody, modelBody } from '../../../test/design-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';
import {
  hasOpenssl,
  selfSignedCertificate,
  startHttpsServer,
} from '../../../test/send-test-servers.js';
import { MASK } from './mask-secrets.js';

const suite = designSuite();
const { api, newProject } = suite;

/** What the echo server received, per request. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let server: http.Server;
let origin: string;
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url!.startsWith('/pets/1')) {
        res.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': 'sid=abc; HttpOnly',
        });
        res.end(JSON.stringify({ id: 1, name: 'Rex', token: 'x' }));
      } else if (req.url!.startsWith('/pets/2')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'two' }));
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nothing here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sendUrl = (projectId: string) => `/api/v1/projects/${projectId}/debug/send`;

async function environment(projectId: string): Promise<Environment> {
  const created = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
    name: 'Local',
    baseUrl: origin,
    variables: [
      { name: 'token', value: 'top-secret-token', secret: true },
      { name: 'petId', value: '1' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Environment>();
}

async function send(projectId: string, body: Record<string, unknown>, person = suite.cast.writer) {
  const answer = await api(person).post(sendUrl(projectId), body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SendResult>();
}

describe('POST /debug/send', () => {
  it('sends with the environment: base URL, variables, a secret that never comes back', async () => {
    const projectId = await newProject();
    const env = await environment(projectId);
    received.length = 0;
    const result = await send(projectId, {
      environmentId: env.id,
      request: {
        method: 'post',
        url: '/pets/{id}',
        pathParams: [{ key: 'id', value: '{{petId}}' }],
        query: [{ key: 'q', value: 'a b' }],
        headers: [{ key: 'X-Trace', value: '{{$guid}}' }],
        body: { kind: 'json', text: '{"name":"Rex"}' },
        auth: { type: 'bearer', token: '{{token}}' },
      },
    });
    expect(result.error).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/pets/1?q=a+b',
      body: '{"name":"Rex"}',
    });
    expect(received[0]!.headers.authorization).toBe('Bearer top-secret-token');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(result.response).toMatchObject({
      status: 200,
      statusText: 'OK',
      cookies: [{ name: 'sid', value: 'abc', httpOnly: true }],
    });
    expect(Buffer.from(result.response!.body.base64, 'base64').toString()).toContain('"Rex"');
    expect(result.response!.timings.totalMs).toBeGreaterThanOrEqual(
      result.response!.timings.firstByteMs,
    );
    expect(result.sent!.headers).toContainEqual({ name: 'Authorization', value: `Bearer ${MASK}` });
    expect(JSON.stringify(result)).not.toContain('top-secret-token');
  });

  it('runs the scripts: a pre-request one sets a header and a variable, tests run after', async () => {
    const projectId = await newProject();
    const env = await environment(projectId);
    received.length = 0;
    const result = await send(projectId, {
      environmentId: env.id,
      request: {
        method: 'get',
        url: '/pets/{{petId}}',
        headers: [{ key: 'X-Stamp', value: '{{stamp}}' }],
        preRequestScript: [
          "pm.environment.set('stamp', 'from-script');",
          "pm.request.headers.add({ key: 'X-Added', value: 'yes' });",
          "console.log('token is', pm.environment.get('token'));",
        ].join('\n'),
        postResponseScript: [
          "pm.test('status is 200', () => pm.response.to.have.status(200));",
          "pm.test('name', () => pm.expect(pm.response.json().name).to.eql('Fido'));",
          "pm.environment.set('lastId', String(pm.response.json().id));",
        ].join('\n'),
      },
    });
    expect(received[0]!.headers['x-stamp']).toBe('from-script');
    expect(received[0]!.headers['x-added']).toBe('yes');
    expect(result.scripts.preRequest!.console).toEqual([
      { level: 'log', text: `token is ${MASK}` },
    ]);
    expect(result.scripts.postResponse!.tests).toEqual([
      { name: 'status is 200', passed: true },
      {
        name: 'name',
        passed: false,
        error: expect.stringContaining("expected 'Rex' to deeply equal 'Fido'"),
      },
    ]);
    expect(result.session.environment).toMatchObject({ stamp: 'from-script', lastId: '1' });
    // Next send, the session's values come back from the browser.
    const again = await send(projectId, {
      environmentId: env.id,
      session: { environment: { stamp: 'kept' } },
      request: { method: 'get', url: '/pets/1', headers: [{ key: 'X-Stamp', value: '{{stamp}}' }] },
    });
    expect(again.error).toBeNull();
    expect(received[1]!.headers['x-stamp']).toBe('kept');
  });

  it("runs a script's pm.sendRequest on the server: the answer feeds the request it precedes", async () => {
    const projectId = await newProject();
    const env = await environment(projectId);
    received.length = 0;
    const result = await send(projectId, {
      environmentId: env.id,
      request: {
        method: 'get',
        url: '/pets/1',
        headers: [{ key: 'X-Name', value: '{{name}}' }],
        preRequestScript: [
          `const res = await pm.sendRequest('${origin}/pets/' + pm.variables.get('petId').replace('1', '2'));`,
          "pm.environment.set('name', res.json().id);",
          "pm.sendRequest('{{base}}/x', (err) => console.log(err.code));",
        ].join('\n'),
      },
    });
    expect(result.scripts.preRequest?.error ?? null).toBeNull();
    expect(received.map((r) => r.url)).toEqual(['/pets/2', '/pets/1']);
    expect(received[1]!.headers['x-name']).toBe('two');
    expect(result.scripts.preRequest!.console).toEqual([{ level: 'log', text: 'INVALID_REQUEST' }]);
  });

  it('inherits the auth the design declares, with credentials from variables named after the schemes', async () => {
    const projectId = await newProject();
    const saved = await api(suite.cast.writer).put(`/api/v1/projects/${projectId}/design/meta`, {
      baseVersion: 0,
      meta: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          partnerKey: { type: 'apiKey', in: 'header', name: 'X-Partner-Key' },
          basicAuth: { type: 'http', scheme: 'basic' },
        },
        security: [{ bearerAuth: [] }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const keyed = await createItem(suite.app, suite.cast.writer, projectId, {
      ...endpointBody('Keyed', { path: '/pets/1', security: [{ partnerKey: [] }] }),
    });
    const basic = await createItem(suite.app, suite.cast.writer, projectId, {
      ...endpointBody('Basic', { path: '/pets/1', security: [{ basicAuth: [] }] }),
    });
    const env = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
      name: 'Auth',
      baseUrl: origin,
      variables: [
        { name: 'bearerAuth', value: 'tok-123', secret: true },
        { name: 'partnerKey', value: 'key-456' },
        { name: 'basicAuth.username', value: 'ada' },
        { name: 'basicAuth.password', value: 'pw' },
      ],
    });
    const environmentId = env.json<Environment>().id;
    const inherit = { method: 'get', url: '/pets/1', auth: { type: 'inherit' } };
    received.length = 0;
    // No endpoint: the project's default security.
    await send(projectId, { environmentId, request: inherit });
    expect(received.at(-1)!.headers.authorization).toBe('Bearer tok-123');
    // The endpoint's own security wins.
    await send(projectId, { environmentId, endpointId: keyed.id, request: inherit });
    expect(received.at(-1)!.headers['x-partner-key']).toBe('key-456');
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
    await send(projectId, { environmentId, endpointId: basic.id, request: inherit });
    expect(received.at(-1)!.headers.authorization).toBe(
      `Basic ${Buffer.from('ada:pw').toString('base64')}`,
    );
    // Without the variables, the missing credential is named.
    const bare = await send(projectId, {
      endpointId: keyed.id,
      request: { ...inherit, url: `${origin}/pets/1` },
    });
    expect(bare.unknownVariables).toEqual([{ name: 'partnerKey', where: 'headers/0/value' }]);
  });

  it('stops on a pre-request script that fails or loops, sending nothing', async () => {
    const projectId = await newProject();
    received.length = 0;
    for (const code of ['throw new Error("boom")', 'while (true) {}']) {
      const result = await send(projectId, {
        request: { method: 'get', url: `${origin}/pets/1`, preRequestScript: code },
      });
      expect(result.error).toMatchObject({ code: 'SCRIPT_FAILED' });
      expect(result.scripts.preRequest!.error).not.toBeNull();
    }
    expect(received).toHaveLength(0);
  });

  it('checks the answer against the endpoint design, each mismatch with its place', async () => {
    const projectId = await newProject();
    await createItem(suite.app, suite.cast.writer, projectId, {
      ...modelBody('Pet', {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      }),
    });
    const endpoint = await createItem(suite.app, suite.cast.writer, projectId, {
      ...endpointBody('Get pet', {
        path: '/pets/{id}',
        responses: [
          {
            status: '200',
            content: [
              { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } },
            ],
          },
        ],
      }),
    });
    const good = await send(projectId, {
      endpointId: endpoint.id,
      request: { method: 'get', url: `${origin}/pets/1` },
    });
    expect(good.check).toMatchObject({ result: 'match', declaredStatus: '200' });
    const bad = await send(projectId, {
      endpointId: endpoint.id,
      request: { method: 'get', url: `${origin}/pets/2` },
    });
    expect(bad.check).toMatchObject({ result: 'mismatch' });
    expect(bad.check!.mismatches).toEqual(
      expect.arrayContaining([
        { path: '/id', message: 'must be integer' },
        { path: '/name', message: 'is required but missing' },
      ]),
    );
    const missing = await send(projectId, {
      endpointId: endpoint.id,
      request: { method: 'get', url: `${origin}/nowhere` },
    });
    expect(missing.check).toMatchObject({ result: 'undeclared-status' });
  });

  it('answers faults clearly: bad URL, unknown variable, refused connection, no such environment', async () => {
    const projectId = await newProject();
    const badUrl = await send(projectId, {
      request: { method: 'get', url: 'ftp://example.com/x' },
    });
    expect(badUrl.problems).toMatchObject([{ where: 'url', code: 'INVALID_URL' }]);
    expect(badUrl.response).toBeNull();
    const unknown = await send(projectId, {
      request: {
        method: 'get',
        url: `${origin}/pets/1`,
        headers: [{ key: 'X-A', value: '{{nope}}' }],
      },
    });
    expect(unknown.unknownVariables).toEqual([{ name: 'nope', where: 'headers/0/value' }]);
    // A port nothing listens on: the echo server's, once closed, would race; port 1 is refused.
    const refused = await send(projectId, {
      request: { method: 'get', url: 'http://127.0.0.1:1/' },
    });
    expect(refused.error).toMatchObject({ code: 'CONNECTION_REFUSED' });
    const noEnv = await api(suite.cast.writer).post(sendUrl(projectId), {
      environmentId: '00000000-0000-4000-8000-000000000000',
      request: { method: 'get', url: `${origin}/pets/1` },
    });
    expectProblem(noEnv, 400, 'VALIDATION_FAILED');
    const badBody = await api(suite.cast.writer).post(sendUrl(projectId), {
      request: { method: 'G E T', url: 'x' },
    });
    expectProblem(badBody, 400, 'VALIDATION_FAILED');
  });

  it.skipIf(!hasOpenssl())(
    'refuses a self-signed certificate unless the request says not to verify TLS',
    async () => {
      const projectId = await newProject();
      const tls = await startHttpsServer((_request, response) => {
        response.end('secure hello');
      }, selfSignedCertificate());
      try {
        const checked = await send(projectId, { request: { method: 'get', url: tls.origin } });
        expect(checked.error).toMatchObject({ code: 'TLS_FAILED' });
        const unchecked = await send(projectId, {
          request: { method: 'get', url: tls.origin, settings: { verifyTls: false } },
        });
        expect(unchecked.error).toBeNull();
        expect(Buffer.from(unchecked.response!.body.base64, 'base64').toString()).toBe(
          'secure hello',
        );
      } finally {
        await tls.close();
      }
    },
  );

  it('lets read-only members send; refuses bystanders, outsiders and the signed-out', async () => {
    const projectId = await newProject();
    const result = await send(
      projectId,
      { request: { method: 'get', url: `${origin}/pets/1` } },
      suite.cast.reader,
    );
    expect(result.response!.status).toBe(200);
    for (const person of [suite.cast.bystander, suite.cast.outsider]) {
      const refused = await api(person).post(sendUrl(projectId), {
        request: { method: 'get', url: `${origin}/pets/1` },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await api(null).post(sendUrl(projectId), { request: { method: 'get', url: origin } }))
        .statusCode,
    ).toBe(401);
  });
});
