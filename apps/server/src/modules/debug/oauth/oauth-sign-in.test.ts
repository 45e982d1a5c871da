import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DebugOAuthAuthorization,
  DebugOAuthExchangeResult,
  DebugOAuthTokenStatus,
  Environment,
  Problem,
  SendResult,
} from '@heron/contract';
import { designSuite } from '../../../../test/design-helpers.js';
import { startHttpServer, type TestServer } from '../../../../test/send-test-servers.js';
import { expectProblem, type Person } from '../../../../test/workspace-helpers.js';

const suite = designSuite();
const { api, newProject } = suite;

const CLIENT_ID = 'heron-web';
const CLIENT_SECRET = 'client-secret-value';
const REDIRECT_URI = 'http://localhost:5173/oauth/callback';

/** A code the fake provider handed out, with what its token request must prove. */
interface IssuedCode {
  challenge: string;
  redirectUri: string;
}

/**
 * A fake authorization server: `/authorize` sends the browser back with a code (or with
 * access_denied for the client `refuse-me`), `/token` trades a code once, checking the client's
 * Basic credentials, the PKCE verifier against the challenge and the redirect URI; `/api/me` is
 * the API the token is for.
 */
let provider: TestServer;
const issued = new Map<string, IssuedCode>();
let tokenCount = 0;

