import type { DebugAuth } from '@heron/contract';
import type { ResolvedRequest } from '@heron/engine';
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeIdleConnections as closeIdleClients } from '../../../adapters/outbound/index.js';
import {
  codeChallengeS256,
  createAuthorizationRequest,
  exchangeAuthorizationCode,
} from './oauth-authorization-code.js';
import { MemoryOAuthTokenCache, oauthTokenKey, type OAuth2Auth } from '@heron/engine';
import { sendRequest, type SendRequestOptions } from './send-request.js';
import type { SentExchange } from './sent-exchange.js';
import {
  startHttpServer,
  type ReceivedRequest,
  type TestServer,
} from '../../../../test/send-test-servers.js';

const settings = { timeoutMs: 10_000, followRedirects: true, maxRedirects: 5 };

function send(request: ResolvedRequest, auth: DebugAuth, over: Partial<SendRequestOptions> = {}) {
  return sendRequest(request, { auth, settings, policy: 'open', ...over });
}

function status(exchange: SentExchange): number | string {
  return exchange.ok
    ? exchange.response.status
    : `${exchange.error.code}: ${exchange.error.message}`;
}

afterAll(async () => {
  await closeIdleClients();
});

// ---------------------------------------------------------------------------------------------
// Digest: a server that issues challenges and checks the answers by its own computation.

function readDigestParams(header: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of header
    .replace(/^Digest\s+/i, '')
    .matchAll(/(\w+)=(?:"((?:[^"\\]|\\.)*)"|([^,\s]+))/g)) {
    params[match[1]!] = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return params;
}

