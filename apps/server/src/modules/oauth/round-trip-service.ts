import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import {
  OAUTH_STATE_TTL_SECONDS,
  OAUTH_TICKET_TTL_SECONDS,
  type ErrorCode,
  type OAuthProvider,
  type registerWithTicketBody,
} from '@heron/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { oauthStates, oauthTickets, userIdentities } from '../../db/schema/oauth.js';
import { AppError } from '../../http/app-error.js';
import {
  assertEnabled,
  findUserByEmail,
  insertAccount,
  isUniqueViolation,
  randomToken,
  sameHash,
  sha256,
} from '../auth/index.js';
import type { User } from '../auth/index.js';
import { findIdentityOwner, identityTaken, linkIdentity } from './identity-service.js';
import type { ProviderProfile, RoundTrip } from './providers/provider.js';
import type { ProviderRegistry } from './providers/registry.js';

export interface OAuthDeps {
  db: Database;
  config: Config;
  providers: ProviderRegistry;
}

export type Intent = 'login' | 'link';

/** Where the provider sends the browser back; it must be registered with the provider as is. */
export function callbackUri(config: Config, provider: OAuthProvider): string {
  return `${config.publicUrl}/api/v1/oauth/${provider}/callback`;
}

/**
 * Starts a round trip: a random state (stored hashed, also set in a cookie of this browser by the
 * route), a PKCE verifier and a nonce. Linking needs the signed-in account, recorded in the state.
 */
export async function startRoundTrip(
  deps: OAuthDeps,
  provider: OAuthProvider,
  intent: Intent,
  user: User | undefined,
  returnTo: string | undefined,
): Promise<{ state: string; authorizationUrl: string }> {
  const signInProvider = deps.providers.get(provider);
  if (intent === 'link' && !user) throw new AppError('UNAUTHENTICATED');
  const trip: RoundTrip = {
    state: randomToken(),
    codeVerifier: randomToken(),
    nonce: randomToken(),
    redirectUri: callbackUri(deps.config, provider),
  };
  const authorizationUrl = await signInProvider.authorizationUrl(trip);
  const now = new Date();
  // Old round trips are of no use to anyone; they go as new ones come.
  await deps.db
    .delete(oauthStates)
    .where(or(lt(oauthStates.expiresAt, now), lt(oauthStates.consumedAt, now)));
  await deps.db.insert(oauthStates).values({
    stateHash: sha256(trip.state),
    provider,
    intent,
    userId: intent === 'link' ? user!.id : null,
    codeVerifier: trip.codeVerifier,
    nonce: trip.nonce,
    returnTo: returnTo ?? null,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return { state: trip.state, authorizationUrl };
}

export type RoundTripOutcome =
  | { kind: 'signedIn'; user: User; returnTo: string | null }
  | { kind: 'linked'; provider: OAuthProvider; returnTo: string | null }
  | { kind: 'ticket'; ticket: string };

/** A failed callback, with what is known of the round trip so the browser lands somewhere useful. */
export class RoundTripError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly intent: Intent | undefined,
    readonly returnTo: string | null,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'RoundTripError';
  }
}

export interface CallbackInput {
  provider: OAuthProvider;
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  /** The state this browser started with (its cookie). */
  browserState: string | undefined;
  currentUser: User | undefined;
}

/**
 * Finishes a round trip. The state must be the one this browser started (its cookie) and is used
 * up atomically, so a replayed or stolen callback is refused. Then, by intent: link the provider
 * account to the signed-in account, sign in the account that has it linked, or hand out a ticket
 * for a first sign-in.
 */
