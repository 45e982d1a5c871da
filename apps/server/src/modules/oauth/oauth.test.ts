import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeProviders,
  type FakePerson,
  type FakeProviderId,
  type FakeProviders,
} from '../../../../../e2e/support/fake-providers.js';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem, registerUser, sessionCookie } from '../../../test/auth-helpers.js';

const PUBLIC_URL = 'http://heron.test';
let fake: FakeProviders;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  fake = await startFakeProviders();
  const { oauth } = loadConfig({ NODE_ENV: 'test', ...fake.env });
  t = await createTestApp({ oauth, publicUrl: PUBLIC_URL });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fake.close();
});

function person(provider: FakeProviderId, name: string, extra: Partial<FakePerson> = {}) {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    subject: `${provider}-${name}-${id}`,
    name,
    email: `${name}.${id}@example.test`,
    emailVerified: true,
    ...extra,
  };
}

interface Trip {
  start: LightMyRequestResponse;
  callback: LightMyRequestResponse;
  /** Where the callback sent the browser. */
  landing: string;
  callbackUrl: string;
  stateCookie: string;
}

/** Runs a whole round trip the way a browser does: start, provider redirect, callback. */
async function roundTrip(
  provider: FakeProviderId,
  options: { intent?: 'login' | 'link'; session?: string; returnTo?: string; as?: FakePerson } = {},
): Promise<Trip> {
  if (options.as) fake.setNextPerson(provider, options.as);
  const session: Record<string, string> = options.session ? { heron_session: options.session } : {};
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/v1/oauth/${provider}/authorizations`,
    cookies: session,
    payload: { intent: options.intent ?? 'login', returnTo: options.returnTo },
  });
  expect(start.statusCode, start.body).toBe(200);
  const stateCookie = start.cookies.find((c) => c.name === 'heron_oauth_state');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/oauth/' });
  const atProvider = await fetch(start.json<{ authorizationUrl: string }>().authorizationUrl, {
    redirect: 'manual',
  });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/v1/oauth/${provider}/callback`);
  const callbackUrl = `${back.pathname}${back.search}`;
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl,
    cookies: { ...session, heron_oauth_state: stateCookie!.value },
  });
  expect(callback.statusCode).toBe(302);
  fake.setNextPerson(provider, undefined);
  return {
    start,
    callback,
    landing: callback.headers.location as string,
    callbackUrl,
    stateCookie: stateCookie!.value,
  };
}

const ticketOf = (landing: string) => /^\/user\/login-3party#ticket=([\w-]+)$/.exec(landing)?.[1];

async function identities(session: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/account/identities',
    cookies: { heron_session: session },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    identities: { provider: string; displayName: string | null }[];
    providers: { id: string; configured: boolean }[];
  }>();
}

