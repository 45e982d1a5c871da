import { createHash, createHmac } from 'node:crypto';
import type { RequestHeader } from '../resolved-request.js';

/**
 * AWS Signature Version 4 for a request header (`Authorization: AWS4-HMAC-SHA256 …`), as AWS's
 * "Create a signed AWS API request" describes it: a canonical request (method, URI, query,
 * headers, payload hash) is hashed into a string to sign, which is signed with a key derived
 * from the secret, the date, the region and the service.
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials' session token ('' for none). */
  sessionToken: string;
  region: string;
  service: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** The headers as they will be sent (Content-Type and Content-Length included). */
  headers: RequestHeader[];
  body: Buffer | null;
}

export interface AwsSignature {
  /** The headers to add: X-Amz-Date, X-Amz-Security-Token, X-Amz-Content-Sha256 (S3), Authorization. */
  headers: RequestHeader[];
  /** Intermediate texts, for the preview and for tests. */
  canonicalRequest: string;
  stringToSign: string;
}

/** Headers AWS's own SDKs never sign: proxies and clients change or add them on the way. */
const UNSIGNED = new Set([
  'authorization',
  'user-agent',
  'expect',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'x-amzn-trace-id',
]);

/** The headers this signer writes; a typed copy of one is replaced, not sent twice. */
export const AWS_SIGNED_BY_US = new Set([
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'authorization',
]);

export function signAwsV4(
  request: SignableRequest,
  credentials: AwsCredentials,
  now: Date,
): AwsSignature {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const isS3 = credentials.service.toLowerCase() === 's3';
  const payloadHash = sha256Hex(request.body ?? Buffer.alloc(0));

  const added: RequestHeader[] = [{ name: 'X-Amz-Date', value: amzDate }];
  if (credentials.sessionToken !== '') {
    added.push({ name: 'X-Amz-Security-Token', value: credentials.sessionToken });
  }
  // S3 refuses a request without it; other services do not ask for it.
  if (isS3) added.push({ name: 'X-Amz-Content-Sha256', value: payloadHash });

  const kept = request.headers.filter((h) => !AWS_SIGNED_BY_US.has(h.name.toLowerCase()));
  const all = [...kept, ...added];
  if (!all.some((h) => h.name.toLowerCase() === 'host')) {
    all.push({ name: 'host', value: request.url.host });
  }
  const byName = new Map<string, string[]>();
  for (const header of all) {
    const name = header.name.toLowerCase();
    if (UNSIGNED.has(name)) continue;
    const value = header.value.trim().replace(/\s+/g, ' ');
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const names = [...byName.keys()].sort();
  const canonicalHeaders = names.map((n) => `${n}:${byName.get(n)!.join(',')}\n`).join('');
  const signedHeaders = names.join(';');

  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri(request.url, isS3),
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) {
    key = hmac(key, part);
  }
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  added.push({
    name: 'Authorization',
    value:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
  });
  return { headers: added, canonicalRequest, stringToSign };
}

/**
 * Every path segment percent-encoded with AWS's rules. The URL's path is already encoded once
 * for the wire; services other than S3 sign it encoded a second time (so `%20` becomes `%2520`),
 * S3 signs the wire form itself.
 */
function canonicalUri(url: URL, isS3: boolean): string {
  const path = url.pathname === '' ? '/' : url.pathname;
  return path
    .split('/')
    .map((segment) => awsEncode(isS3 ? safeDecode(segment) : segment))
    .join('/');
}

/**
 * Parameters sorted by encoded name, then value. `+` in the wire query is a space: the engine
 * writes query parameters in form encoding, and AWS wants a space signed as `%20`.
 */
function canonicalQuery(url: URL): string {
  const query = url.search.replace(/^\?/, '');
  if (query === '') return '';
  const pairs = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      return [awsEncode(formDecode(name)), awsEncode(formDecode(value))] as const;
    });
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** RFC 3986 unreserved characters stay; every other byte becomes %XX (upper-case hex). */
function awsEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function formDecode(text: string): string {
  return safeDecode(text.replace(/\+/g, ' '));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}
