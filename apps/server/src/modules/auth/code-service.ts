import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/auth.js';
import { AppError } from '../../http/app-error.js';
import { randomCode, sameHash, sha256 } from './secrets.js';

export type CodeChannel = 'email' | 'sms';
/** `change-email` and `change-phone` prove a new address before an account takes it. */
export type CodePurpose = 'register' | 'login' | 'change-email' | 'change-phone';

/** Limits on sending (per address and per client) and on guessing (per code). */
export const CODE_LIMITS = {
  perTargetPerHour: 10,
  perIpPerHour: 30,
  maxAttempts: 5,
} as const;

export const HOUR_MS = 3_600_000;

export interface CodeRequest {
  channel: CodeChannel;
  /** Lower-cased email or E.164 phone. */
  target: string;
  purpose: CodePurpose;
}

function codeHash(request: CodeRequest, code: string) {
  return sha256(`${request.channel}:${request.target}:${request.purpose}:${code}`);
}

/** The sends of the last hour that the sending limits look at. */
export interface RecentSends {
  /** To the address: how many, and when the newest and the oldest went. */
  toTarget: { sent: number; latest: Date | string | null; oldest: Date | string | null };
  /** From the client address: how many, and when the oldest went. */
  fromIp: { sent: number; oldest: Date | string | null };
}

/**
 * Throws TOO_MANY_ATTEMPTS, with the time to wait, when one more send would break a limit: one a
 * minute and ten an hour per address, thirty an hour per client address. `what` names the sends
 * in the detail ("codes", "reset links").
 */
export function checkSendLimits(recent: RecentSends, what: string, now = new Date()): void {
  const tooMany = (retryAfterMs: number): never => {
    throw new AppError('TOO_MANY_ATTEMPTS', {
      detail: `Too many ${what} were asked for; wait before asking again.`,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  };
  const { toTarget, fromIp } = recent;
  if (toTarget.latest) {
    const sinceLast = now.getTime() - new Date(toTarget.latest).getTime();
    if (sinceLast < CODE_RESEND_SECONDS * 1000) tooMany(CODE_RESEND_SECONDS * 1000 - sinceLast);
  }
  if (toTarget.sent >= CODE_LIMITS.perTargetPerHour) {
    tooMany(new Date(toTarget.oldest ?? now).getTime() + HOUR_MS - now.getTime());
  }
  if (fromIp.sent >= CODE_LIMITS.perIpPerHour) {
    tooMany(new Date(fromIp.oldest ?? now).getTime() + HOUR_MS - now.getTime());
  }
}

/**
 * Checks the sending limits, stores a new code (hashed) and delivers it. One code a minute per
 * address, ten an hour per address, thirty an hour per client address.
 */
export async function sendCode(
  db: Database,
  messenger: Messenger,
  request: CodeRequest,
  ip: string,
  message: (code: string) => { subject: string; text: string },
  now = new Date(),
) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [forTarget] = await db
    .select({
      sent: count(),
      latest: sql<Date | string | null>`max(${verificationCodes.createdAt})`,
      oldest: min(verificationCodes.createdAt),
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, request.channel),
        eq(verificationCodes.target, request.target),
        gt(verificationCodes.createdAt, hourAgo),
      ),
    );
  const [fromIp] = await db
    .select({ sent: count(), oldest: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.requestIp, ip), gt(verificationCodes.createdAt, hourAgo)));
  checkSendLimits(
    {
      toTarget: forTarget ?? { sent: 0, latest: null, oldest: null },
      fromIp: fromIp ?? { sent: 0, oldest: null },
    },
    'codes',
    now,
  );

  const code = randomCode();
  const [row] = await db
    .insert(verificationCodes)
    .values({
      ...request,
      codeHash: codeHash(request, code),
      requestIp: ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    })
    .returning({ id: verificationCodes.id });
  const { subject, text } = message(code);
  try {
    if (request.channel === 'email')
      await messenger.sendEmail({ to: request.target, subject, text });
    else await messenger.sendSms({ to: request.target, text });
  } catch (error) {
    // Not delivered: it must not count against the person's limits or be guessable.
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    throw error;
  }
  return { resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
}

/**
 * Uses up the newest live code for the address and purpose if `code` matches it. A wrong guess
 * counts against the code, which dies after five; an expired, used or unknown code is refused
 * the same way, so the answer tells nothing about which it was.
 */
export async function consumeCode(
  db: Database,
  request: CodeRequest,
  code: string,
  now = new Date(),
): Promise<void> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, request.channel),
        eq(verificationCodes.target, request.target),
        eq(verificationCodes.purpose, request.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const invalid = () => new AppError('INVALID_CODE');
  if (!live) throw invalid();

  if (!sameHash(live.codeHash, codeHash(request, code))) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${CODE_LIMITS.maxAttempts} then now() else null end`,
      })
      .where(eq(verificationCodes.id, live.id));
    throw invalid();
  }
  // Single use even when two requests race with the same code: only one update wins.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalid();
}
