import { oauthTokenKey, type OAuthTokenCache } from '@heron/engine';
import type {
  DebugOAuthAuthorization,
  DebugOAuthExchangeBody,
  DebugOAuthExchangeResult,
  DebugOAuthPayload,
  DebugOAuthTokenStatus,
} from '@heron/contract';
import type {
  AddressCheck,
  HostResolver,
  OutboundAddressPolicy,
} from '../../../adapters/outbound/index.js';
import { AppError } from '../../../http/app-error.js';
import { requireProject } from '../../access/index.js';
import type { User } from '../../auth/index.js';
import type { EnvironmentDeps } from '../../environments/index.js';
import {
  createAuthorizationRequest,
  exchangeAuthorizationCode,
} from '../send/oauth-authorization-code.js';
import { checkSignInAuth, resolveOAuthAuth } from './resolve-oauth-auth.js';
import type { SignInStore } from './sign-in-store.js';

/**
 * Signing in for an OAuth 2.0 token with the authorization code grant (issue 6): start (the
 * provider's address for a popup), finish (the code the callback page brings back, traded for a
 * token in the person's own cache) and the state of that cached token. The provider and the
 * token endpoint are third parties: what they refuse is in the answer of the finish (200), in
 * their own words, as a send reports the faults of its exchange.
 */

export interface OAuthSignInDeps {
  env: EnvironmentDeps;
  /** The outbound address policy the token request goes through, as a send's. */
  policy: OutboundAddressPolicy | AddressCheck;
  resolve?: HostResolver;
  /** OAuth 2.0 tokens, one cache per person: the sender reads from the same. */
  oauthTokensOf: (userId: string) => OAuthTokenCache;
  signIns: SignInStore;
}

export async function startSignIn(
  deps: OAuthSignInDeps,
  user: User,
  projectId: string,
  body: DebugOAuthPayload,
): Promise<DebugOAuthAuthorization> {
  const { ctx } = deps.env;
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const auth = await resolveOAuthAuth(deps.env, projectId, body);
  checkSignInAuth(auth);
  const started = createAuthorizationRequest(auth);
  if (!started.ok) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `body/auth/authorizationUrl: ${started.message}`,
      errors: [{ in: 'body', pointer: '/auth/authorizationUrl', message: started.message }],
    });
  }
  deps.signIns.add(started.state, {
    userId: user.id,
    projectId,
    auth,
    codeVerifier: started.codeVerifier,
    createdAt: deps.signIns.now(),
  });
  return { url: started.url, state: started.state };
}

export async function finishSignIn(
  deps: OAuthSignInDeps,
  user: User,
  body: DebugOAuthExchangeBody,
): Promise<DebugOAuthExchangeResult> {
  if (body.code === undefined && body.error === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'body/code: the callback brought neither a code nor an error',
      errors: [{ in: 'body', pointer: '/code', message: 'Required without an error' }],
    });
  }
  const pending = deps.signIns.find(body.state);
  if (!pending) {
    throw new AppError('OAUTH_STATE_INVALID', {
      detail: 'body/state: no sign-in waits for this state (unknown, expired or already used)',
    });
  }
  // Left in place: a stranger holding the state must not spoil the owner's sign-in.
  if (pending.userId !== user.id) {
    throw new AppError('PERMISSION_DENIED', {
      detail: 'This sign-in was started by someone else.',
    });
  }
  deps.signIns.take(body.state);
  const { ctx } = deps.env;
  // The person may have lost the project since the start.
  await requireProject(ctx, ctx.db, user, pending.projectId, 'project.view');
  if (body.error !== undefined) {
    const why = body.errorDescription ? `${body.error} (${body.errorDescription})` : body.error;
    return {
      ok: false,
      error: {
        code: 'PROVIDER_ERROR',
        message: `The authorization server gave no code: ${why}.`,
      },
    };
  }
  const exchange = await exchangeAuthorizationCode(
    pending.auth,
    { code: body.code!, codeVerifier: pending.codeVerifier },
    {
      policy: deps.policy,
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
      oauthTokens: deps.oauthTokensOf(user.id),
    },
  );
  if (!exchange.ok) return { ok: false, error: exchange.error };
  return { ok: true, expiresAt: isoOf(exchange.expiresAt) };
}

/** Whether the person's cache holds a token for the auth, resolved as a send would. */
export async function getTokenStatus(
  deps: OAuthSignInDeps,
  user: User,
  projectId: string,
  body: DebugOAuthPayload,
): Promise<DebugOAuthTokenStatus> {
  const { key, cache } = await locateToken(deps, user, projectId, body);
  const cached = await cache.get(key);
  return { hasToken: cached !== undefined, expiresAt: isoOf(cached?.expiresAt ?? null) };
}

/** Forgets the person's token for the auth: the next send signs in (or fetches) afresh. */
export async function forgetToken(
  deps: OAuthSignInDeps,
  user: User,
  projectId: string,
  body: DebugOAuthPayload,
): Promise<DebugOAuthTokenStatus> {
  const { key, cache } = await locateToken(deps, user, projectId, body);
  await cache.delete(key);
  return { hasToken: false, expiresAt: null };
}

async function locateToken(
  deps: OAuthSignInDeps,
  user: User,
  projectId: string,
  body: DebugOAuthPayload,
) {
  const { ctx } = deps.env;
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const auth = await resolveOAuthAuth(deps.env, projectId, body);
  return { key: oauthTokenKey(auth), cache: deps.oauthTokensOf(user.id) };
}

const isoOf = (epochMs: number | null) =>
  epochMs === null ? null : new Date(epochMs).toISOString();
