import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_SHAPE } from '@heron/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  MAX_OTHER_SESSIONS,
  readBrowserSessions,
  sessionCookieToken,
  otherCookieTokens,
  SESSION_COOKIE,
  TOKEN_SHAPE,
  writeBrowserSessions,
  writeOtherSessions,
  type BrowserSessions,
} from './browser-sessions.js';
import {
  createSession,
  deleteSession,
  deleteSessions,
  getSessionUser,
  type User,
} from './session-service.js';

export { ACCOUNTS_COOKIE, SESSION_COOKIE } from './browser-sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `serve` from the contract's `acceptsAccessToken` (issue 22). */
    acceptsAccessToken?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or throws UNAUTHENTICATED. */
    requireUser(): Promise<User>;
    /** The signed-in user, or undefined. */
    currentUser(): Promise<User | undefined>;
    /** The session token of the request (its cookie, or its Bearer header), when well-formed. */
    sessionToken(): string | undefined;
    /** The accounts this browser is signed in to, by its cookies: the active one and the others. */
    browserSessions(): Promise<BrowserSessions>;
  }
  interface FastifyReply {
    /**
     * Starts a session for the user and makes it the browser's active one; the session that was
     * active stays signed in beside it (account chooser), unless it was the same user's.
     */
    signIn(user: User): Promise<void>;
    /**
     * Ends the request's session on the server. In a browser, its next signed-in account becomes
     * active and is returned; with none left, the cookies are cleared.
     */
    signOut(): Promise<User | undefined>;
    /** Ends every session this browser holds (active and others) and clears its cookies. */
    signOutAll(): Promise<void>;
    /**
     * Makes another account this browser is signed in to the active one. NOT_FOUND, changing
     * nothing, when the browser holds no live session of that user.
     */
    switchAccount(userId: string): Promise<User>;
    /** Rewrites the accounts cookie when it names sessions that have ended. */
    tidyBrowserSessions(state: BrowserSessions): void;
  }
}

const BEARER = /^Bearer[ ]+(\S+)$/i;

/**
 * Finds the owner of a personal access token and what it grants (`User.accessToken`), or throws
 * why not: unknown, expired or revoked (401), too many failures from the address (429).
 */
export type AccessTokenResolver = (token: string, request: FastifyRequest) => Promise<User>;

type Credential =
  { kind: 'session'; token: string; isBearer: boolean } | { kind: 'accessToken'; token: string };

/**
 * The request's credential. A browser's cookie decides whenever one is sent; the
 * `Authorization: Bearer` header (editor extensions, which have no cookie jar; personal access
 * tokens, by their `heron_pat_` prefix) is read only without it, so a page can never be made to
 * act as an account other than its cookie's.
 */
function credentialOf(request: FastifyRequest): Credential | undefined {
  if (request.cookies[SESSION_COOKIE]) {
    const token = sessionCookieToken(request);
    return token ? { kind: 'session', token, isBearer: false } : undefined;
  }
  const header = request.headers.authorization;
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) return undefined;
  if (ACCESS_TOKEN_SHAPE.test(token)) return { kind: 'accessToken', token };
  return TOKEN_SHAPE.test(token) ? { kind: 'session', token, isBearer: true } : undefined;
}

const sessionTokenOf = (request: FastifyRequest) => {
  const credential = credentialOf(request);
  return credential?.kind === 'session' ? credential : undefined;
};

function refuseAccessToken(route: string): AppError {
  return new AppError('ACCESS_TOKEN_NOT_ALLOWED', {
    detail: `${route} does not take a personal access token: only the test-run routes do.`,
  });
}

