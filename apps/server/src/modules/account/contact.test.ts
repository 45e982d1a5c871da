import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  latestCode,
  nextIp,
  outbox,
  PASSWORD,
  poster,
  problem,
  registerUser,
  sessionCookie,
} from '../../../test/auth-helpers.js';
import { updateContact } from './contact-service.js';

let t: TestApp;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

/** A call of the signed-in account `token`, from its own client address. */
function call(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers,
    remoteAddress: nextIp(),
    ...(token ? { cookies: { heron_session: token } } : {}),
  });
}

async function session(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    cookies: { heron_session: token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    user: { id: string; email: string | null; phone: string | null; hasPassword: boolean };
  }>().user;
}

/** Asks for a code to `typed` and reads it from the outbox at the address as stored. */
async function emailCode(token: string, typed: string, stored = typed) {
  const sent = await call('POST', '/api/v1/account/email-codes', token, { email: typed });
  expect(sent.statusCode).toBe(200);
  return latestCode(t.app, stored);
}

async function smsCode(token: string, typed: string, stored = typed) {
  const sent = await call('POST', '/api/v1/account/sms-codes', token, { phone: typed });
  expect(sent.statusCode).toBe(200);
  return latestCode(t.app, stored);
}

/** An account made by phone: no email and no password. */
async function registerByPhone(phone: string) {
  const ip = nextIp();
  expect(
    (await post('/api/v1/auth/sms-codes', { phone, purpose: 'register' }, ip)).statusCode,
  ).toBe(200);
  const response = await post(
    '/api/v1/auth/register/phone',
    { name: 'Phone Person', phone, code: await latestCode(t.app, phone), agreed: true },
    ip,
  );
  expect(response.statusCode).toBe(201);
  return sessionCookie(response);
}

const login = (email: string, password: string) =>
  post('/api/v1/auth/login/email', { email, password });