export async function finishRoundTrip(
  deps: OAuthDeps,
  input: CallbackInput,
): Promise<RoundTripOutcome> {
  const { db } = deps;
  if (
    !input.state ||
    !input.browserState ||
    !sameHash(sha256(input.state), sha256(input.browserState))
  ) {
    throw new RoundTripError('OAUTH_STATE_INVALID', undefined, null);
  }
  const now = new Date();
  const [trip] = await db
    .update(oauthStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, sha256(input.state)),
        eq(oauthStates.provider, input.provider),
        isNull(oauthStates.consumedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!trip) throw new RoundTripError('OAUTH_STATE_INVALID', undefined, null);
  const intent = trip.intent as Intent;
  try {
    if (input.error || !input.code) {
      throw new AppError('OAUTH_FAILED', {
        detail: `provider answered ${input.error ?? 'no code'}`,
      });
    }
    const profile = await deps.providers.get(input.provider).finish(input.code, {
      state: input.state,
      codeVerifier: trip.codeVerifier ?? '',
      nonce: trip.nonce ?? '',
      redirectUri: callbackUri(deps.config, input.provider),
    });
    if (intent === 'link') {
      // The account that asked must still be the one signed in here.
      if (!input.currentUser || input.currentUser.id !== trip.userId) {
        throw new AppError('OAUTH_STATE_INVALID', { detail: 'signed-in account changed' });
      }
      await linkIdentity(db, input.currentUser.id, input.provider, profile);
      return { kind: 'linked', provider: input.provider, returnTo: trip.returnTo };
    }
    const owner = await findIdentityOwner(db, input.provider, profile.subject);
    if (owner) {
      assertEnabled(owner);
      return { kind: 'signedIn', user: owner, returnTo: trip.returnTo };
    }
    return {
      kind: 'ticket',
      ticket: await createTicket(db, input.provider, profile, trip.returnTo),
    };
  } catch (error) {
    if (error instanceof AppError) {
      throw new RoundTripError(error.code, intent, trip.returnTo, { cause: error });
    }
    throw error;
  }
}

async function createTicket(
  db: Database,
  provider: OAuthProvider,
  profile: ProviderProfile,
  returnTo: string | null,
): Promise<string> {
  const ticket = randomToken();
  const now = new Date();
  await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, now));
  await db.insert(oauthTickets).values({
    ticketHash: sha256(ticket),
    provider,
    subject: profile.subject,
    displayName: profile.displayName,
    email: profile.email,
    emailVerified: profile.emailVerified,
    avatarUrl: profile.avatarUrl,
    returnTo,
    expiresAt: new Date(now.getTime() + OAUTH_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

type Ticket = typeof oauthTickets.$inferSelect;

const liveTicket = (ticket: string, now: Date) =>
  and(
    eq(oauthTickets.ticketHash, sha256(ticket)),
    isNull(oauthTickets.consumedAt),
    gt(oauthTickets.expiresAt, now),
  );

/** The provider profile waiting behind a ticket, for the choice screen. */
export async function readTicket(db: Database, ticket: string): Promise<Ticket> {
  const [row] = await db.select().from(oauthTickets).where(liveTicket(ticket, new Date()));
  if (!row) throw new AppError('OAUTH_TICKET_INVALID');
  return row;
}

function profileOf(row: Ticket): ProviderProfile {
  return {
    subject: row.subject,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.emailVerified,
    avatarUrl: row.avatarUrl,
  };
}

/**
 * `/user/register-3party`: a new account for a provider's person. Their email comes along when
 * the provider verified it and no other account has it; the account has no password until the
 * person sets up email login. Ticket, account and link are written together or not at all.
 */
export async function registerWithTicket(
  db: Database,
  body: z.output<typeof registerWithTicketBody>,
): Promise<{ user: User; returnTo: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(oauthTickets)
        .set({ consumedAt: new Date() })
        .where(liveTicket(body.ticket, new Date()))
        .returning();
      if (!row) throw new AppError('OAUTH_TICKET_INVALID');
      const provider = row.provider as OAuthProvider;
      if (await findIdentityOwner(tx, provider, row.subject)) throw identityTaken(provider);
      const email =
        row.email &&
        row.emailVerified &&
        !(await findUserByEmail(tx as unknown as Database, row.email))
          ? row.email
          : null;
      const user = await insertAccount(tx, { name: body.name, email, registeredVia: provider });
      await tx.insert(userIdentities).values({
        userId: user.id,
        provider,
        subject: row.subject,
        displayName: row.displayName,
        email: row.email,
      });
      return { user, returnTo: row.returnTo };
    });
  } catch (error) {
    // Another account took the identity or the email in the same instant.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  }
}

/** "I already have an account": binds the ticket's provider account to the signed-in account. */
export async function bindWithTicket(
  db: Database,
  user: User,
  ticket: string,
): Promise<{ provider: OAuthProvider; returnTo: string | null }> {
  const [row] = await db
    .update(oauthTickets)
    .set({ consumedAt: new Date() })
    .where(liveTicket(ticket, new Date()))
    .returning();
  if (!row) throw new AppError('OAUTH_TICKET_INVALID');
  const provider = row.provider as OAuthProvider;
  try {
    await linkIdentity(db, user.id, provider, profileOf(row));
  } catch (error) {
    // Nothing was bound: the ticket stays usable for another choice.
    await db.update(oauthTickets).set({ consumedAt: null }).where(eq(oauthTickets.id, row.id));
    throw error;
  }
  return { provider, returnTo: row.returnTo };
}
