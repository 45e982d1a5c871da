import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { createSession, deleteSession, getSessionUser, type User } from './session-service.js';

export const SESSION_COOKIE = 'heron_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or throws UNAUTHENTICATED. */
    requireUser(): Promise<User>;
    /** The signed-in user, or undefined. */
    currentUser(): Promise<User | undefined>;
    /** The session token of the request's cookie, when it has a well-formed one. */
    sessionToken(): string | undefined;
  }
  interface FastifyReply {
    /** Starts a session for the user and sets its cookie. */
    signIn(user: User): Promise<void>;
    /** Ends the request's session on the server and clears its cookie. */
    signOut(): Promise<void>;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions live on the server; the cookie carries a random token (httpOnly, SameSite=Lax, Secure
 * behind HTTPS). A tampered or unknown token is simply no session.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; config: Config }) => {
    const { db, config } = opts;
    await app.register(cookie);
    const isSecure = (request: FastifyRequest) =>
      request.protocol === 'https' || config.publicUrl.startsWith('https://');

    const tokenOf = (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      return token && TOKEN_SHAPE.test(token) ? token : undefined;
    };

    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return tokenOf(this);
    });

    const cache = new WeakMap<FastifyRequest, Promise<User | undefined>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        const token = tokenOf(this);
        found = token
          ? getSessionUser(db, token, config.sessionTtlDays)
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

    app.decorateReply('signIn', async function (this: FastifyReply, user: User) {
      const { token, expiresAt } = await createSession(
        db,
        user.id,
        { ip: this.request.ip, userAgent: this.request.headers['user-agent'] },
        config.sessionTtlDays,
      );
      this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(this.request),
        expires: expiresAt,
      });
    });
    app.decorateReply('signOut', async function (this: FastifyReply) {
      const token = tokenOf(this.request);
      if (token) await deleteSession(db, token);
      this.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(this.request),
      });
    });
  },
);
