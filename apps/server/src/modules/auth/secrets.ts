import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2: the package's const enum cannot be imported here). OWASP's baseline: 19 MiB, 2 passes, 1 lane (about 100 ms here).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when no account matches, so a sign-in for an unknown address takes as long as
 * one for a known address and timing does not reveal which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
}

/** A random, URL-safe token of 256 bits (session cookies, reset links). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A six-digit code, every value equally likely (leading zeros kept). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
