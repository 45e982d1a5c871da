import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { RESET_LINK_TTL_SECONDS, type Language } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { passwordResetRequests, passwordResets } from '../../db/schema/auth.js';
import { findUserByEmail, type AccountDeps } from './account-service.js';
import { resetMessage } from './auth-messages.js';
import { checkSendLimits, HOUR_MS } from './code-service.js';
import { randomToken, sha256 } from './secrets.js';

/**
 * Password-reset mail (issue 19). Asking is limited like verification codes (one a minute and
 * ten an hour per address, thirty an hour per client address, answered TOO_MANY_ATTEMPTS with
 * the wait), and every ask counts whether or not the address has an account. The answer never
 * depends on the account: the ask is counted and answered the same way for any address, and the
 * account is looked up and the mail sent after the answer, so neither the answer nor its timing
 * (an SMTP round trip) nor a failing mail server tells who is registered.
 */

/** Work started by a request that runs after its answer; failures are logged. */
export class BackgroundSends {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  run(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: error }, 'background send failed'))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Resolves once every send started so far has ended: before the database closes. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}

export interface ResetMailDeps extends AccountDeps {
  background: BackgroundSends;
}

/** Advisory lock classes (two-key form) serialising the asks of one address and one client. */
const LOCK_BY_ADDRESS = 0x5245_5341;
const LOCK_BY_CLIENT = 0x5245_5349;

/**
 * Counts an ask for a reset link against the limits (throwing TOO_MANY_ATTEMPTS when it is one
 * too many) and, when it is allowed, sends the link after the answer if the address has an
 * active account.
 */
export async function requestPasswordReset(
  deps: ResetMailDeps,
  email: string,
  ip: string,
  language: Language | undefined,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Asks arriving together are counted one after the other, so a burst cannot slip through;
    // always the address first, then the client, so two asks never wait on each other in turn.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BY_ADDRESS}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BY_CLIENT}, hashtext(${ip}))`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [toTarget] = await tx
      .select({
        sent: count(),
        latest: sql<Date | string | null>`max(${passwordResetRequests.createdAt})`,
        oldest: min(passwordResetRequests.createdAt),
      })
      .from(passwordResetRequests)
      .where(
        and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, hourAgo)),
      );
    const [fromIp] = await tx
      .select({ sent: count(), oldest: min(passwordResetRequests.createdAt) })
      .from(passwordResetRequests)
      .where(
        and(eq(passwordResetRequests.requestIp, ip), gt(passwordResetRequests.createdAt, hourAgo)),
      );
    checkSendLimits(
      {
        toTarget: toTarget ?? { sent: 0, latest: null, oldest: null },
        fromIp: fromIp ?? { sent: 0, oldest: null },
      },
      'reset links',
      now,
    );
    await tx.insert(passwordResetRequests).values({ email, requestIp: ip, createdAt: now });
  });
  deps.background.run(() => sendResetLink(deps, email, language));
}

/** Emails a reset link when the address has an active account; otherwise does nothing. */
async function sendResetLink(
  { db, messenger, config }: AccountDeps,
  email: string,
  language: Language | undefined,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 1) return;
  const token = randomToken();
  const [row] = await db
    .insert(passwordResets)
    .values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000),
    })
    .returning({ id: passwordResets.id });
  const link = new URL('/user/reset-password', config.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', email);
  try {
    await messenger.sendEmail({ to: email, ...resetMessage(language, link.toString()) });
  } catch (error) {
    // Not delivered: a link nobody received is not left working.
    await deleteReset(db, row!.id);
    throw error;
  }
}

async function deleteReset(db: Database, id: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}
