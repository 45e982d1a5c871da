/**
 * Google, GitHub and WeChat as they look to Heron, on loopback: a real OpenID Connect provider
 * (oauth2-mock-server: discovery, JWKS, signed ID tokens, PKCE checks) and small fakes of
 * GitHub's OAuth app endpoints and REST API and of WeChat's website login. Each authorization is
 * granted at once to the "next person" of that provider, so tests decide who signs in.
 * Used by the server tests and, through fake-providers-main.ts, by the browser tests.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export type FakeProviderId = 'google' | 'github' | 'wechat';

export interface FakePerson {
  subject: string;
  name: string;
  email?: string;
  emailVerified?: boolean;
}

export const FAKE_CLIENT = { id: 'heron-test-client', secret: 'heron-test-secret' } as const;

export interface FakeProviders {
  url: string;
  /** The environment that points a Heron server at these providers. */
  env: Record<string, string>;
  /** Who the provider signs in next (until changed); by default a new person each time. */
  setNextPerson(provider: FakeProviderId, person: FakePerson | undefined): void;
  /** Make the provider refuse the next code exchange (an expired or forged code). */
  refuseNextExchange(provider: FakeProviderId): void;
  close(): Promise<void>;
}

interface Grant {
  person: FakePerson;
  redirectUri: string;
  challenge?: string;
}

function newPerson(provider: FakeProviderId): FakePerson {
  const id = randomUUID().slice(0, 8);
  return {
    subject: `${provider}-${id}`,
    name: `${provider} person ${id}`,
    email: `${provider}.${id}@example.test`,
    emailVerified: true,
  };
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function redirectBack(
  response: http.ServerResponse,
  redirectUri: string,
  params: Record<string, string>,
) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  response.writeHead(302, { location: target.toString() });
  response.end();
}

/** The environment that points a Heron server at fake providers listening on `base`. */
export function fakeProviderEnv(base: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: FAKE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENT.secret,
    GOOGLE_ISSUER: base,
    GITHUB_CLIENT_ID: FAKE_CLIENT.id,
    GITHUB_CLIENT_SECRET: FAKE_CLIENT.secret,
    GITHUB_AUTHORIZE_URL: `${base}/github/login/oauth/authorize`,
    GITHUB_TOKEN_URL: `${base}/github/login/oauth/access_token`,
    GITHUB_API_URL: `${base}/github/api`,
    WECHAT_APP_ID: FAKE_CLIENT.id,
    WECHAT_APP_SECRET: FAKE_CLIENT.secret,
    WECHAT_AUTHORIZE_URL: `${base}/wechat/connect/qrconnect`,
    WECHAT_API_URL: `${base}/wechat`,
  };
}