describe('changing the email', () => {
  it('moves the account to a new address proven by its code and tells the old one', async () => {
    const token = await registerUser(t.app, 'old@example.com');
    const code = await emailCode(token, 'New@Example.com', 'new@example.com');
    const changed = await call(
      'PUT',
      '/api/v1/account/email',
      token,
      // A password sent by an account that has one is not read: it changes nothing.
      {
        email: ' NEW@example.com ',
        code,
        password: 'ignored password',
        confirmPassword: 'ignored password',
      },
      { 'x-heron-language': 'zh-CN' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email).toBe('new@example.com');
    expect((await session(token)).email).toBe('new@example.com');

    expect((await login('new@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login('old@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('new@example.com', 'ignored password')).statusCode).toBe(401);

    const notice = (await outbox(t.app)).find((m) => m.to === 'old@example.com');
    expect(notice?.subject).toBe('您的 Heron 邮箱地址已更改');
    expect(notice?.text).toContain('n***w@example.com');
    expect(notice?.text).not.toContain('new@example.com');
  });

  it('refuses a wrong, expired or already used code, and changes nothing', async () => {
    const token = await registerUser(t.app, 'codes@example.com');
    const code = await emailCode(token, 'codes-next@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('PUT', '/api/v1/account/email', token, {
      email: 'codes-next@example.com',
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(problem(refused).code).toBe('INVALID_CODE');
    // A code that is not six digits is a field error, before any code is looked at.
    const malformed = await call('PUT', '/api/v1/account/email', token, {
      email: 'codes-next@example.com',
      code: '12ab',
    });
    expect(problem(malformed).errors).toContainEqual({
      in: 'body',
      pointer: '/code',
      message: 'validation.code',
    });

    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, 'codes-next@example.com'));
    const expired = await call('PUT', '/api/v1/account/email', token, {
      email: 'codes-next@example.com',
      code,
    });
    expect(problem(expired).code).toBe('INVALID_CODE');
    expect((await session(token)).email).toBe('codes@example.com');

    // Used once, a code is spent: moving away and back with the same code fails.
    await t.database.db
      .delete(verificationCodes)
      .where(eq(verificationCodes.target, 'codes-next@example.com'));
    const fresh = await emailCode(token, 'codes-next@example.com');
    const ok = await call('PUT', '/api/v1/account/email', token, {
      email: 'codes-next@example.com',
      code: fresh,
    });
    expect(ok.statusCode).toBe(200);
    const away = await emailCode(token, 'codes-third@example.com');
    expect(
      (
        await call('PUT', '/api/v1/account/email', token, {
          email: 'codes-third@example.com',
          code: away,
        })
      ).statusCode,
    ).toBe(200);
    const reused = await call('PUT', '/api/v1/account/email', token, {
      email: 'codes-next@example.com',
      code: fresh,
    });
    expect(problem(reused).code).toBe('INVALID_CODE');
    expect((await session(token)).email).toBe('codes-third@example.com');
  });

  it("refuses another account's address (409) and the account's own (400)", async () => {
    await registerUser(t.app, 'taken@example.com');
    const token = await registerUser(t.app, 'taker@example.com');
    const sent = await call('POST', '/api/v1/account/email-codes', token, {
      email: 'TAKEN@example.com',
    });
    expect(sent.statusCode).toBe(409);
    expect(problem(sent).code).toBe('ADDRESS_IN_USE');
    expect((await outbox(t.app)).filter((m) => m.to === 'taken@example.com')).toHaveLength(1);

    const put = await call('PUT', '/api/v1/account/email', token, {
      email: 'taken@example.com',
      code: '123456',
    });
    expect(put.statusCode).toBe(409);
    expect(problem(put).code).toBe('ADDRESS_IN_USE');

    for (const [method, url] of [
      ['POST', '/api/v1/account/email-codes'],
      ['PUT', '/api/v1/account/email'],
    ] as const) {
      const own = await call(method, url, token, {
        email: 'taker@example.com',
        code: '123456',
      });
      expect(own.statusCode, url).toBe(400);
      expect(problem(own).errors).toContainEqual({
        in: 'body',
        pointer: '/email',
        message: 'validation.sameAddress',
      });
    }
  });

  it('lets the unique index decide between two accounts taking one address at once', async () => {
    const first = await registerUser(t.app, 'race-a@example.com');
    const second = await registerUser(t.app, 'race-b@example.com');
    const [a, b] = [await session(first), await session(second)];
    // Both passed the "is it free?" check; the first write wins, the second gets 409.
    await updateContact(t.database.db, a.id, { email: 'race@example.com' });
    const lost = await updateContact(t.database.db, b.id, { email: 'race@example.com' }).catch(
      (error: unknown) => error,
    );
    expect(lost).toBeInstanceOf(AppError);
    expect((lost as AppError).code).toBe('ADDRESS_IN_USE');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(row?.email).toBe('race-b@example.com');
  });

  it('an account without a password sets one with its first email: email login is set up', async () => {
    const token = await registerByPhone('+8613900000101');
    expect((await session(token)).hasPassword).toBe(false);
    const code = await emailCode(token, 'phone-person@example.com');

    const missing = await call('PUT', '/api/v1/account/email', token, {
      email: 'phone-person@example.com',
      code,
    });
    expect(missing.statusCode).toBe(400);
    expect(problem(missing).errors).toContainEqual({
      in: 'body',
      pointer: '/password',
      message: 'validation.required',
    });
    const mismatch = await call('PUT', '/api/v1/account/email', token, {
      email: 'phone-person@example.com',
      code,
      password: 'phone person pw 1',
      confirmPassword: 'phone person pw 2',
    });
    expect(problem(mismatch).errors).toContainEqual({
      in: 'body',
      pointer: '/confirmPassword',
      message: 'validation.passwordMismatch',
    });
    const short = await call('PUT', '/api/v1/account/email', token, {
      email: 'phone-person@example.com',
      code,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(problem(short).errors).toContainEqual({
      in: 'body',
      pointer: '/password',
      message: 'validation.passwordLength',
    });

    // The refusals did not use up the code.
    const set = await call('PUT', '/api/v1/account/email', token, {
      email: 'phone-person@example.com',
      code,
      password: 'phone person pw 1',
      confirmPassword: 'phone person pw 1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({
      email: 'phone-person@example.com',
      phone: '+8613900000101',
      hasPassword: true,
    });
    expect((await login('phone-person@example.com', 'phone person pw 1')).statusCode).toBe(200);
    // No old address: nothing to tell.
    expect((await outbox(t.app)).filter((m) => m.text.includes('p***n@example.com'))).toEqual([]);
  });
  it('an account without a password that already has an email (from a provider) proves it and sets a password', async () => {
    const token = await registerByPhone('+8613900000111');
    const { id } = await session(token);
    await t.database.db
      .update(users)
      .set({ email: 'from-provider@example.com' })
      .where(eq(users.id, id));
    const code = await emailCode(token, 'from-provider@example.com');
    const set = await call('PUT', '/api/v1/account/email', token, {
      email: 'from-provider@example.com',
      code,
      password: 'provider person 1',
      confirmPassword: 'provider person 1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({
      email: 'from-provider@example.com',
      hasPassword: true,
    });
    expect((await login('from-provider@example.com', 'provider person 1')).statusCode).toBe(200);
    // Nothing changed address, so nobody is told; the only message there is the code.
    expect((await outbox(t.app)).filter((m) => m.to === 'from-provider@example.com')).toHaveLength(
      1,
    );
    // With a password now, the same address is "the same" again.
    const again = await call('POST', '/api/v1/account/email-codes', token, {
      email: 'from-provider@example.com',
    });
    expect(problem(again).errors?.[0]?.message).toBe('validation.sameAddress');
  });
});

describe('changing the phone', () => {
  it('adds a phone to an account without one, then changes it and tells the old number', async () => {
    const token = await registerUser(t.app, 'phone-add@example.com');
    const first = await smsCode(token, '139 0000 0201', '+8613900000201');
    const added = await call('PUT', '/api/v1/account/phone', token, {
      phone: '13900000201',
      code: first,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().user.phone).toBe('+8613900000201');

    const second = await smsCode(token, '+14155550202');
    const changed = await call('PUT', '/api/v1/account/phone', token, {
      phone: '+1 415 555 0202',
      code: second,
    });
    expect(changed.statusCode).toBe(200);
    expect((await session(token)).phone).toBe('+14155550202');
    const notice = (await outbox(t.app)).find((m) => m.to === '+8613900000201');
    expect(notice?.channel).toBe('sms');
    expect(notice?.text).toContain('+14****0202');

    // The old number belongs to nobody now.
    const holders = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phone, '+8613900000201'));
    expect(holders).toEqual([]);
  });

  it('refuses a taken number, the same number, a bad number and a wrong code', async () => {
    await registerByPhone('+8613900000301');
    const token = await registerUser(t.app, 'phone-bad@example.com');
    const taken = await call('POST', '/api/v1/account/sms-codes', token, {
      phone: '13900000301',
    });
    expect(taken.statusCode).toBe(409);
    expect(problem(taken).code).toBe('ADDRESS_IN_USE');
    const takenPut = await call('PUT', '/api/v1/account/phone', token, {
      phone: '+8613900000301',
      code: '123456',
    });
    expect(problem(takenPut).code).toBe('ADDRESS_IN_USE');

    const invalid = await call('POST', '/api/v1/account/sms-codes', token, { phone: '12345' });
    expect(problem(invalid).errors).toContainEqual({
      in: 'body',
      pointer: '/phone',
      message: 'validation.phone',
    });

    const code = await smsCode(token, '+8613900000302');
    const wrong = await call('PUT', '/api/v1/account/phone', token, {
      phone: '+8613900000302',
      code: code === '999999' ? '888888' : '999999',
    });
    expect(problem(wrong).code).toBe('INVALID_CODE');
    // The code is stored for its purpose, so it serves no other (sign-in, registration).
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, '+8613900000302'),
          eq(verificationCodes.purpose, 'change-phone'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((await session(token)).phone).toBeNull();

    const ok = await call('PUT', '/api/v1/account/phone', token, { phone: '+8613900000302', code });
    expect(ok.statusCode).toBe(200);
    const same = await call('POST', '/api/v1/account/sms-codes', token, {
      phone: '13900000302',
    });
    expect(problem(same).errors).toContainEqual({
      in: 'body',
      pointer: '/phone',
      message: 'validation.sameAddress',
    });
  });

  it('a sign-in code cannot change the phone', async () => {
    const token = await registerUser(t.app, 'phone-purpose@example.com');
    const ip = nextIp();
    await post('/api/v1/auth/sms-codes', { phone: '+8613900000401', purpose: 'login' }, ip);
    const loginCode = await latestCode(t.app, '+8613900000401');
    const refused = await call('PUT', '/api/v1/account/phone', token, {
      phone: '+8613900000401',
      code: loginCode,
    });
    expect(problem(refused).code).toBe('INVALID_CODE');
  });
});

describe('without a session', () => {
  it('every address change answers 401', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/v1/account/email-codes', { email: 'x@example.com' }],
      ['PUT', '/api/v1/account/email', { email: 'x@example.com', code: '123456' }],
      ['POST', '/api/v1/account/sms-codes', { phone: '+8613900000501' }],
      ['PUT', '/api/v1/account/phone', { phone: '+8613900000501', code: '123456' }],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, url).toBe(401);
      expect(problem(response).code).toBe('UNAUTHENTICATED');
    }
    expect((await outbox(t.app)).filter((m) => m.to === 'x@example.com')).toEqual([]);
  });
});
