import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/index.js';

/**
 * Invite tokens. A link token is `<inviteId>.<signature>`: an HMAC-SHA256 of the id under the
 * instance's signing key (the system module's `getSigningKey`), so no secret is stored and the creator can be shown the link again. An
 * email token is random (it holds no dot) and only its SHA-256 is stored.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a token names, before the database is asked; null when it cannot be an invite token. */
export type ParsedToken =
  { kind: 'link'; inviteId: string; signature: string } | { kind: 'email'; tokenHash: string };

export function parseInviteToken(token: string): ParsedToken | null {
  const parts = token.split('.');
  if (parts.length === 1) return { kind: 'email', tokenHash: sha256(token) };
  const [inviteId, signature] = parts;
  // Only a well-formed id reaches the database (a malformed uuid would fail there, not here).
  if (parts.length !== 2 || !inviteId || !signature || !UUID.test(inviteId)) return null;
  return { kind: 'link', inviteId, signature };
}

function sign(signingKey: string, inviteId: string): string {
  return createHmac('sha256', Buffer.from(signingKey, 'hex')).update(inviteId).digest('base64url');
}

export function linkToken(signingKey: string, inviteId: string): string {
  return `${inviteId}.${sign(signingKey, inviteId)}`;
}

/** Compared as text, in constant time: base64url decoding would forgive stray characters. */
export function isValidSignature(signingKey: string, inviteId: string, signature: string): boolean {
  const expected = Buffer.from(sign(signingKey, inviteId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where an invite lands in the web app: the `/user/invite` page of this site. */
export function inviteUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/user/invite?token=${encodeURIComponent(token)}`;
}