beforeAll(async () => {
  provider = await startHttpServer((request, response) => {
    const url = new URL(request.url, 'http://provider');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      const back = new URL(query.get('redirect_uri')!);
      back.searchParams.set('state', query.get('state')!);
      if (query.get('client_id') === 'refuse-me') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The person said no');
      } else {
        const code = `code-${issued.size + 1}`;
        issued.set(code, {
          challenge:
            query.get('code_challenge_method') === 'S256' ? query.get('code_challenge')! : '',
          redirectUri: query.get('redirect_uri')!,
        });
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (url.pathname === '/token') {
      const form = new URLSearchParams(request.body.toString('utf8'));
      const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`) {
        return json(401, { error: 'invalid_client' });
      }
      const code = issued.get(form.get('code') ?? '');
      issued.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const proof = createHash('sha256').update(verifier).digest('base64url');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !code ||
        code.challenge !== proof ||
        code.redirectUri !== form.get('redirect_uri')
      ) {
        return json(400, { error: 'invalid_grant', error_description: 'Code or proof is wrong' });
      }
      tokenCount += 1;
      return json(200, {
        access_token: `token-${tokenCount}`,
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (url.pathname === '/api/me') {
      const isKnown = /^Bearer token-\d+$/.test(request.headers.authorization ?? '');
      return json(isKnown ? 200 : 401, { authorization: request.headers.authorization ?? null });
    }
    return json(404, { error: 'not_found' });
  });
});
afterAll(() => provider.close());

const projectUrl = (projectId: string, rest: string) =>
  `/api/v1/projects/${projectId}/debug${rest}`;
const EXCHANGE_URL = '/api/v1/debug/oauth/exchange';

/** The auth as a person types it: the token URL and the secret come from the environment. */
const typedAuth = (change: Record<string, unknown> = {}) => ({
  type: 'oauth2',
  grant: 'authorization_code',
  authorizationUrl: `${provider.origin}/authorize?prompt=login`,
  tokenUrl: '{{tokenUrl}}',
  redirectUri: REDIRECT_URI,
  clientId: CLIENT_ID,
  clientSecret: '{{clientSecret}}',
  scope: 'read',
  usePkce: true,
  clientAuth: 'basic',
  ...change,
});

async function environment(projectId: string, tokenUrl = `${provider.origin}/token`) {
  const created = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
    name: `Provider ${Math.random()}`,
    baseUrl: provider.origin,
    variables: [
      { name: 'tokenUrl', value: tokenUrl },
      { name: 'clientSecret', value: CLIENT_SECRET, secret: true },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Environment>().id;
}

async function authorize(
  projectId: string,
  environmentId: string,
  auth = typedAuth(),
  person: Person = suite.cast.writer,
) {
  const answer = await api(person).post(projectUrl(projectId, '/oauth/authorize'), {
    auth,
    environmentId,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DebugOAuthAuthorization>();
}

/** What the person's browser does in the popup: open the address, come back with the query. */
async function visit(url: string): Promise<URLSearchParams> {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back.searchParams;
}

async function exchange(body: Record<string, unknown>, person: Person = suite.cast.writer) {
  return api(person).post(EXCHANGE_URL, body);
}

async function tokenStatus(projectId: string, environmentId: string, auth = typedAuth()) {
  const answer = await api(suite.cast.writer).post(projectUrl(projectId, '/oauth/token'), {
    auth,
    environmentId,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DebugOAuthTokenStatus>();
}

async function sendToApi(projectId: string, environmentId: string) {
  const answer = await api(suite.cast.writer).post(projectUrl(projectId, '/send'), {
    environmentId,
    request: { method: 'get', url: '/api/me', auth: typedAuth() },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SendResult>();
}

describe('OAuth 2.0 sign-in for the debugger (authorization code with PKCE)', () => {
  it('signs in through the provider, and the next send carries the token', async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const before = await sendToApi(projectId, environmentId);
    expect(before.error?.code).toBe('AUTH_FAILED');
    expect(before.error?.message).toContain('sign in');

    const started = await authorize(projectId, environmentId);
    const url = new URL(started.url);
    expect(url.origin + url.pathname).toBe(`${provider.origin}/authorize`);
    const query = url.searchParams;
    expect(query.get('prompt')).toBe('login');
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(query.get('scope')).toBe('read');
    expect(query.get('state')).toBe(started.state);
    expect(started.state.length).toBeGreaterThanOrEqual(16);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Neither the secret nor the verifier leave the server.
    expect(started.url).not.toContain(CLIENT_SECRET);

    const callback = await visit(started.url);
    expect(callback.get('state')).toBe(started.state);
    const finished = await exchange({ state: started.state, code: callback.get('code') });
    expect(finished.statusCode, finished.body).toBe(200);
    const result = finished.json<DebugOAuthExchangeResult>();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expiresIn = Date.parse(result.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);

    provider.received.length = 0;
    const sent = await sendToApi(projectId, environmentId);
    expect(sent.error).toBeNull();
    expect(sent.response?.status).toBe(200);
    const call = provider.received.find((request) => request.url === '/api/me');
    expect(call?.headers.authorization).toMatch(/^Bearer token-\d+$/);
    // The cached token was used: no second trip to the token endpoint.
    expect(provider.received.some((request) => request.url === '/token')).toBe(false);

    expect(await tokenStatus(projectId, environmentId)).toEqual({
      hasToken: true,
      expiresAt: result.expiresAt,
    });
    // Another person's cache holds nothing for the same auth.
    const readerStatus = await api(suite.cast.reader).post(projectUrl(projectId, '/oauth/token'), {
      auth: typedAuth(),
      environmentId,
    });
    expect(readerStatus.json<DebugOAuthTokenStatus>().hasToken).toBe(false);

    const cleared = await api(suite.cast.writer).delete(projectUrl(projectId, '/oauth/token'), {
      auth: typedAuth(),
      environmentId,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<DebugOAuthTokenStatus>()).toEqual({ hasToken: false, expiresAt: null });
    expect(await tokenStatus(projectId, environmentId)).toEqual({
      hasToken: false,
      expiresAt: null,
    });
    expect((await sendToApi(projectId, environmentId)).error?.code).toBe('AUTH_FAILED');
  });

  it('refuses an unknown state and a state used twice', async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    expectProblem(
      await exchange({ state: 'no-such-state', code: 'x' }),
      400,
      'OAUTH_STATE_INVALID',
    );

    const started = await authorize(projectId, environmentId);
    const code = (await visit(started.url)).get('code');
    const first = await exchange({ state: started.state, code });
    expect(first.json<DebugOAuthExchangeResult>().ok).toBe(true);
    expectProblem(await exchange({ state: started.state, code }), 400, 'OAUTH_STATE_INVALID');
  });

  it("refuses another person's state and leaves it to its owner", async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const started = await authorize(projectId, environmentId);
    const code = (await visit(started.url)).get('code');
    expectProblem(
      await exchange({ state: started.state, code }, suite.cast.reader),
      403,
      'PERMISSION_DENIED',
    );
    const owner = await exchange({ state: started.state, code });
    expect(owner.json<DebugOAuthExchangeResult>().ok).toBe(true);
    expectProblem(
      await api(null).post(EXCHANGE_URL, { state: started.state, code }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('reports the provider refusing, and uses the state up', async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const started = await authorize(projectId, environmentId, typedAuth({ clientId: 'refuse-me' }));
    const callback = await visit(started.url);
    expect(callback.get('code')).toBeNull();
    const refused = await exchange({
      state: started.state,
      error: callback.get('error'),
      errorDescription: callback.get('error_description'),
    });
    expect(refused.statusCode).toBe(200);
    const result = refused.json<DebugOAuthExchangeResult>();
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'PROVIDER_ERROR',
        message: expect.stringContaining('access_denied (The person said no)') as string,
      },
    });
    expectProblem(
      await exchange({ state: started.state, code: 'late' }),
      400,
      'OAUTH_STATE_INVALID',
    );
  });

  it("carries the token endpoint's refusal, and an unreachable one, without a 500", async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const started = await authorize(projectId, environmentId);
    await visit(started.url);
    const wrongCode = await exchange({ state: started.state, code: 'forged-code' });
    expect(wrongCode.statusCode).toBe(200);
    const refused = wrongCode.json<DebugOAuthExchangeResult>();
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('AUTH_FAILED');
    expect(refused.error.message).toContain('invalid_grant (Code or proof is wrong)');

    // A closed port: nothing listens where the token endpoint should be.
    const closed = await startHttpServer(() => undefined);
    await closed.close();
    const downEnvironment = await environment(projectId, `${closed.origin}/token`);
    const again = await authorize(projectId, downEnvironment);
    const code = (await visit(again.url)).get('code');
    const down = await exchange({ state: again.state, code });
    expect(down.statusCode).toBe(200);
    const failed = down.json<DebugOAuthExchangeResult>();
    expect(failed.ok ? 'token' : failed.error.message).toContain('Could not reach');
  });

  it('refuses to start with a wrong grant, an unknown variable or an invalid URL', async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const start = (auth: Record<string, unknown>, env: string | null = environmentId) =>
      api(suite.cast.writer).post(projectUrl(projectId, '/oauth/authorize'), {
        auth,
        environmentId: env,
      });
    const pointers = (answer: { json: <T>() => T }) =>
      (answer.json<Problem>().errors ?? []).map((error) => error.pointer);

    const wrongGrant = await start(typedAuth({ grant: 'client_credentials' }));
    expectProblem(wrongGrant, 400, 'VALIDATION_FAILED');
    expect(pointers(wrongGrant)).toEqual(['/auth/grant']);

    const notOAuth = await start({ type: 'bearer', token: 'x' });
    expectProblem(notOAuth, 400, 'VALIDATION_FAILED');
    expect(pointers(notOAuth)).toEqual(['/auth/type']);

    const unknown = await start(typedAuth({ clientId: '{{nope}}' }));
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
    expect(pointers(unknown)).toEqual(['/auth/clientId']);
    expect(unknown.json<Problem>().detail).toContain('{{nope}}');
    // Without the environment, its variables are unknown too.
    expect(pointers(await start(typedAuth(), null))).toEqual([
      '/auth/tokenUrl',
      '/auth/clientSecret',
    ]);

    const badUrl = await start(typedAuth({ authorizationUrl: 'ftp://provider/authorize' }));
    expectProblem(badUrl, 400, 'VALIDATION_FAILED');
    expect(pointers(badUrl)).toEqual(['/auth/authorizationUrl']);
    expect(pointers(await start(typedAuth({ redirectUri: 'not a url' })))).toEqual([
      '/auth/redirectUri',
    ]);

    expectProblem(
      await api(suite.cast.writer).post(EXCHANGE_URL, { state: 'whatever' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lets read-only members sign in; refuses bystanders, outsiders and the signed-out', async () => {
    const projectId = await newProject();
    const environmentId = await environment(projectId);
    const started = await authorize(projectId, environmentId, typedAuth(), suite.cast.reader);
    const code = (await visit(started.url)).get('code');
    const finished = await exchange({ state: started.state, code }, suite.cast.reader);
    expect(finished.json<DebugOAuthExchangeResult>().ok).toBe(true);

    const body = { auth: typedAuth(), environmentId };
    for (const person of [suite.cast.bystander, suite.cast.outsider]) {
      for (const answer of [
        await api(person).post(projectUrl(projectId, '/oauth/authorize'), body),
        await api(person).post(projectUrl(projectId, '/oauth/token'), body),
        await api(person).delete(projectUrl(projectId, '/oauth/token'), body),
      ]) {
        expect(answer.statusCode).toBe(403);
      }
    }
    expect((await api(null).post(projectUrl(projectId, '/oauth/authorize'), body)).statusCode).toBe(
      401,
    );
  });
});
