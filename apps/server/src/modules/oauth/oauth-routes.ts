import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OAUTH_STATE_TTL_SECONDS,
  type OAuthProvider,
  listOAuthProvidersRoute,
  startOAuthRoute,
  finishOAuthRoute,
  readOAuthTicketRoute,
  registerWithOAuthTicketRoute,
  bindOAuthTicketRoute,
  listIdentitiesRoute,
  unlinkIdentityRoute,
} from '@heron/contract';
import { toCurrentUser } from '../auth/index.js';
import { listIdentities, unlinkIdentity } from './identity-service.js';
import {
  bindWithTicket,
  finishRoundTrip,
  readTicket,
  registerWithTicket,
  RoundTripError,
  startRoundTrip,
  type OAuthDeps,
  type RoundTripOutcome,
} from './round-trip-service.js';
import { serve } from '../../http/serve-route.js';

/** Holds the state of the round trip this browser started; only the callback reads it. */
export const STATE_COOKIE = 'heron_oauth_state';
const STATE_COOKIE_PATH = '/api/v1/oauth/';
/** The web pages a round trip ends on. */
const HOME = '/';
const THIRD_PARTY_PAGE = '/user/login-3party';

/** `path` (a site path) with `params` added to its query. */
function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://site.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the browser goes once the callback is done, whichever way it went. */
export function landingFor(outcome: RoundTripOutcome | RoundTripError, provider: OAuthProvider) {
  if (outcome instanceof RoundTripError) {
    // A failed link goes back to where the person was; anything else to the third-party page.
    if (outcome.intent === 'link') {
      return withQuery(outcome.returnTo ?? HOME, { oauth: 'error', provider, code: outcome.code });
    }
    return withQuery(THIRD_PARTY_PAGE, { error: outcome.code, provider });
  }
  switch (outcome.kind) {
    case 'signedIn':
      return outcome.returnTo ?? HOME;
    case 'linked':
      return withQuery(outcome.returnTo ?? HOME, { oauth: 'linked', provider });
    case 'ticket':
      // In the fragment: it never reaches a server or its logs.
      return `${THIRD_PARTY_PAGE}#ticket=${outcome.ticket}`;
  }
}

export async function oauthRoutes(app: FastifyInstance, deps: OAuthDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, providers } = deps;
  const cookieOptions = (request: FastifyRequest) => ({
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which still carries it.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || config.publicUrl.startsWith('https://'),
  });

  serve(api, listOAuthProvidersRoute, async () => ({ providers: providers.list() }));

  serve(api, startOAuthRoute, async (request, reply) => {
    const user = request.body.intent === 'link' ? await request.requireUser() : undefined;
    const { state, authorizationUrl } = await startRoundTrip(
      deps,
      request.params.provider,
      request.body.intent,
      user,
      request.body.returnTo,
    );
    reply.setCookie(STATE_COOKIE, state, {
      ...cookieOptions(request),
      maxAge: OAUTH_STATE_TTL_SECONDS,
    });
    return { authorizationUrl };
  });

  serve(api, finishOAuthRoute, async (request, reply) => {
    const { provider } = request.params;
    let landing: string;
    try {
      const outcome = await finishRoundTrip(deps, {
        provider,
        ...request.query,
        browserState: request.cookies[STATE_COOKIE],
        currentUser: await request.currentUser(),
      });
      if (outcome.kind === 'signedIn') await reply.signIn(outcome.user);
      landing = landingFor(outcome, provider);
    } catch (error) {
      if (!(error instanceof RoundTripError)) throw error;
      request.log.warn({ err: error.cause ?? error, provider }, 'OAuth callback refused');
      landing = landingFor(error, provider);
    }
    reply.clearCookie(STATE_COOKIE, cookieOptions(request));
    return reply.redirect(landing, 302);
  });

  serve(api, readOAuthTicketRoute, async (request) => {
    const row = await readTicket(db, request.body.ticket);
    return {
      provider: row.provider as OAuthProvider,
      displayName: row.displayName,
      email: row.email,
      avatarUrl: row.avatarUrl,
      returnTo: row.returnTo,
      expiresAt: row.expiresAt.toISOString(),
    };
  });

  serve(api, registerWithOAuthTicketRoute, async (request, reply) => {
    const { user } = await registerWithTicket(db, request.body);
    await reply.signIn(user);
    return reply.status(201).send({ user: toCurrentUser(user) });
  });

  serve(api, bindOAuthTicketRoute, async (request) => {
    const user = await request.requireUser();
    await bindWithTicket(db, user, request.body.ticket);
    return { user: toCurrentUser(user) };
  });

  serve(api, listIdentitiesRoute, async (request) => {
    const user = await request.requireUser();
    return { identities: await listIdentities(db, user.id), providers: providers.list() };
  });

  serve(api, unlinkIdentityRoute, async (request, reply) => {
    const user = await request.requireUser();
    await unlinkIdentity(db, user.id, request.params.provider, providers);
    return reply.status(204).send();
  });
}
