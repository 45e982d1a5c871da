import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BROWSER_ACCOUNTS } from '@heron/contract';
import { sessions } from '../../db/schema/index.js';
import { browser } from '../../../test/browser.js';
import { PASSWORD, problem, registerUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sha256 } from './secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A fresh account (registered elsewhere, so not in any test browser), with its email. */
async function account(name: string) {
  counter += 1;
  const email = `chooser-${counter}@example.com`;
  const token = await registerUser(t.app, email, { name });
  return { email, name, token };
}

type Browser = ReturnType<typeof browser>;

async function signIn(b: Browser, email: string) {
  const response = await b.post('/api/v1/auth/login/email', { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return response;
}

async function accountsOf(b: Browser) {
  const response = await b.get('/api/v1/auth/accounts');
  expect(response.statusCode).toBe(200);
  return response.json<{ accounts: { name: string; isActive: boolean; id: string }[] }>().accounts;
}

async function whoIs(token: string | undefined) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    cookies: token ? { heron_session: token } : {},
  });
  return response.statusCode === 200 ? response.json<{ user: { name: string } }>().user.name : 401;
}

async function expireSession(token: string) {
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, sha256(token)));
}

describe('account chooser', () => {
  it('lists the accounts of this browser, active first, and never a token', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const b = browser(t.app);
    expect(await accountsOf(b)).toEqual([]);

    await signIn(b, ada.email);
    await signIn(b, bob.email);
    const listed = await b.get('/api/v1/auth/accounts');
    expect(listed.json().accounts).toEqual([
      {
        id: expect.any(String),
        name: 'Bob',
        email: bob.email,
        phoneMasked: null,
        avatarUrl: null,
        isActive: true,
      },
      expect.objectContaining({ name: 'Ada', email: ada.email, isActive: false }),
    ]);
    for (const token of b.jar.values()) {
      for (const part of token.split('.')) expect(listed.body).not.toContain(part);
    }
    const cookie = listed.cookies.find((c) => c.name === 'heron_accounts');
    expect(cookie).toBeUndefined(); // nothing stale: nothing rewritten
  });

  it('switches to another account of this browser without a password', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const b = browser(t.app);
    await signIn(b, ada.email);
    await signIn(b, bob.email);
    const [, adaListed] = await accountsOf(b);

    const switched = await b.post('/api/v1/auth/accounts/switch', { userId: adaListed!.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.name).toBe('Ada');
    const setCookie = switched.cookies.find((c) => c.name === 'heron_session')!;
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await whoIs(b.cookie('heron_session'))).toBe('Ada');
    expect((await accountsOf(b)).map((a) => [a.name, a.isActive])).toEqual([
      ['Ada', true],
      ['Bob', false],
    ]);

    // And back; switching to the active account changes nothing.
    const bobId = (await accountsOf(b))[1]!.id;
    expect((await b.post('/api/v1/auth/accounts/switch', { userId: bobId })).statusCode).toBe(200);
    expect(await whoIs(b.cookie('heron_session'))).toBe('Bob');
    const same = await b.post('/api/v1/auth/accounts/switch', { userId: bobId });
    expect(same.statusCode).toBe(200);
    expect(same.cookies).toEqual([]);
  });

  it('refuses to switch to an account this browser is not signed in to, changing nothing', async () => {
    const ada = await account('Ada');
    const stranger = await account('Stranger');
    const b = browser(t.app);
    await signIn(b, ada.email);
    const before = new Map(b.jar);
    const strangerId = await t.app
      .inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        cookies: { heron_session: stranger.token },
      })
      .then((r) => r.json<{ user: { id: string } }>().user.id);

    for (const userId of [strangerId, randomUUID()]) {
      const forged = await b.post('/api/v1/auth/accounts/switch', { userId });
      expect(forged.statusCode).toBe(404);
      expect(problem(forged).code).toBe('NOT_FOUND');
      expect(forged.cookies).toEqual([]);
    }
    expect(b.jar).toEqual(before);
    expect(await whoIs(b.cookie('heron_session'))).toBe('Ada');

    const malformed = await b.post('/api/v1/auth/accounts/switch', { userId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(problem(malformed).code).toBe('VALIDATION_FAILED');

    // Without any session at all, there is nothing to switch to either.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accounts/switch',
      payload: { userId: strangerId },
    });
    expect(anonymous.statusCode).toBe(404);
  });

  it("drops an expired session of another browser from the cookie, and won't switch to it", async () => {
    const ada = await account('Ada');
    const carol = await account('Carol'); // signed in on another browser
    const b = browser(t.app);
    await signIn(b, ada.email);
    const carolId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        cookies: { heron_session: carol.token },
      })
    ).json<{ user: { id: string } }>().user.id;
    await expireSession(carol.token);
    b.jar.set('heron_accounts', carol.token);

    const refused = await b.post('/api/v1/auth/accounts/switch', { userId: carolId });
    expect(refused.statusCode).toBe(404);
    expect(await whoIs(b.cookie('heron_session'))).toBe('Ada');

    // Listing leaves it out and tidies the cookie.
    expect((await accountsOf(b)).map((a) => a.name)).toEqual(['Ada']);
    expect(b.cookie('heron_accounts')).toBeUndefined();
  });

  it.each([
    ['garbage', 'not a token at all'],
    ['a token with a bad character', `${'a'.repeat(42)}!`],
    ['a token glued to garbage', `${'a'.repeat(43)}.x`],
    [
      'too many tokens',
      Array.from({ length: MAX_BROWSER_ACCOUNTS }, () => 'a'.repeat(43)).join('.'),
    ],
  ])('ignores a tampered accounts cookie (%s)', async (_, value) => {
    const ada = await account('Ada');
    const b = browser(t.app);
    await signIn(b, ada.email);
    b.jar.set('heron_accounts', value);
    expect((await accountsOf(b)).map((a) => a.name)).toEqual(['Ada']);
    expect(b.cookie('heron_accounts')).toBeUndefined();
    const adaId = (await accountsOf(b))[0]!.id;
    b.jar.set('heron_accounts', value);
    expect(
      (await b.post('/api/v1/auth/accounts/switch', { userId: randomUUID() })).statusCode,
    ).toBe(404);
    expect((await b.post('/api/v1/auth/accounts/switch', { userId: adaId })).statusCode).toBe(200);
    expect(await whoIs(b.cookie('heron_session'))).toBe('Ada');
  });

  it('signing in again to an account replaces its older session instead of listing it twice', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const b = browser(t.app);
    await signIn(b, ada.email);
    const firstAdaToken = b.cookie('heron_session');
    await signIn(b, bob.email);
    await signIn(b, ada.email);
    expect((await accountsOf(b)).map((a) => [a.name, a.isActive])).toEqual([
      ['Ada', true],
      ['Bob', false],
    ]);
    expect(b.cookie('heron_session')).not.toBe(firstAdaToken);
    expect(await whoIs(firstAdaToken)).toBe(401);
  });

  it(`keeps at most ${MAX_BROWSER_ACCOUNTS} accounts, signing out the least recently used`, async () => {
    const people = [];
    for (let i = 0; i <= MAX_BROWSER_ACCOUNTS; i += 1) people.push(await account(`P${i}`));
    const b = browser(t.app);
    const tokens: string[] = [];
    for (const person of people) {
      await signIn(b, person.email);
      tokens.push(b.cookie('heron_session')!);
    }
    const listed = await accountsOf(b);
    expect(listed).toHaveLength(MAX_BROWSER_ACCOUNTS);
    expect(listed.map((a) => a.name)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
    expect(b.cookie('heron_accounts')!.split('.')).toHaveLength(MAX_BROWSER_ACCOUNTS - 1);
    // The evicted session is ended on the server, not just forgotten.
    expect(await whoIs(tokens[0])).toBe(401);
    expect(await whoIs(tokens[1])).toBe('P1');
  });

  it('signing out of one ends its session and makes the next account active', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const b = browser(t.app);
    await signIn(b, ada.email);
    const adaToken = b.cookie('heron_session');
    await signIn(b, bob.email);
    const bobToken = b.cookie('heron_session');

    const out = await b.post('/api/v1/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(await whoIs(bobToken)).toBe(401);
    expect(b.cookie('heron_session')).toBe(adaToken);
    expect(b.cookie('heron_accounts')).toBeUndefined();
    expect((await b.get('/api/v1/auth/session')).json().user.name).toBe('Ada');
    expect((await accountsOf(b)).map((a) => a.name)).toEqual(['Ada']);

    // The last one: signed out completely.
    expect((await b.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(await whoIs(adaToken)).toBe(401);
    expect(b.jar.size).toBe(0);
    expect((await b.get('/api/v1/auth/session')).statusCode).toBe(401);
    // Signing out with nothing signed in is fine too.
    expect((await b.post('/api/v1/auth/logout')).statusCode).toBe(204);
  });

  it('signing out of all ends every session this browser holds, and only those', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const carol = await account('Carol');
    const b = browser(t.app);
    const held: string[] = [];
    for (const person of [ada, bob, carol]) {
      await signIn(b, person.email);
      held.push(b.cookie('heron_session')!);
    }
    const out = await b.post('/api/v1/auth/logout/all');
    expect(out.statusCode).toBe(204);
    for (const token of held) expect(await whoIs(token)).toBe(401);
    expect(b.jar.size).toBe(0);
    expect(await accountsOf(b)).toEqual([]);
    // Their sessions on other devices go on.
    expect(await whoIs(ada.token)).toBe('Ada');
    expect(await whoIs(carol.token)).toBe('Carol');
  });
});