export async function startFakeProviders(port = 0): Promise<FakeProviders> {
  const next: Partial<Record<FakeProviderId, FakePerson>> = {};
  const refuse = new Set<FakeProviderId>();
  const personFor = (provider: FakeProviderId) => next[provider] ?? newPerson(provider);
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakePerson>();

  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const oidc = new OAuth2Service(issuer);
  const googleCodes = new Map<string, FakePerson>();
  oidc.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    const code = redirect.url.searchParams.get('code');
    if (code) googleCodes.set(code, personFor('google'));
  });
  oidc.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
      const person = googleCodes.get(req.body?.code ?? '');
      if (!person) return;
      Object.assign(token.payload, {
        sub: person.subject,
        name: person.name,
        email: person.email,
        email_verified: person.emailVerified ?? false,
      });
    },
  );
  oidc.on(
    'beforeResponse',
    (response: { body: unknown; statusCode: number }, req: { body?: Record<string, string> }) => {
      if (req.body?.grant_type === 'authorization_code' && refuse.delete('google')) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      }
    },
  );

  async function github(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    if (url.pathname === '/github/login/oauth/authorize') {
      if (url.searchParams.get('client_id') !== FAKE_CLIENT.id)
        return send(response, 400, { error: 'unknown client' });
      const code = randomUUID();
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      grants.set(`github:${code}`, {
        person: personFor('github'),
        redirectUri,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      return redirectBack(response, redirectUri, {
        code,
        state: url.searchParams.get('state') ?? '',
      });
    }
    if (url.pathname === '/github/login/oauth/access_token' && request.method === 'POST') {
      const form = await readForm(request);
      const grant = grants.get(`github:${form.get('code')}`);
      grants.delete(`github:${form.get('code')}`);
      const verifier = form.get('code_verifier') ?? '';
      const challengeOk =
        !grant?.challenge ||
        createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      // Like GitHub: a bad code is a 200 with an `error` field.
      if (
        refuse.delete('github') ||
        !grant ||
        !challengeOk ||
        form.get('client_secret') !== FAKE_CLIENT.secret ||
        form.get('redirect_uri') !== grant.redirectUri
      ) {
        return send(response, 200, { error: 'bad_verification_code' });
      }
      const token = `gho_${randomUUID()}`;
      tokens.set(token, grant.person);
      return send(response, 200, {
        access_token: token,
        token_type: 'bearer',
        scope: 'read:user,user:email',
      });
    }
    const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!person) return send(response, 401, { message: 'Bad credentials' });
    if (url.pathname === '/github/api/user') {
      return send(response, 200, {
        id: Number.parseInt(
          createHash('sha256').update(person.subject).digest('hex').slice(0, 8),
          16,
        ),
        login: person.subject,
        name: person.name,
        avatar_url: null,
      });
    }
    if (url.pathname === '/github/api/user/emails') {
      return send(
        response,
        200,
        person.email
          ? [{ email: person.email, primary: true, verified: person.emailVerified ?? false }]
          : [],
      );
    }
    return send(response, 404, { message: 'Not Found' });
  }

  async function wechat(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    if (url.pathname === '/wechat/connect/qrconnect') {
      // The real page shows a QR code; scanning and confirming on the phone sends the browser back.
      if (
        url.searchParams.get('appid') !== FAKE_CLIENT.id ||
        url.searchParams.get('scope') !== 'snsapi_login'
      ) {
        return send(response, 400, { errcode: 41001, errmsg: 'appid or scope wrong' });
      }
      const code = randomUUID();
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      grants.set(`wechat:${code}`, { person: personFor('wechat'), redirectUri });
      return redirectBack(response, redirectUri, {
        code,
        state: url.searchParams.get('state') ?? '',
      });
    }
    if (url.pathname === '/wechat/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const grant = grants.get(`wechat:${code}`);
      grants.delete(`wechat:${code}`);
      if (
        refuse.delete('wechat') ||
        !grant ||
        url.searchParams.get('secret') !== FAKE_CLIENT.secret
      ) {
        return send(response, 200, { errcode: 40029, errmsg: 'invalid code' });
      }
      const token = randomUUID();
      tokens.set(token, grant.person);
      return send(response, 200, {
        access_token: token,
        expires_in: 7200,
        openid: `o-${grant.person.subject}`,
        unionid: grant.person.subject,
        scope: 'snsapi_login',
      });
    }
    if (url.pathname === '/wechat/sns/userinfo') {
      const person = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!person) return send(response, 200, { errcode: 40001, errmsg: 'invalid credential' });
      return send(response, 200, {
        openid: `o-${person.subject}`,
        unionid: person.subject,
        nickname: person.name,
        headimgurl: '',
      });
    }
    return send(response, 404, { errcode: 404, errmsg: 'not found' });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const fail = (error: unknown) => send(response, 500, { error: String(error) });
    if (url.pathname === '/__control/next-person' && request.method === 'POST') {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const { provider, person } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          provider: FakeProviderId;
          person?: FakePerson;
        };
        next[provider] = person;
        send(response, 200, { ok: true });
      })().catch(fail);
      return;
    }
    if (url.pathname.startsWith('/github/')) return void github(request, response, url).catch(fail);
    if (url.pathname.startsWith('/wechat/')) return void wechat(request, response, url).catch(fail);
    oidc.requestHandler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = base;

  return {
    url: base,
    env: fakeProviderEnv(base),
    setNextPerson(provider, person) {
      next[provider] = person;
    },
    refuseNextExchange(provider) {
      refuse.add(provider);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
