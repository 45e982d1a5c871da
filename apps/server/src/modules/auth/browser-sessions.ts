import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BROWSER_ACCOUNTS } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { findLiveSessions, type LiveSession } from './session-service.js';

/** The active session's token (httpOnly, SameSite=Lax, Secure behind HTTPS). */
export const SESSION_COOKIE = 'heron_session';
/**
 * The tokens of the browser's other signed-in sessions, most recently active first, joined by
 * `.` (never part of a token). Same attributes as the session cookie.
 */
export const ACCOUNTS_COOKIE = 'heron_accounts';

/** What `randomToken()` makes: 32 random bytes, base64url. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Sessions held beside the active one. */
export const MAX_OTHER_SESSIONS = MAX_BROWSER_ACCOUNTS - 1;

/** The signed-in accounts of one browser, as its cookies say and the session table confirms. */
export interface BrowserSessions {
  /** The session of the `heron_session` cookie, when it is live. */
  active: LiveSession | undefined;
  /** The other live sessions, one per account, most recently active first. */
  others: LiveSession[];
  /** The accounts cookie names sessions that are gone (or is malformed) and should be rewritten. */
  isOthersCookieStale: boolean;
}

/** The well-formed token of the session cookie, if the request has one. */
export function sessionCookieToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * The tokens of the accounts cookie. A cookie that is not a list of at most MAX_OTHER_SESSIONS
 * well-formed tokens was not written by us and is ignored as a whole.
 */
export function otherCookieTokens(request: FastifyRequest): string[] {
  const raw = request.cookies[ACCOUNTS_COOKIE];
  if (!raw) return [];
  const tokens = raw.split('.');
  if (tokens.length > MAX_OTHER_SESSIONS || !tokens.every((t) => TOKEN_SHAPE.test(t))) return [];
  return [...new Set(tokens)];
}

export async function readBrowserSessions(
  db: Database,
  request: FastifyRequest,
): Promise<BrowserSessions> {
  const activeToken = sessionCookieToken(request);
  const otherTokens = otherCookieTokens(request).filter((token) => token !== activeToken);
  const live = await findLiveSessions(
    db,
    activeToken ? [activeToken, ...otherTokens] : otherTokens,
  );
  const active = activeToken ? live.find((s) => s.token === activeToken) : undefined;
  const seen = new Set(active ? [active.user.id] : []);
  const others = live.filter((session) => {
    if (session === active || seen.has(session.user.id)) return false;
    seen.add(session.user.id);
    return true;
  });
  const isOthersCookieStale =
    others.length !== otherTokens.length ||
    (request.cookies[ACCOUNTS_COOKIE] !== undefined && otherTokens.length === 0);
  return { active, others, isOthersCookieStale };
}

/** Writes the browser's session cookies: `active` in the session cookie, `others` beside it. */
export function writeBrowserSessions(
  reply: FastifyReply,
  options: {
    active: { token: string; expiresAt: Date } | undefined;
    others: { token: string; expiresAt: Date }[];
    isSecure: boolean;
  },
) {
  const attributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isSecure,
  } as const;
  if (options.active) {
    reply.setCookie(SESSION_COOKIE, options.active.token, {
      ...attributes,
      expires: options.active.expiresAt,
    });
  } else {
    reply.clearCookie(SESSION_COOKIE, attributes);
  }
  writeOtherSessions(reply, options.others, options.isSecure);
}

/** Writes (or clears) the accounts cookie alone. */
export function writeOtherSessions(
  reply: FastifyReply,
  others: { token: string; expiresAt: Date }[],
  isSecure: boolean,
) {
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure } as const;
  const kept = others.slice(0, MAX_OTHER_SESSIONS);
  if (kept.length === 0) {
    reply.clearCookie(ACCOUNTS_COOKIE, attributes);
    return;
  }
  // The cookie lasts as long as the longest-lived session it names.
  const expires = new Date(Math.max(...kept.map((s) => s.expiresAt.getTime())));
  reply.setCookie(ACCOUNTS_COOKIE, kept.map((s) => s.token).join('.'), { ...attributes, expires });
}