function digestServer(algorithm: 'MD5' | 'SHA-256', password: string) {
  const nonces = new Set<string>();
  const hash = (text: string | Buffer) =>
    createHash(algorithm === 'MD5' ? 'md5' : 'sha256')
      .update(text)
      .digest('hex');
  return (request: ReceivedRequest, response: http.ServerResponse) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Digest ')) {
      const p = readDigestParams(header);
      const ha1 = hash(`${p.username}:${p.realm}:${password}`);
      const ha2 = hash(`${request.method}:${request.url}`);
      const expected = hash(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:${p.qop}:${ha2}`);
      const isValid =
        nonces.has(p.nonce ?? '') &&
        p.uri === request.url &&
        p.realm === 'heron-test' &&
        p.qop === 'auth' &&
        p.algorithm === algorithm &&
        p.opaque === 'opaque-value' &&
        p.response === expected;
      if (isValid) {
        response.end(`welcome ${p.username}, ${request.body.length} bytes`);
        return;
      }
    }
    const nonce = randomBytes(12).toString('hex');
    nonces.add(nonce);
    response.writeHead(401, [
      ['WWW-Authenticate', 'Basic realm="heron-test"'],
      [
        'WWW-Authenticate',
        `Digest realm="heron-test", qop="auth,auth-int", algorithm=${algorithm}, nonce="${nonce}", opaque="opaque-value"`,
      ],
    ]);
    response.end('who are you?');
  };
}

describe('digest auth', () => {
  let sha: TestServer;
  let md5: TestServer;
  beforeAll(async () => {
    sha = await startHttpServer(digestServer('SHA-256', 'Circle of Life'));
    md5 = await startHttpServer(digestServer('MD5', 'Circle of Life'));
  });
  afterAll(async () => {
    await sha.close();
    await md5.close();
  });

  it.each([
    ['SHA-256', () => sha],
    ['MD5', () => md5],
  ])('answers a %s challenge the server accepts', async (_name, server) => {
    const before = server().received.length;
    const exchange = await send(
      {
        method: 'POST',
        url: `${server().origin}/dir/index.html?x=1`,
        headers: [{ name: 'Content-Type', value: 'text/plain' }],
        body: { kind: 'text', contentType: 'text/plain', text: 'seven b' },
      },
      { type: 'digest', username: 'Mufasa', password: 'Circle of Life' },
    );
    expect(status(exchange)).toBe(200);
    if (!exchange.ok) return;
    expect(Buffer.from(exchange.response.body.base64, 'base64').toString()).toBe(
      'welcome Mufasa, 7 bytes',
    );
    // One challenge, one answer; the body went out both times.
    const received = server().received.slice(before);
    expect(received.map((r) => r.body.toString())).toEqual(['seven b', 'seven b']);
    expect(exchange.sentRequest.headers.find((h) => h.name === 'Authorization')?.value).toMatch(
      /^Digest username="Mufasa", realm="heron-test"/,
    );
  });

  it('gives the 401 back after one answer with a wrong password (no loop)', async () => {
    const before = sha.received.length;
    const exchange = await send(
      { method: 'GET', url: `${sha.origin}/`, headers: [], body: { kind: 'none' } },
      { type: 'digest', username: 'Mufasa', password: 'wrong' },
    );
    expect(status(exchange)).toBe(401);
    expect(sha.received.length - before).toBe(2);
  });

  it('leaves a typed Authorization header alone', async () => {
    const before = sha.received.length;
    const exchange = await send(
      {
        method: 'GET',
        url: `${sha.origin}/`,
        headers: [{ name: 'Authorization', value: 'Digest typed' }],
        body: { kind: 'none' },
      },
      { type: 'digest', username: 'Mufasa', password: 'Circle of Life' },
    );
    expect(status(exchange)).toBe(401);
    expect(sha.received.length - before).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// OAuth 2.0: a token endpoint that counts its calls, an API that accepts only live tokens.

describe('OAuth 2.0 client credentials and password grants', () => {
  let tokens: TestServer;
  let api: TestServer;
  let issued = 0;
  const live = new Set<string>();
  let failNext: { status: number; body: object } | null = null;

  beforeAll(async () => {
    tokens = await startHttpServer((request, response) => {
      const form = new URLSearchParams(request.body.toString());
      if (failNext) {
        response.writeHead(failNext.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(failNext.body));
        failNext = null;
        return;
      }
      if (
        form.get('grant_type') === 'refresh_token' &&
        !form.get('refresh_token')?.startsWith('refresh-')
      ) {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      issued += 1;
      const token = `token-${issued}`;
      live.add(token);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          access_token: token,
          token_type: 'bearer',
          expires_in: 3600,
          refresh_token: `refresh-${issued}`,
        }),
      );
    });
    api = await startHttpServer((request, response) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      response.statusCode = token && live.has(token) ? 200 : 401;
      response.end(token ?? 'none');
    });
  });
  afterAll(async () => {
    await tokens.close();
    await api.close();
  });
  beforeEach(() => {
    failNext = null;
  });

  const clientCredentials = (over: Partial<OAuth2Auth> = {}): OAuth2Auth => ({
    type: 'oauth2',
    grant: 'client_credentials',
    tokenUrl: `${tokens.origin}/token`,
    authorizationUrl: '',
    redirectUri: '',
    clientId: 'my client',
    clientSecret: 's3cr:t',
    scope: 'read write',
    username: '',
    password: '',
    usePkce: true,
    clientAuth: 'basic',
    ...over,
  });
  const call = (): ResolvedRequest => ({
    method: 'GET',
    url: `${api.origin}/me`,
    headers: [],
    body: { kind: 'none' },
  });
  const lastToken = () => api.received.at(-1)!.headers.authorization;

  it('fetches a token once, then reuses the cached one', async () => {
    const cache = new MemoryOAuthTokenCache();
    const auth = clientCredentials();
    const before = tokens.received.length;
    const first = await send(call(), auth, { oauthTokens: cache });
    expect(status(first)).toBe(200);
    const tokenRequest = tokens.received.at(-1)!;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body.toString()))).toEqual({
      grant_type: 'client_credentials',
      scope: 'read write',
    });
    // RFC 6749 §2.3.1: the id and secret are form-encoded inside Basic.
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from('my+client:s3cr%3At').toString('base64')}`,
    );
    const used = lastToken();
    expect(first.ok && first.sentRequest.headers).toContainEqual({
      name: 'Authorization',
      value: used,
    });

    const second = await send(call(), auth, { oauthTokens: cache });
    expect(status(second)).toBe(200);
    expect(tokens.received.length - before).toBe(1);
    expect(lastToken()).toBe(used);
  });

  it('renews an expired token with its refresh token', async () => {
    const cache = new MemoryOAuthTokenCache();
    const auth = clientCredentials({ clientAuth: 'body' });
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => new Date(now);
    expect(status(await send(call(), auth, { oauthTokens: cache, now: clock }))).toBe(200);
    const firstToken = lastToken();
    const firstForm = new URLSearchParams(tokens.received.at(-1)!.body.toString());
    expect(firstForm.get('client_id')).toBe('my client');
    expect(firstForm.get('client_secret')).toBe('s3cr:t');
    const refreshToken = (await cache.get(oauthTokenKey(auth)))!.token.refreshToken;

    now += 3600_000; // the token has expired
    expect(status(await send(call(), auth, { oauthTokens: cache, now: clock }))).toBe(200);
    const renewal = new URLSearchParams(tokens.received.at(-1)!.body.toString());
    expect(renewal.get('grant_type')).toBe('refresh_token');
    expect(renewal.get('refresh_token')).toBe(refreshToken);
    expect(lastToken()).not.toBe(firstToken);
  });

  it('falls back to the grant when the refresh token is refused', async () => {
    const cache = new MemoryOAuthTokenCache();
    const auth = clientCredentials();
    cache.set(
      oauthTokenKey(auth),
      { accessToken: 'old', tokenType: 'Bearer', refreshToken: 'revoked' },
      1,
    );
    expect(status(await send(call(), auth, { oauthTokens: cache }))).toBe(200);
    const grants = tokens.received
      .slice(-2)
      .map((r) => new URLSearchParams(r.body.toString()).get('grant_type'));
    expect(grants).toEqual(['refresh_token', 'client_credentials']);
  });

  it('replaces a cached token the API refuses, once', async () => {
    const cache = new MemoryOAuthTokenCache();
    const auth = clientCredentials();
    cache.set(oauthTokenKey(auth), { accessToken: 'revoked-token', tokenType: 'Bearer' }, null);
    const before = api.received.length;
    expect(status(await send(call(), auth, { oauthTokens: cache }))).toBe(200);
    expect(api.received.slice(before).map((r) => r.headers.authorization)).toEqual([
      'Bearer revoked-token',
      lastToken(),
    ]);
  });

  it('keeps tokens of different resource owners apart (password grant)', async () => {
    const cache = new MemoryOAuthTokenCache();
    const before = tokens.received.length;
    const alice = clientCredentials({ grant: 'password', username: 'alice', password: 'pw-a' });
    const bob = clientCredentials({ grant: 'password', username: 'bob', password: 'pw-b' });
    expect(status(await send(call(), alice, { oauthTokens: cache }))).toBe(200);
    const form = new URLSearchParams(tokens.received.at(-1)!.body.toString());
    expect([form.get('grant_type'), form.get('username'), form.get('password')]).toEqual([
      'password',
      'alice',
      'pw-a',
    ]);
    expect(status(await send(call(), bob, { oauthTokens: cache }))).toBe(200);
    expect(status(await send(call(), alice, { oauthTokens: cache }))).toBe(200);
    expect(tokens.received.length - before).toBe(2);
    expect(oauthTokenKey(alice)).not.toBe(oauthTokenKey(bob));
    expect(oauthTokenKey(alice)).not.toContain('pw-a');
  });

  it('says why the token endpoint gave no token, and does not call the API', async () => {
    failNext = {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unknown client' },
    };
    const before = api.received.length;
    const exchange = await send(call(), clientCredentials({ clientId: 'someone-else' }));
    expect(exchange.ok).toBe(false);
    if (exchange.ok) return;
    expect(exchange.error.code).toBe('AUTH_FAILED');
    expect(exchange.error.message).toContain('invalid_client (Unknown client)');
    expect(api.received.length).toBe(before);
  });

  it('reaches the token endpoint through the same address policy', async () => {
    const exchange = await send(call(), clientCredentials(), { policy: 'public-only' });
    expect(exchange.ok).toBe(false);
    if (exchange.ok) return;
    expect(exchange.error.code).toBe('AUTH_FAILED');
    expect(exchange.error.message).toContain('not allowed');
  });

  it('asks for a sign-in when an authorization-code token is missing', async () => {
    const exchange = await send(call(), clientCredentials({ grant: 'authorization_code' }), {
      oauthTokens: new MemoryOAuthTokenCache(),
    });
    expect(exchange.ok ? 'answered' : exchange.error.code).toBe('AUTH_FAILED');
  });
});