describe('Authorization: Bearer', () => {
  it('authenticates with a session token, and a bad one is 401', async () => {
    const ada = await account('Ada');
    const bob = await account('Bob');
    const as = (authorization: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        headers: { authorization },
        cookies,
      });
    const ok = await as(`Bearer ${ada.token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Ada');
    expect((await as(`bearer  ${ada.token}`)).statusCode).toBe(200);

    for (const bad of [
      `Bearer ${'a'.repeat(43)}`,
      `Bearer ${ada.token}x`,
      'Bearer',
      `Basic ${ada.token}`,
      ada.token,
    ]) {
      const refused = await as(bad);
      expect(refused.statusCode, bad).toBe(401);
      expect(problem(refused).code).toBe('UNAUTHENTICATED');
    }

    // A browser's cookie decides whenever it is sent, even beside a valid bearer.
    expect((await as(`Bearer ${ada.token}`, { heron_session: bob.token })).json().user.name).toBe(
      'Bob',
    );
    expect((await as(`Bearer ${ada.token}`, { heron_session: 'tampered' })).statusCode).toBe(401);
  });

  it('signing out with a bearer ends that session only and sets no cookie', async () => {
    const ada = await account('Ada');
    const second = await signIn(browser(t.app), ada.email);
    const other = second.cookies.find((c) => c.name === 'heron_session')!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies).toEqual([]);
    expect(await whoIs(ada.token)).toBe(401);
    expect(await whoIs(other)).toBe('Ada');
  });
});
