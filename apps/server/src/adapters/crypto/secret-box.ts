import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest (secret environment variables, issue 6) are sealed with AES-256-GCM:
 * `v1:` then base64 of a 12-byte nonce, the ciphertext and the 16-byte tag. The tag makes a
 * changed or wrongly keyed value fail to open instead of reading as garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws SecretBoxError when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('A secrets key is 32 bytes.');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new SecretBoxError('Not a sealed value.');
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      if (bytes.length < NONCE_BYTES + TAG_BYTES)
        throw new SecretBoxError('Sealed value cut short.');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('The value was sealed with another key, or changed.');
      }
    },
  };
}

/**
 * The configured key, or the one kept in `dataDir/secrets.key` (made on first start, readable by
 * this user only). Kept beside the data, not in the database: a copy of the database alone does
 * not open the secrets.
 */
export function loadSecretsKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.key');
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
    throw new SecretBoxError(`${file} does not hold a 32-byte base64 key.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // `wx`: two servers starting at once on the same folder cannot each write a different key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return loadSecretsKey(undefined, dataDir);
    throw error;
  }
}
