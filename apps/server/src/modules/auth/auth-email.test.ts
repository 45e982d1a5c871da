import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  latestCode,
  nextIp,
  outbox,
  PASSWORD,
  registerUser,
  sessionCookie,
  poster,
  problem,
} from '../../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

let post: ReturnType<typeof poster>;

function registration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email,
    code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreed: true,
    ...overrides,
  };
}

describe('email registration', () => {
  it('sends a code, registers, signs in with an httpOnly cookie and stores an argon2id hash', async () => {
    const ip = nextIp();
    const sent = await post(
      '/api/v1/auth/email-codes',
      { email: ' Ada@Example.COM ', purpose: 'register' },
      ip,
      { 'x-heron-language': 'zh-CN' },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const [mail] = (await outbox(t.app)).filter((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toMatch(/^Heron 验证码：\d{6}$/);

    const code = await latestCode(t.app, 'ada@example.com');
    const response = await post(
      '/api/v1/auth/register/email',
      registration('ADA@example.com', code),
      ip,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      hasPassword: true,
    });
    const cookie = response.cookies.find((c) => c.name === 'heron_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { heron_session: cookie.value },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('ada@example.com');

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.registeredVia).toBe('email');
    const codes = await t.database.db.select().from(verificationCodes);
    expect(codes.every((c) => !c.codeHash.includes(code))).toBe(true);
  });

  it('a code works once', async () => {
    const ip = nextIp();
    await post('/api/v1/auth/email-codes', { email: 'once@example.com', purpose: 'register' }, ip);
    const code = await latestCode(t.app, 'once@example.com');
    expect(
      (await post('/api/v1/auth/register/email', registration('once@example.com', code), ip))
        .statusCode,
    ).toBe(201);
    await t.database.db.delete(users).where(eq(users.email, 'once@example.com'));
    const again = await post(
      '/api/v1/auth/register/email',
      registration('once@example.com', code),
      ip,
    );
    expect(again.statusCode).toBe(400);
    expect(problem(again).code).toBe('INVALID_CODE');
  });

  it.each([
    [{ confirmPassword: 'something else' }, '/confirmPassword', 'validation.passwordMismatch'],
    [{ agreed: false }, '/agreed', 'validation.agreement'],
    [{ email: 'not-an-email' }, '/email', 'validation.email'],
    [{ email: '' }, '/email', 'validation.emailEmpty'],
    [{ code: '12345' }, '/code', 'validation.code'],
    [{ name: '   ' }, '/name', 'validation.required'],
    [{ password: 'short', confirmPassword: 'short' }, '/password', 'validation.passwordLength'],
  ])('refuses %j at %s with %s and creates nothing', async (override, pointer, message) => {
    const ip = nextIp();
    const email = `bad-${pointer.slice(1).toLowerCase()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await post('/api/v1/auth/email-codes', { email, purpose: 'register' }, ip);
    const code = await latestCode(t.app, email);
    const response = await post(
      '/api/v1/auth/register/email',
      registration(email, code, override),
      ip,
    );
    expect(response.statusCode).toBe(400);
    const body = problem(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toContainEqual({ in: 'body', pointer, message });
    // Nothing was written and the code still works.
    const ok = await post('/api/v1/auth/register/email', registration(email, code), ip);
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a taken address when sending the code and when registering', async () => {
    await registerUser(t.app, 'taken@example.com');
    const sent = await post('/api/v1/auth/email-codes', {
      email: 'TAKEN@example.com',
      purpose: 'register',
    });
    expect(sent.statusCode).toBe(409);
    expect(problem(sent).code).toBe('ACCOUNT_EXISTS');
  });

  it('a code dies after five wrong guesses', async () => {
    const ip = nextIp();
    await post('/api/v1/auth/email-codes', { email: 'guess@example.com', purpose: 'register' }, ip);
    const code = await latestCode(t.app, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await post(
        '/api/v1/auth/register/email',
        registration('guess@example.com', wrong),
        ip,
      );
      expect(problem(response).code).toBe('INVALID_CODE');
    }
    const right = await post(
      '/api/v1/auth/register/email',
      registration('guess@example.com', code),
      ip,
    );
    expect(problem(right).code).toBe('INVALID_CODE');
  });

  it('an expired code is refused', async () => {
    const ip = nextIp();
    await post('/api/v1/auth/email-codes', { email: 'late@example.com', purpose: 'register' }, ip);
    const code = await latestCode(t.app, 'late@example.com');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.target, 'late@example.com'));
    const response = await post(
      '/api/v1/auth/register/email',
      registration('late@example.com', code),
      ip,
    );
    expect(problem(response).code).toBe('INVALID_CODE');
  });

  it('one code a minute per address, with the time to wait', async () => {
    const ip = nextIp();
    expect(
      (
        await post(
          '/api/v1/auth/email-codes',
          { email: 'wait@example.com', purpose: 'register' },
          ip,
        )
      ).statusCode,
    ).toBe(200);
    const again = await post(
      '/api/v1/auth/email-codes',
      { email: 'wait@example.com', purpose: 'register' },
      nextIp(),
    );
    expect(again.statusCode).toBe(429);
    const body = problem(again);
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.retryAfterSeconds).toBeGreaterThan(50);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  });

  it('ten codes an hour per address, wherever they are asked from', async () => {
    const email = 'hourly@example.com';
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.database.db.insert(verificationCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        channel: 'email',
        target: email,
        purpose: 'register',
        codeHash: 'x',
        requestIp: nextIp(),
        createdAt: minutesAgo(50 - i * 4),
        expiresAt: minutesAgo(40 - i * 4),
      })),
    );
    const over = await post('/api/v1/auth/email-codes', { email, purpose: 'register' });
    expect(over.statusCode).toBe(429);
    // The oldest of the ten leaves the hour in about ten minutes.
    expect(problem(over).retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(problem(over).retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('thirty codes an hour per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const response = await post(
        '/api/v1/auth/email-codes',
        { email: `many${i}@example.com`, purpose: 'register' },
        ip,
      );
      expect(response.statusCode).toBe(200);
    }
    const over = await post(
      '/api/v1/auth/email-codes',
      { email: 'many-more@example.com', purpose: 'register' },
      ip,
    );
    expect(over.statusCode).toBe(429);
    expect(problem(over).retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('two registrations of one address at once make one account, whichever check refuses the second (flaky on PostgreSQL: the loser got 409)', async () => {
    const ip = nextIp();
    await post('/api/v1/auth/email-codes', { email: 'race@example.com', purpose: 'register' }, ip);
    const code = await latestCode(t.app, 'race@example.com');
    const results = await Promise.all([
      post('/api/v1/auth/register/email', registration('race@example.com', code), ip),
      post('/api/v1/auth/register/email', registration('race@example.com', code), ip),
    ]);
    const [won, lost] = [...results].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(201);
    // The loser is refused by whichever check it reaches after the winner: the code already used
    // (400), or the address already taken (409) when the winner's account existed before the
    // loser looked. Both say what is wrong; neither makes a second account.
    expect([
      [400, 'INVALID_CODE'],
      [409, 'ACCOUNT_EXISTS'],
    ]).toContainEqual([lost!.statusCode, problem(lost!).code]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });
});

describe('email sign-in and sessions', () => {
  beforeAll(async () => {
    await registerUser(t.app, 'grace@example.com', { name: 'Grace' });
  });

  it('signs in with the right password', async () => {
    const response = await post('/api/v1/auth/login/email', {
      email: 'Grace@Example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Grace');
    expect(sessionCookie(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await post('/api/v1/auth/login/email', {
      email: 'grace@example.com',
      password: 'nope-nope',
    });
    const unknown = await post('/api/v1/auth/login/email', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (r: typeof wrong) => ({ ...problem(r), instance: undefined });
    expect(strip(wrong)).toEqual(strip(unknown));
    expect(problem(wrong).code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('five failures lock the address for a while, even with the right password', async () => {
    await registerUser(t.app, 'locked@example.com');
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/v1/auth/login/email', {
        email: 'locked@example.com',
        password: `wrong-${i}-x`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/v1/auth/login/email', {
      email: 'locked@example.com',
      password: PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(problem(locked).code).toBe('TOO_MANY_ATTEMPTS');
    expect(problem(locked).retryAfterSeconds).toBeGreaterThan(800);
  });

  it('a disabled account cannot sign in and its sessions stop working', async () => {
    const token = await registerUser(t.app, 'off@example.com');
    await t.database.db.update(users).set({ status: -1 }).where(eq(users.email, 'off@example.com'));
    const login = await post('/api/v1/auth/login/email', {
      email: 'off@example.com',
      password: PASSWORD,
    });
    expect(problem(login).code).toBe('ACCOUNT_DISABLED');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { heron_session: token },
    });
    expect(session.statusCode).toBe(401);
  });

  it('sign-out ends the session on the server, so a replayed cookie is worthless', async () => {
    const token = await registerUser(t.app, 'bye@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { heron_session: token },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'heron_session')?.value).toBe('');
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { heron_session: token },
    });
    expect(replay.statusCode).toBe(401);
    expect(problem(replay).code).toBe('UNAUTHENTICATED');
  });

  it.each(['', 'garbage', 'x'.repeat(43), `${'A'.repeat(42)}!`])(
    'a tampered cookie %j is no session',
    async (value) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        cookies: { heron_session: value },
      });
      expect(response.statusCode).toBe(401);
    },
  );

  it('no cookie, no session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' })).statusCode).toBe(
      401,
    );
  });
});