describe('OAuth 2.0 authorization code with PKCE (oauth2-mock-server)', () => {
  let issuer: OAuth2Server;
  let api: TestServer;
  let base: string;

  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    base = issuer.issuer.url!;
    api = await startHttpServer((request, response) => {
      response.statusCode = request.headers.authorization?.startsWith('Bearer ey') ? 200 : 401;
      response.end();
    });
  });
  afterAll(async () => {
    await issuer.stop();
    await api.close();
  });

  const auth = (): OAuth2Auth => ({
    type: 'oauth2',
    grant: 'authorization_code',
    tokenUrl: `${base}/token`,
    authorizationUrl: `${base}/authorize?prompt=login`,
    redirectUri: 'http://localhost:5173/oauth/callback',
    clientId: 'heron-web',
    clientSecret: '',
    scope: 'openid profile',
    username: '',
    password: '',
    usePkce: true,
    clientAuth: 'basic',
  });

  /** What the person's browser does: open the address, come back with the code. */
  async function signIn(url: string) {
    const visit = await sendRequest(
      { method: 'GET', url, headers: [], body: { kind: 'none' } },
      { auth: { type: 'none' }, settings: { ...settings, followRedirects: false }, policy: 'open' },
    );
    if (!visit.ok) throw new Error(visit.error.message);
    const location = visit.response.headers.find((h) => h.name.toLowerCase() === 'location')!.value;
    return new URL(location);
  }

  it('builds the authorize address with an S256 challenge and a state', () => {
    const start = createAuthorizationRequest(auth(), { state: 'st', codeVerifier: 'v'.repeat(43) });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const url = new URL(start.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'login',
      response_type: 'code',
      client_id: 'heron-web',
      redirect_uri: 'http://localhost:5173/oauth/callback',
      scope: 'openid profile',
      state: 'st',
      code_challenge: codeChallengeS256('v'.repeat(43)),
      code_challenge_method: 'S256',
    });
    // RFC 7636 appendix B.
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(createAuthorizationRequest({ ...auth(), authorizationUrl: 'not a url' }).ok).toBe(false);
  });

  it('trades the code for a token the sender then uses', async () => {
    const cache = new MemoryOAuthTokenCache();
    const start = createAuthorizationRequest(auth());
    if (!start.ok) throw new Error(start.message);
    const callback = await signIn(start.url);
    expect(callback.searchParams.get('state')).toBe(start.state);
    const exchanged = await exchangeAuthorizationCode(
      auth(),
      { code: callback.searchParams.get('code')!, codeVerifier: start.codeVerifier },
      { policy: 'open', oauthTokens: cache },
    );
    expect(exchanged.ok, JSON.stringify(exchanged)).toBe(true);
    expect((await cache.get(oauthTokenKey(auth())))?.token.refreshToken).toBeDefined();

    const call = await send(
      { method: 'GET', url: `${api.origin}/me`, headers: [], body: { kind: 'none' } },
      auth(),
      { oauthTokens: cache },
    );
    expect(status(call)).toBe(200);
  });

  it('is refused with a verifier that does not match the challenge', async () => {
    const start = createAuthorizationRequest(auth());
    if (!start.ok) throw new Error(start.message);
    const callback = await signIn(start.url);
    const exchanged = await exchangeAuthorizationCode(
      auth(),
      { code: callback.searchParams.get('code')!, codeVerifier: 'x'.repeat(43) },
      { policy: 'open' },
    );
    expect(exchanged.ok ? 'token' : exchanged.error.code).toBe('AUTH_FAILED');
  });
});
