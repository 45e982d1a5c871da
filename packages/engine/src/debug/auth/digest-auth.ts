import { createHash, randomBytes } from 'node:crypto';
import type { RequestHeader } from '../resolved-request.js';

/**
 * HTTP Digest authentication (RFC 7616): the first request goes out without credentials, the
 * server's 401 names a realm, a nonce and the algorithms and protections it accepts, and the
 * request is sent again with a response computed from the password, which never travels.
 */

export interface DigestChallenge {
  realm: string;
  nonce: string;
  opaque?: string;
  /** MD5, MD5-sess, SHA-256, SHA-256-sess, SHA-512-256, SHA-512-256-sess (upper case). */
  algorithm: string;
  /** The protections offered (`auth`, `auth-int`); empty for an RFC 2069 server. */
  qop: string[];
  /** The server wants the username hashed (RFC 7616 §3.4.4). */
  isUserhash: boolean;
}

const HASHES: Record<string, string> = {
  MD5: 'md5',
  'SHA-256': 'sha256',
  'SHA-512-256': 'sha512-256',
};
// Strongest first: the one picked when a server offers several.
const PREFERENCE = ['SHA-512-256', 'SHA-256', 'MD5'];

/** One auth challenge: its scheme and parameters (names lower-cased). */
export interface AuthChallenge {
  scheme: string;
  params: Record<string, string>;
}

/**
 * Reads `WWW-Authenticate` values, each of which may hold several challenges separated by
 * commas (RFC 9110 §11.6.1): `Digest realm="a", nonce="b", Basic realm="c"`.
 */
export function parseAuthenticate(value: string): AuthChallenge[] {
  const challenges: AuthChallenge[] = [];
  let at = 0;
  const skip = (pattern: RegExp) => {
    while (at < value.length && pattern.test(value[at]!)) at += 1;
  };
  const token = () => {
    const match = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/.exec(value.slice(at));
    if (!match) return '';
    at += match[0].length;
    return match[0];
  };
  const quoted = () => {
    let out = '';
    at += 1; // opening quote
    while (at < value.length && value[at] !== '"') {
      if (value[at] === '\\' && at + 1 < value.length) at += 1;
      out += value[at];
      at += 1;
    }
    at += 1; // closing quote
    return out;
  };
  let current: AuthChallenge | null = null;
  while (at < value.length) {
    skip(/[\s,]/);
    const name = token();
    if (name === '') {
      at += 1; // not a token: step over it rather than loop
      continue;
    }
    skip(/\s/);
    if (value[at] === '=') {
      // A parameter (token68 values are not used by Digest); one before any scheme is dropped.
      at += 1;
      skip(/\s/);
      const param = value[at] === '"' ? quoted() : token();
      if (current) current.params[name.toLowerCase()] = param;
      continue;
    }
    current = { scheme: name, params: {} };
    challenges.push(current);
  }
  return challenges;
}

/** The Digest challenge to answer among the answer's WWW-Authenticate headers, or null. */
export function pickDigestChallenge(headers: RequestHeader[]): DigestChallenge | null {
  const offered: DigestChallenge[] = [];
  for (const header of headers) {
    if (header.name.toLowerCase() !== 'www-authenticate') continue;
    for (const challenge of parseAuthenticate(header.value)) {
      if (challenge.scheme.toLowerCase() !== 'digest') continue;
      const { realm, nonce, opaque, algorithm, qop, userhash } = challenge.params;
      if (realm === undefined || nonce === undefined) continue;
      const name = (algorithm ?? 'MD5').toUpperCase();
      if (!HASHES[name.replace(/-SESS$/, '')]) continue;
      offered.push({
        realm,
        nonce,
        ...(opaque !== undefined ? { opaque } : {}),
        algorithm: name,
        qop: (qop ?? '')
          .split(',')
          .map((q) => q.trim().toLowerCase())
          .filter((q) => q !== ''),
        isUserhash: userhash?.toLowerCase() === 'true',
      });
    }
  }
  const rank = (c: DigestChallenge) => PREFERENCE.indexOf(c.algorithm.replace(/-SESS$/, ''));
  return offered.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export interface DigestInput {
  username: string;
  password: string;
  method: string;
  /** The request target: path and query, as on the request line. */
  uri: string;
  /** The body, for `auth-int`. */
  body: Buffer | null;
  /** Fixed in tests; random otherwise. */
  cnonce?: string;
  nonceCount?: number;
}

/** The `Authorization` value answering a challenge. */
export function digestAuthorization(challenge: DigestChallenge, input: DigestInput): string {
  const base = challenge.algorithm.replace(/-SESS$/, '');
  const isSession = challenge.algorithm.endsWith('-SESS');
  const hashName = HASHES[base]!;
  const hash = (text: string | Buffer) => createHash(hashName).update(text).digest('hex');
  // `auth` when offered (what nearly every server uses); `auth-int` only when it is all there is.
  const qop = challenge.qop.includes('auth')
    ? 'auth'
    : challenge.qop.includes('auth-int')
      ? 'auth-int'
      : null;
  const cnonce = input.cnonce ?? randomBytes(16).toString('hex');
  const nc = (input.nonceCount ?? 1).toString(16).padStart(8, '0');
  let ha1 = hash(`${input.username}:${challenge.realm}:${input.password}`);
  if (isSession) ha1 = hash(`${ha1}:${challenge.nonce}:${cnonce}`);
  const ha2 =
    qop === 'auth-int'
      ? hash(`${input.method}:${input.uri}:${hash(input.body ?? Buffer.alloc(0))}`)
      : hash(`${input.method}:${input.uri}`);
  const response = qop
    ? hash(`${ha1}:${challenge.nonce}:${nc}:${cnonce}:${qop}:${ha2}`)
    : hash(`${ha1}:${challenge.nonce}:${ha2}`);

  const parts: string[] = [];
  if (challenge.isUserhash) {
    parts.push(`username="${hash(`${input.username}:${challenge.realm}`)}"`, 'userhash=true');
  } else if (/^[\x20-\x7e]*$/.test(input.username) && !/["\\]/.test(input.username)) {
    parts.push(`username="${input.username}"`);
  } else {
    // A name a quoted string cannot carry goes in the extended form (RFC 7616 §3.4.4).
    parts.push(`username*=UTF-8''${encodeURIComponent(input.username)}`);
  }
  parts.push(
    `realm="${escapeQuoted(challenge.realm)}"`,
    `nonce="${escapeQuoted(challenge.nonce)}"`,
    `uri="${escapeQuoted(input.uri)}"`,
    `algorithm=${challenge.algorithm}`,
    `response="${response}"`,
  );
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  if (challenge.opaque !== undefined) parts.push(`opaque="${escapeQuoted(challenge.opaque)}"`);
  return `Digest ${parts.join(', ')}`;
}

function escapeQuoted(text: string): string {
  return text.replace(/(["\\])/g, '\\$1');
}
