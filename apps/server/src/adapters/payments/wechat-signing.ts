import { createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { signRsaSha256, verifyRsaSha256 } from './rsa-sha256.js';

/** WeChat Pay API v3 signing, answer verification and resource decryption, as documented. */

export const WECHAT_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** How far a signed timestamp may be from our clock before it counts as a replay. */
export const WECHAT_TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

/** What a request signature covers: `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` (BODY '' for GET). */
export function wechatRequestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What an answer's or a notification's signature covers: `TIMESTAMP\nNONCE\nBODY\n`. */
export function wechatResponseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export interface WechatRequestSigner {
  mchId: string;
  /** Serial number of the merchant API certificate whose key signs. */
  serialNo: string;
  privateKey: KeyObject;
}

/** The `Authorization` header of one request. */
export function wechatAuthorization(
  signer: WechatRequestSigner,
  request: { method: string; pathWithQuery: string; body: string; now: Date; nonce?: string },
): string {
  const timestamp = String(Math.floor(request.now.getTime() / 1000));
  const nonce = request.nonce ?? randomBytes(16).toString('hex').toUpperCase();
  const signature = signRsaSha256(
    wechatRequestMessage(request.method, request.pathWithQuery, timestamp, nonce, request.body),
    signer.privateKey,
  );
  return (
    `${WECHAT_AUTH_SCHEME} mchid="${signer.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serialNo}"`
  );
}

export type SignedMessageCheck =
  { ok: true } | { ok: false; why: 'missing-signature' | 'malformed' | 'stale' | 'bad-signature' };

/** The four `Wechatpay-*` values of an answer or a notification, when present. */
export interface WechatSignatureHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

/**
 * Checks a signed answer or notification: all headers present, the timestamp within 5 minutes of
 * `now` (so a captured message cannot be replayed later), and the signature by the platform key.
 * WeChat's probe messages (signature `WECHATPAY/SIGNTEST/…`) fail here, as they are meant to.
 */
export function checkWechatSignature(
  headers: WechatSignatureHeaders,
  body: string,
  platformKey: KeyObject,
  now: Date,
): SignedMessageCheck {
  if (!headers.signature) return { ok: false, why: 'missing-signature' };
  if (!headers.timestamp || !headers.nonce || !headers.serial)
    return { ok: false, why: 'malformed' };
  if (!/^\d{1,12}$/.test(headers.timestamp)) return { ok: false, why: 'malformed' };
  const skew = Math.abs(now.getTime() - Number(headers.timestamp) * 1000);
  if (skew > WECHAT_TIMESTAMP_WINDOW_MS) return { ok: false, why: 'stale' };
  const message = wechatResponseMessage(headers.timestamp, headers.nonce, body);
  return verifyRsaSha256(message, headers.signature, platformKey)
    ? { ok: true }
    : { ok: false, why: 'bad-signature' };
}

export interface EncryptedResource {
  ciphertext: string;
  nonce: string;
  associated_data?: string | undefined;
}

const TAG_BYTES = 16;

/**
 * Opens a notification's resource: AES-256-GCM with the APIv3 key, the resource's nonce and
 * associated data as UTF-8, and the tag as the last 16 bytes of the base64 ciphertext. Null when
 * it does not open: a changed byte, another key, or a cut-short ciphertext.
 */
export function decryptWechatResource(
  resource: EncryptedResource,
  apiV3Key: Buffer,
): string | null {
  const bytes = Buffer.from(resource.ciphertext, 'base64');
  if (bytes.length <= TAG_BYTES || resource.nonce === '') return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
