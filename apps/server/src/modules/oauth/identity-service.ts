import { and, asc, eq, ne } from 'drizzle-orm';
import type { LinkedIdentity, OAuthProvider } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { userIdentities } from '../../db/schema/oauth.js';
import { AppError } from '../../http/app-error.js';
import { findUserById, isUniqueViolation } from '../auth/index.js';
import type { User } from '../auth/index.js';
import type { ProviderProfile } from './providers/provider.js';
import type { ProviderRegistry } from './providers/registry.js';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Spec §8 has its own message for WeChat; Google and GitHub share one. */
export function identityTaken(provider: OAuthProvider): AppError {
  return new AppError(
    provider === 'wechat' ? 'WECHAT_ALREADY_REGISTERED' : 'PROVIDER_ACCOUNT_IN_USE',
  );
}

export async function findIdentityOwner(
  db: Executor,
  provider: OAuthProvider,
  subject: string,
): Promise<User | undefined> {
  // One round trip: the identity's account is found through a subquery.
  return findUserById(
    db,
    db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject))),
  );
}

/**
 * Links the provider account to `userId`. Linking again the same provider account refreshes it;
 * a different one of the same provider replaces the old (WeChat's "re-bind"); one that belongs
 * to another Heron account is refused, and the unique index settles two links racing.
 */
export async function linkIdentity(
  db: Database,
  userId: string,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const owner = await findIdentityOwner(tx, provider, profile.subject);
      if (owner && owner.id !== userId) throw identityTaken(provider);
      const values = { displayName: profile.displayName, email: profile.email };
      if (owner) {
        await tx
          .update(userIdentities)
          .set(values)
          .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
        return;
      }
      await tx
        .delete(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
      await tx
        .insert(userIdentities)
        .values({ userId, provider, subject: profile.subject, ...values });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw identityTaken(provider);
    throw error;
  }
}

export async function listIdentities(db: Database, userId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
  return rows.map((row) => ({
    provider: row.provider as OAuthProvider,
    displayName: row.displayName,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
  }));
}

/**
 * Removes a linked provider unless it is the last way into the account (spec §4: "email login
 * must be set up first"). The ways: email with a password, a phone (code sign-in), and every
 * other linked provider this server still offers. The user row is locked, so two unlinks at once
 * cannot both take the "other" way away.
 */
export async function unlinkIdentity(
  db: Database,
  userId: string,
  provider: OAuthProvider,
  providers: ProviderRegistry,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { lock: 'update' });
    if (!user) throw new AppError('UNAUTHENTICATED');
    const [linked] = await tx
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    if (!linked) throw new AppError('NOT_FOUND', { detail: `No ${provider} account is linked.` });
    const others = await tx
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), ne(userIdentities.provider, provider)));
    const ways =
      Number(Boolean(user.email && user.passwordHash)) +
      Number(Boolean(user.phone)) +
      others.filter((other) => providers.isConfigured(other.provider as OAuthProvider)).length;
    if (ways === 0) throw new AppError('LAST_SIGN_IN_METHOD');
    await tx.delete(userIdentities).where(eq(userIdentities.id, linked.id));
  });
}
