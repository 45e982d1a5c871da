import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { instance } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';
import { sha256 } from '../auth/index.js';

/**
 * Invite tokens. A link token is `<inviteId>.<signature>`: an HMAC-SHA256 of the id under the
 * instance's signing key, so no secret is stored and the creator can be shown the link again. An
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

/** The instance's signing key, or null when no link has been made yet. */
export async function findSigningKey(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ signingKey: instance.signingKey })
    .from(instance)
    .where(eq(instance.singleton, 'default'));
  return row?.signingKey ?? null;
}

/**
 * The instance's signing key, made on first use. Two servers making it at once both write only
 * where none is set, and both read back the one that won.
 */
export async function getSigningKey(db: Db): Promise<string> {
  const found = await findSigningKey(db);
  if (found) return found;
  await db
    .update(instance)
    .set({ signingKey: randomBytes(32).toString('hex') })
    .where(and(eq(instance.singleton, 'default'), isNull(instance.signingKey)));
  const made = await findSigningKey(db);
  if (!made) throw new Error('instance row missing: the database was not prepared');
  return made;
}

/** Where an invite lands in the web app: the `/user/invite` page of this site. */
export function inviteUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/user/invite?token=${encodeURIComponent(token)}`;
}
