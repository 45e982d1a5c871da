import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

/**
 * SHA256withRSA, the scheme both Alipay (`RSA2`) and WeChat Pay v3 (`WECHATPAY2-SHA256-RSA2048`)
 * use: PKCS#1 v1.5 padding, signatures in base64.
 */

/** A key as configured: PEM text, or a KeyObject made earlier. */
export type KeyInput = string | KeyObject;

/**
 * Reads a private key from PEM (PKCS#8 `PRIVATE KEY` or PKCS#1 `RSA PRIVATE KEY`) or from the bare
 * base64 DER that Alipay's key tool prints. Throws without echoing the key.
 */
export function readPrivateKey(input: KeyInput): KeyObject {
  if (typeof input !== 'string') return requireRsa(input, 'private');
  const text = normalisePem(input);
  try {
    if (text.includes('-----BEGIN')) return requireRsa(createPrivateKey(text), 'private');
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    try {
      return requireRsa(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), 'private');
    } catch {
      return requireRsa(createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }), 'private');
    }
  } catch (cause) {
    throw new Error('not a readable RSA private key (PEM PKCS#8 or PKCS#1)', { cause });
  }
}

/** Reads a public key from PEM (`PUBLIC KEY`, `RSA PUBLIC KEY`, a certificate) or bare base64 DER. */
export function readPublicKey(input: KeyInput): KeyObject {
  if (typeof input !== 'string') return requireRsa(input, 'public');
  const text = normalisePem(input);
  try {
    if (text.includes('-----BEGIN')) return requireRsa(createPublicKey(text), 'public');
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    return requireRsa(createPublicKey({ key: der, format: 'der', type: 'spki' }), 'public');
  } catch (cause) {
    throw new Error('not a readable RSA public key (PEM or base64 SPKI)', { cause });
  }
}

/** Env files often carry a PEM on one line with literal `\n`; PEM needs real line breaks. */
function normalisePem(text: string): string {
  return text.replace(/\\n/g, '\n').trim();
}

function requireRsa(key: KeyObject, type: 'public' | 'private'): KeyObject {
  if (key.asymmetricKeyType !== 'rsa' || key.type !== type) {
    throw new Error(`not an RSA ${type} key`);
  }
  return key;
}

export function signRsaSha256(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/** False for a wrong signature and for one that is not even base64 of the right length. */
export function verifyRsaSha256(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