/**
 * Sessions live on the server; the cookie carries a random token (httpOnly, SameSite=Lax, Secure
 * behind HTTPS). A tampered or unknown token is simply no session. A browser may hold several
 * sessions (one account each): the active one in `heron_session`, the others in
 * `heron_accounts`.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Database; config: Config; resolveAccessToken?: AccessTokenResolver },
  ) => {
    const { db, config } = opts;
    await app.register(cookie);
    const isSecure = (request: FastifyRequest) =>
      request.protocol === 'https' || config.publicUrl.startsWith('https://');

    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return sessionTokenOf(this)?.token;
    });

    /**
     * The one gate for personal access tokens (issue 22): the token must be live, and the route
     * must take one (`acceptsAccessToken` in the contract). What it may do there, project by
     * project, the access policy decides from `User.accessToken` and the owner's own role.
     */
    async function accessTokenUser(request: FastifyRequest, token: string): Promise<User> {
      if (!opts.resolveAccessToken) throw new AppError('ACCESS_TOKEN_INVALID');
      const user = await opts.resolveAccessToken(token, request);
      if (request.routeOptions.config.acceptsAccessToken !== true) {
        throw refuseAccessToken(`${request.method} ${request.routeOptions.url ?? request.url}`);
      }
      return user;
    }

    const cache = new WeakMap<FastifyRequest, Promise<User | undefined>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        const credential = credentialOf(this);
        found =
          credential?.kind === 'accessToken'
            ? accessTokenUser(this, credential.token)
            : credential
              ? getSessionUser(db, credential.token, config.sessionTtlDays)
              : Promise.resolve(undefined);
        cache.set(this, found);
      }
      return found;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.currentUser();
      if (!user) throw new AppError('UNAUTHENTICATED');
      return user;
    });
    app.decorateRequest('browserSessions', function (this: FastifyRequest) {
      return readBrowserSessions(db, this);
    });

    app.decorateReply('signIn', async function (this: FastifyReply, user: User) {
      const before = await readBrowserSessions(db, this.request);
      const { token, expiresAt } = await createSession(
        db,
        user.id,
        { ip: this.request.ip, userAgent: this.request.headers['user-agent'] },
        config.sessionTtlDays,
      );
      const held = before.active ? [before.active, ...before.others] : before.others;
      const others = held.filter((session) => session.user.id !== user.id);
      // The same person signing in again replaces their older session; beyond the limit, the
      // least recently active account is signed out. Neither token is held anywhere any more.
      const dropped = [
        ...held.filter((session) => session.user.id === user.id),
        ...others.slice(MAX_OTHER_SESSIONS),
      ];
      await deleteSessions(
        db,
        dropped.map((session) => session.token),
      );
      writeBrowserSessions(this, {
        active: { token, expiresAt },
        others: others.slice(0, MAX_OTHER_SESSIONS),
        isSecure: isSecure(this.request),
      });
    });

    app.decorateReply('signOut', async function (this: FastifyReply) {
      const credential = credentialOf(this.request);
      if (credential?.kind === 'accessToken') throw refuseAccessToken('Signing out');
      if (credential?.isBearer) {
        await deleteSession(db, credential.token);
        return undefined;
      }
      const { others } = await readBrowserSessions(db, this.request);
      if (credential) await deleteSession(db, credential.token);
      const [next, ...rest] = others;
      writeBrowserSessions(this, { active: next, others: rest, isSecure: isSecure(this.request) });
      return next?.user;
    });

    app.decorateReply('signOutAll', async function (this: FastifyReply) {
      const credential = credentialOf(this.request);
      if (credential?.kind === 'accessToken') throw refuseAccessToken('Signing out');
      if (credential?.isBearer) {
        await deleteSession(db, credential.token);
        return;
      }
      // Every token the cookies name, live or not: nothing this browser held keeps working.
      const active = sessionCookieToken(this.request);
      await deleteSessions(db, [...(active ? [active] : []), ...otherCookieTokens(this.request)]);
      writeBrowserSessions(this, {
        active: undefined,
        others: [],
        isSecure: isSecure(this.request),
      });
    });

    app.decorateReply('switchAccount', async function (this: FastifyReply, userId: string) {
      const { active, others } = await readBrowserSessions(db, this.request);
      if (active?.user.id === userId) return active.user;
      const target = others.find((session) => session.user.id === userId);
      if (!target) {
        throw new AppError('NOT_FOUND', {
          detail: 'This browser is not signed in to that account.',
        });
      }
      // Using an account slides its session, as any request with it would.
      const user = await getSessionUser(db, target.token, config.sessionTtlDays);
      if (!user) throw new AppError('NOT_FOUND');
      const rest = others.filter((session) => session !== target);
      writeBrowserSessions(this, {
        active: target,
        others: active ? [active, ...rest] : rest,
        isSecure: isSecure(this.request),
      });
      return user;
    });

    // A stale accounts cookie (sessions since ended, or not ours) is tidied on the next answer.
    app.decorateReply('tidyBrowserSessions', function (this: FastifyReply, state: BrowserSessions) {
      if (state.isOthersCookieStale) writeOtherSessions(this, state.others, isSecure(this.request));
    });
  },
);
