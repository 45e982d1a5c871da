import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { CODE_LIMITS } from './code-service.js';
import { buildApp } from '../../app.js';
import type { Email, Messenger } from '../../adapters/messaging/messenger.js';
import type { DatabaseHandle } from '../../db/client.js';
import { passwordResetRequests } from '../../db/schema/index.js';
import { createTestDatabase, testConfig } from '../../../test/test-app.js';
import { nextIp, PASSWORD, problem } from '../../../test/auth-helpers.js';

/**
 * Issue 19: 55 asks for a reset link for one address sent 55 emails. Asking is now limited like
 * verification codes, per address and per client address, and an address without an account
 * is limited and answered exactly like one with.
 */

/** A messenger that keeps every email; `hold` makes the next sends wait until released. */
function recordingMessenger() {
  const sent: Email[] = [];
  let gate: Promise<void> | null = null;
  let failure: Error | null = null;
  const messenger: Messenger = {
    async sendEmail(email) {
      if (gate) await gate;
      if (failure) throw failure;
      sent.push(email);
    },
    async sendSms() {},
  };
  return {
    messenger,
    sent,
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    failWith(error: Error | null) {
      failure = error;
    },
  };
}

const mail = recordingMessenger();
let app: FastifyInstance;
let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  app = await buildApp({
    config: testConfig(),
    database,
    messenger: mail.messenger,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close().catch(() => {});
  await dispose();
});

async function register(email: string) {
  const ip = nextIp();
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-codes',
    remoteAddress: ip,
    payload: { email, purpose: 'register' },
  });
  expect(asked.statusCode).toBe(200);
  const code = /\b(\d{6})\b/.exec(mail.sent.findLast((m) => m.to === email)!.text)![1];
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/email',
    remoteAddress: ip,
    payload: {
      name: 'Ada',
      email,
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreed: true,
    },
  });
  expect(registered.statusCode).toBe(201);
}

const forgot = (email: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/forgot',
    remoteAddress: ip,
    payload: { email },
  });

const resetMailsTo = (email: string) =>
  mail.sent.filter((m) => m.to === email && !/\b\d{6}\b/.test(m.subject));

/** Waits until the mails sent after the answers have gone (or were not sent at all). */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

/** What a caller sees of an answer, without the parts that name the request. */
function seen(response: LightMyRequestResponse) {
  if (response.statusCode === 204) return { status: 204, body: response.body };
  const { instance: _instance, retryAfterSeconds, ...rest } = problem(response);
  return {
    ...rest,
    contentType: response.headers['content-type'],
    retryAfter: Number(response.headers['retry-after']) > 0,
    waits: retryAfterSeconds !== undefined && retryAfterSeconds > 0 && retryAfterSeconds <= 60,
  };
}

describe('password-reset mail limits (issue 19)', () => {
  it('55 asks for one address send one mail; the 56th is refused and sends none', async () => {
    await register('flood@example.com');
    const answers: LightMyRequestResponse[] = [];
    // Each from another client address: the limit is the address's own.
    for (let i = 0; i < 56; i += 1) answers.push(await forgot('flood@example.com'));
    expect(answers[0]!.statusCode).toBe(204);
    for (const answer of answers.slice(1)) {
      expect(answer.statusCode).toBe(429);
      expect(problem(answer).code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(answer.headers['retry-after'])).toBe(problem(answer).retryAfterSeconds);
    }
    await vi.waitFor(() => expect(resetMailsTo('flood@example.com')).toHaveLength(1));
    await settled();
    expect(resetMailsTo('flood@example.com')).toHaveLength(1);
  });

  it('answers an address without an account exactly like one with, limit included', async () => {
    await register('known@example.com');
    const known = [await forgot('known@example.com'), await forgot('known@example.com')];
    const unknown = [await forgot('nobody@example.com'), await forgot('nobody@example.com')];
    expect(known.map(seen)).toEqual(unknown.map(seen));
    expect(seen(known[1]!)).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      retryAfter: true,
      waits: true,
    });
    await vi.waitFor(() => expect(resetMailsTo('known@example.com')).toHaveLength(1));
    await settled();
    expect(resetMailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('allows ten an hour per address, then says how long until the oldest is an hour old', async () => {
    const email = 'ten@example.com';
    // Nine asks in the last hour, each over a minute apart, the oldest 50 minutes ago.
    const now = Date.now();
    await database.db.insert(passwordResetRequests).values(
      Array.from({ length: CODE_LIMITS.perTargetPerHour - 1 }, (_, i) => ({
        email,
        requestIp: '10.99.0.1',
        createdAt: new Date(now - (50 - i * 5) * 60_000),
      })),
    );
    expect((await forgot(email)).statusCode).toBe(204);
    // That tenth ask made two minutes ago: the minute between asks is not what refuses next.
    await database.db
      .update(passwordResetRequests)
      .set({ createdAt: new Date(now - 2 * 60_000) })
      .where(
        and(
          eq(passwordResetRequests.email, email),
          gt(passwordResetRequests.createdAt, new Date(now - 60_000)),
        ),
      );
    const refused = await forgot(email);
    expect(refused.statusCode).toBe(429);
    // The oldest ask leaves the hour in 10 minutes (give or take the test's own time).
    expect(problem(refused).retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(problem(refused).retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('allows thirty an hour per client address, whatever the addresses', async () => {
    const ip = nextIp();
    for (let i = 0; i < CODE_LIMITS.perIpPerHour; i += 1) {
      expect((await forgot(`client-${i}@example.com`, ip)).statusCode).toBe(204);
    }
    const refused = await forgot('client-last@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(problem(refused).code).toBe('TOO_MANY_ATTEMPTS');
    // Another client may still ask for that address.
    expect((await forgot('client-last@example.com')).statusCode).toBe(204);
  });

  it('counts asks that arrive together one after the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => forgot('burst@example.com')),
    );
    expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(11);
  });

  it('answers before the mail goes, and the same when the mail server fails', async () => {
    await register('slow@example.com');
    await register('failing@example.com');
    const release = mail.hold();
    try {
      // The answer does not wait for the mail: it arrives while the send is held.
      expect((await forgot('slow@example.com')).statusCode).toBe(204);
      expect(resetMailsTo('slow@example.com')).toHaveLength(0);
    } finally {
      release();
    }
    await vi.waitFor(() => expect(resetMailsTo('slow@example.com')).toHaveLength(1));

    mail.failWith(new Error('mail server down'));
    try {
      expect(seen(await forgot('failing@example.com'))).toEqual({ status: 204, body: '' });
      await settled();
    } finally {
      mail.failWith(null);
    }
    expect(resetMailsTo('failing@example.com')).toHaveLength(0);
  });
});
