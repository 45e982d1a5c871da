import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_REGISTRATION_AI_CREDITS } from '@heron/contract';
import { pointGrants, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { latestCode, nextIp, poster, sessionCookie } from '../../../test/auth-helpers.js';
import { signUp } from '../../../test/workspace-helpers.js';

let t: TestApp;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

async function grantsOf(phone: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
  return t.database.db
    .select()
    .from(pointGrants)
    .where(and(eq(pointGrants.ownerType, 'user'), eq(pointGrants.ownerId, user!.id)));
}

async function personalRemaining(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/points/summary',
    remoteAddress: nextIp(),
    cookies: { heron_session: token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ personal: { remaining: number } }>().personal.remaining;
}

async function smsCode(phone: string, purpose: 'register' | 'login', ip: string) {
  // One code a minute per number: move earlier ones back instead of waiting.
  await t.database.db.execute(
    sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${phone}`,
  );
  expect((await post('/api/v1/auth/sms-codes', { phone, purpose }, ip)).statusCode).toBe(200);
  return latestCode(t.app, phone);
}

describe('AI credits for registering by phone (spec §9)', () => {
  it('grants 20 never-expiring personal points to an account registered by phone, once', async () => {
    const phone = '+8613800138000';
    const ip = nextIp();
    const code = await smsCode(phone, 'register', ip);
    const response = await post(
      '/api/v1/auth/register/phone',
      { name: 'Lin', phone, code, agreed: true },
      ip,
    );
    expect(response.statusCode).toBe(201);
    expect(await personalRemaining(sessionCookie(response))).toBe(PHONE_REGISTRATION_AI_CREDITS);
    expect(PHONE_REGISTRATION_AI_CREDITS).toBe(20);
    expect(await grantsOf(phone)).toEqual([
      expect.objectContaining({ amount: 20, source: 'phoneRegistration', expiresAt: null }),
    ]);

    // Signing in afterwards, and trying to register the number again, grant nothing more.
    const loginIp = nextIp();
    const login = await post(
      '/api/v1/auth/login/phone',
      { phone, code: await smsCode(phone, 'login', loginIp), agreed: true },
      loginIp,
    );
    expect(login.statusCode).toBe(200);
    const again = await post(
      '/api/v1/auth/register/phone',
      { name: 'Lin', phone, code: '123456', agreed: true },
      nextIp(),
    );
    expect(again.statusCode).toBe(409);
    expect(await grantsOf(phone)).toHaveLength(1);
    expect(await personalRemaining(sessionCookie(login))).toBe(20);
  });

  it('grants them to an account a first phone sign-in makes, and not on later sign-ins', async () => {
    const phone = '+6281234567890';
    for (let i = 0; i < 2; i += 1) {
      const ip = nextIp();
      const response = await post(
        '/api/v1/auth/login/phone',
        { phone, code: await smsCode(phone, 'login', ip), agreed: true },
        ip,
      );
      expect(response.statusCode).toBe(200);
      expect(await personalRemaining(sessionCookie(response))).toBe(20);
    }
    expect(await grantsOf(phone)).toHaveLength(1);
  });

  it('grants nothing to an account registered by email', async () => {
    const person = await signUp(t.app, 'Mailer');
    expect(await personalRemaining(person.token)).toBe(0);
  });
});