async function registerThroughProvider(provider: FakeProviderId, who: FakePerson) {
  const trip = await roundTrip(provider, { as: who });
  const ticket = ticketOf(trip.landing);
  expect(ticket).toBeDefined();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/ticket/register',
    payload: { ticket, name: who.name, agreed: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  return {
    session: sessionCookie(created),
    user: created.json().user as { id: string; email: string | null; hasPassword: boolean },
  };
}

describe('sign-in providers', () => {
  it('lists the providers with whether each is set up', async () => {
    const configured = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/providers' });
    expect(configured.json().providers).toEqual([
      { id: 'google', configured: true },
      { id: 'github', configured: true },
      { id: 'wechat', configured: true },
    ]);
    const none = await bare.app.inject({ method: 'GET', url: '/api/v1/oauth/providers' });
    expect(none.json().providers.every((p: { configured: boolean }) => !p.configured)).toBe(true);
  });

  it('refuses a provider that is not set up, or unknown, before any redirect', async () => {
    const notSetUp = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/google/authorizations',
      payload: { intent: 'login' },
    });
    expect(notSetUp.statusCode).toBe(404);
    expect(problem(notSetUp).code).toBe('PROVIDER_NOT_CONFIGURED');
    expect(notSetUp.cookies.find((c) => c.name === 'heron_oauth_state')).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/facebook/authorizations',
      payload: { intent: 'login' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('sends Google the PKCE challenge, a nonce and the state, and never an off-site return path', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/google/authorizations',
      payload: { intent: 'login', returnTo: '/team/list' },
    });
    const url = new URL(start.json().authorizationUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBe(
      start.cookies.find((c) => c.name === 'heron_oauth_state')?.value,
    );
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/a\tb',
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/google/authorizations',
        payload: { intent: 'login', returnTo },
      });
      expect(bad.statusCode, returnTo).toBe(400);
      expect(problem(bad).errors?.[0]).toMatchObject({
        pointer: '/returnTo',
        message: 'validation.sitePath',
      });
    }
  });

  it('first Google sign-in creates an account from the ticket; the next one signs straight in', async () => {
    const ada = person('google', 'ada');
    const first = await roundTrip('google', { as: ada, returnTo: '/team/list' });
    expect(first.callback.cookies.find((c) => c.name === 'heron_session')).toBeUndefined();
    const ticket = ticketOf(first.landing)!;
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket',
      payload: { ticket },
    });
    expect(shown.json()).toMatchObject({
      provider: 'google',
      displayName: 'ada',
      email: ada.email,
      returnTo: '/team/list',
    });

    const noAgreement = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/register',
      payload: { ticket, name: 'Ada', agreed: false },
    });
    expect(problem(noAgreement).errors?.[0]?.message).toBe('validation.agreement');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/register',
      payload: { ticket, name: 'Ada Lovelace', agreed: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      name: 'Ada Lovelace',
      email: ada.email,
      hasPassword: false,
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.json().user.id));
    expect(row?.registeredVia).toBe('google');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/register',
      payload: { ticket, name: 'Ada again', agreed: true },
    });
    expect(problem(reused).code).toBe('OAUTH_TICKET_INVALID');

    const again = await roundTrip('google', { as: ada, returnTo: '/team/list' });
    expect(again.landing).toBe('/team/list');
    const session = sessionCookie(again.callback);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { heron_session: session },
    });
    expect(me.json().user.id).toBe(created.json().user.id);
    expect(again.callback.cookies.find((c) => c.name === 'heron_oauth_state')?.value).toBe('');
  });

  it('does not take an email another account already has', async () => {
    const taken = 'taken.address@example.com';
    await registerUser(t.app, taken);
    const { user } = await registerThroughProvider(
      'google',
      person('google', 'grace', { email: taken }),
    );
    expect(user.email).toBeNull();
    const unverified = await registerThroughProvider(
      'google',
      person('google', 'eve', { emailVerified: false }),
    );
    expect(unverified.user.email).toBeNull();
  });

  it('refuses a replayed callback, a missing or foreign state cookie, and an expired ticket', async () => {
    const trip = await roundTrip('google');
    expect(ticketOf(trip.landing)).toBeDefined();
    const replay = await t.app.inject({
      method: 'GET',
      url: trip.callbackUrl,
      cookies: { heron_oauth_state: trip.stateCookie },
    });
    expect(replay.headers.location).toBe(
      '/user/login-3party?error=OAUTH_STATE_INVALID&provider=google',
    );

    // A callback carried to another browser (login CSRF): its cookie holds no, or another, state.
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/github/authorizations',
      payload: { intent: 'login' },
    });
    const atProvider = await fetch(start.json().authorizationUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    for (const cookies of [{}, { heron_oauth_state: 'x'.repeat(43) }] as Record<string, string>[]) {
      const stolen = await t.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies,
      });
      expect(stolen.headers.location).toBe(
        '/user/login-3party?error=OAUTH_STATE_INVALID&provider=github',
      );
      expect(stolen.cookies.find((c) => c.name === 'heron_session')).toBeUndefined();
    }
    const wrongProvider = await t.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/google/callback${back.search}`,
      cookies: {
        heron_oauth_state: start.cookies.find((c) => c.name === 'heron_oauth_state')!.value,
      },
    });
    expect(wrongProvider.headers.location).toContain('error=OAUTH_STATE_INVALID');

    const unknownTicket = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket',
      payload: { ticket: 'nope' },
    });
    expect(problem(unknownTicket).code).toBe('OAUTH_TICKET_INVALID');
  });

  it('reports a provider that refuses the code, or that the person turned down', async () => {
    for (const provider of ['google', 'github', 'wechat'] as const) {
      fake.refuseNextExchange(provider);
      const trip = await roundTrip(provider);
      expect(trip.landing, provider).toBe(
        `/user/login-3party?error=OAUTH_FAILED&provider=${provider}`,
      );
    }
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/google/authorizations',
      payload: { intent: 'login' },
    });
    const state = start.cookies.find((c) => c.name === 'heron_oauth_state')!.value;
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/google/callback?error=access_denied&state=${state}`,
      cookies: { heron_oauth_state: state },
    });
    expect(denied.headers.location).toBe('/user/login-3party?error=OAUTH_FAILED&provider=google');
  });

  it('refuses an ID token from another issuer', async () => {
    const { oauth } = loadConfig({
      NODE_ENV: 'test',
      ...fake.env,
      // Same server, other name: discovery answers, but the token's `iss` is not this issuer.
      GOOGLE_ISSUER: fake.url.replace('127.0.0.1', 'localhost'),
    });
    const other = await createTestApp({ oauth, publicUrl: PUBLIC_URL });
    try {
      const start = await other.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/google/authorizations',
        payload: { intent: 'login' },
      });
      const back = new URL(
        (await fetch(start.json().authorizationUrl, { redirect: 'manual' })).headers.get(
          'location',
        )!,
      );
      const callback = await other.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: {
          heron_oauth_state: start.cookies.find((c) => c.name === 'heron_oauth_state')!.value,
        },
      });
      expect(callback.headers.location).toBe(
        '/user/login-3party?error=OAUTH_FAILED&provider=google',
      );
    } finally {
      await other.close();
    }
  });

  it('links GitHub to a signed-in account, returns to the page, and signs in with it later', async () => {
    const session = await registerUser(t.app, 'linker@example.com');
    const octo = person('github', 'octocat');
    const linked = await roundTrip('github', {
      intent: 'link',
      session,
      returnTo: '/team/list?tab=1',
      as: octo,
    });
    expect(linked.landing).toBe('/team/list?tab=1&oauth=linked&provider=github');
    expect((await identities(session)).identities).toEqual([
      expect.objectContaining({ provider: 'github', displayName: 'octocat' }),
    ]);
    const signIn = await roundTrip('github', { as: octo });
    expect(signIn.landing).toBe('/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { heron_session: sessionCookie(signIn.callback) },
    });
    expect(me.json().user.email).toBe('linker@example.com');
  });

  it('needs a session to link, and the same account at the end of the round trip', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/github/authorizations',
      payload: { intent: 'link' },
    });
    expect(anonymous.statusCode).toBe(401);

    const first = await registerUser(t.app, 'first-linker@example.com');
    const second = await registerUser(t.app, 'second-linker@example.com');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/github/authorizations',
      cookies: { heron_session: first },
      payload: { intent: 'link' },
    });
    const back = new URL(
      (await fetch(start.json().authorizationUrl, { redirect: 'manual' })).headers.get('location')!,
    );
    const switched = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: {
        heron_session: second,
        heron_oauth_state: start.cookies.find((c) => c.name === 'heron_oauth_state')!.value,
      },
    });
    expect(switched.headers.location).toBe(
      '/?oauth=error&provider=github&code=OAUTH_STATE_INVALID',
    );
    expect((await identities(first)).identities).toEqual([]);
    expect((await identities(second)).identities).toEqual([]);
  });

  it('binds, re-binds and unbinds WeChat; one WeChat belongs to one account', async () => {
    const alice = await registerUser(t.app, 'wechat-alice@example.com');
    const bob = await registerUser(t.app, 'wechat-bob@example.com');
    const wx = person('wechat', 'wx-alice');
    expect((await roundTrip('wechat', { intent: 'link', session: alice, as: wx })).landing).toBe(
      '/?oauth=linked&provider=wechat',
    );
    const taken = await roundTrip('wechat', { intent: 'link', session: bob, as: wx });
    expect(taken.landing).toBe('/?oauth=error&provider=wechat&code=WECHAT_ALREADY_REGISTERED');
    expect((await identities(bob)).identities).toEqual([]);

    const other = person('wechat', 'wx-alice-new');
    await roundTrip('wechat', { intent: 'link', session: alice, as: other });
    expect((await identities(alice)).identities).toEqual([
      expect.objectContaining({ provider: 'wechat', displayName: 'wx-alice-new' }),
    ]);
    // The old WeChat is free again after the re-bind.
    expect((await roundTrip('wechat', { intent: 'link', session: bob, as: wx })).landing).toContain(
      'oauth=linked',
    );

    const unbind = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/identities/wechat',
      cookies: { heron_session: alice },
    });
    expect(unbind.statusCode).toBe(204);
    expect((await identities(alice)).identities).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/identities/wechat',
      cookies: { heron_session: alice },
    });
    expect(problem(again).code).toBe('NOT_FOUND');
  });

  it('refuses to link a Google account that another account has', async () => {
    const owner = person('google', 'owner');
    await registerThroughProvider('google', owner);
    const session = await registerUser(t.app, 'second-google@example.com');
    const trip = await roundTrip('google', { intent: 'link', session, as: owner });
    expect(trip.landing).toBe('/?oauth=error&provider=google&code=PROVIDER_ACCOUNT_IN_USE');
  });

  it('refuses to unlink the only way to sign in until email login is set up', async () => {
    const { session } = await registerThroughProvider('github', person('github', 'solo'));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/identities/github',
      cookies: { heron_session: session },
    });
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).code).toBe('LAST_SIGN_IN_METHOD');
    expect((await identities(session)).identities).toHaveLength(1);

    // A second provider is another way in: one of the two may go, not both.
    await roundTrip('google', { intent: 'link', session, as: person('google', 'solo') });
    const first = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/identities/github',
      cookies: { heron_session: session },
    });
    expect(first.statusCode).toBe(204);
    const last = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/identities/google',
      cookies: { heron_session: session },
    });
    expect(problem(last).code).toBe('LAST_SIGN_IN_METHOD');
  });

  it('binds a first sign-in to an existing account through its ticket', async () => {
    const session = await registerUser(t.app, 'binder@example.com');
    const trip = await roundTrip('wechat', { as: person('wechat', 'binder') });
    const ticket = ticketOf(trip.landing)!;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/bind',
      payload: { ticket },
    });
    expect(anonymous.statusCode).toBe(401);
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/bind',
      cookies: { heron_session: session },
      payload: { ticket },
    });
    expect(bound.statusCode).toBe(200);
    expect((await identities(session)).identities.map((i) => i.provider)).toEqual(['wechat']);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/ticket/bind',
      cookies: { heron_session: session },
      payload: { ticket },
    });
    expect(problem(reused).code).toBe('OAUTH_TICKET_INVALID');
  });

  it('keeps a disabled account out, even through a linked provider', async () => {
    const who = person('google', 'disabled');
    const { user } = await registerThroughProvider('google', who);
    await t.database.db.update(users).set({ status: -1 }).where(eq(users.id, user.id));
    const trip = await roundTrip('google', { as: who });
    expect(trip.landing).toBe('/user/login-3party?error=ACCOUNT_DISABLED&provider=google');
    expect(trip.callback.cookies.find((c) => c.name === 'heron_session')).toBeUndefined();
  });
});
