import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAwsV4, type AwsCredentials } from '@heron/engine';
import { closeIdleConnections as closeIdleClients } from '../../../adapters/outbound/index.js';
import { sendRequest } from './send-request.js';
import {
  startHttpServer,
  type ReceivedRequest,
  type TestServer,
} from '../../../../test/send-test-servers.js';

// The credentials and clock of AWS's published Signature v4 test suite.
const suite: AwsCredentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: '',
  region: 'us-east-1',
  service: 'service',
};
const suiteDate = new Date('2015-08-30T12:36:00Z');

function authorization(headers: { name: string; value: string }[]): string {
  return headers.find((h) => h.name === 'Authorization')!.value;
}

describe('signAwsV4 against AWS documented examples', () => {
  it('get-vanilla', () => {
    const signed = signAwsV4(
      { method: 'GET', url: new URL('https://example.amazonaws.com/'), headers: [], body: null },
      suite,
      suiteDate,
    );
    expect(authorization(signed.headers)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(signed.headers[0]).toEqual({ name: 'X-Amz-Date', value: '20150830T123600Z' });
  });

  it('get-header-key-duplicate', () => {
    const signed = signAwsV4(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers: [{ name: 'My-Header1', value: 'value2,value2,value1' }],
        body: null,
      },
      suite,
      suiteDate,
    );
    expect(authorization(signed.headers)).toContain(
      'SignedHeaders=host;my-header1;x-amz-date, ' +
        'Signature=c9d5ea9f3f72853aea855b47ea873832890dbdd183b4468f858259531a5138ea',
    );
  });

  it('the IAM ListUsers example of the General Reference (query and Content-Type signed)', () => {
    const signed = signAwsV4(
      {
        method: 'GET',
        url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
        headers: [
          { name: 'Content-Type', value: 'application/x-www-form-urlencoded; charset=utf-8' },
        ],
        body: null,
      },
      { ...suite, service: 'iam' },
      suiteDate,
    );
    expect(authorization(signed.headers)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('the S3 "GET Object" example (single-encoded path, signed payload hash)', () => {
    const signed = signAwsV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: [{ name: 'Range', value: 'bytes=0-9' }],
        body: null,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        sessionToken: '',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(authorization(signed.headers)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers).toContainEqual({
      name: 'X-Amz-Content-Sha256',
      value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
  });
});

/**
 * A second, independent computation of the signature, written from the received request the way
 * a server checks it: byte by byte percent-encoding, the signed header list read from the
 * Authorization header, the body hashed as it arrived.
 */
function verifyAwsV4(
  request: { method: string; target: string; rawHeaders: string[]; body: Buffer },
  secret: string,
): { isValid: boolean; why: string } {
  const auth = headerOf(request.rawHeaders, 'authorization') ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { isValid: false, why: `bad Authorization: ${auth}` };
  const [, , day, region, service, signedList, signature] = match as unknown as string[];
  const encodeBytes = (bytes: Buffer) => {
    let out = '';
    for (const byte of bytes) {
      const c = String.fromCharCode(byte);
      out += /[A-Za-z0-9\-._~]/.test(c)
        ? c
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return out;
  };
  const decodeBytes = (text: string) => {
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else if (text[i] === '+') bytes.push(0x20);
      else bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
    return Buffer.from(bytes);
  };
  const [path = '/', query = ''] = request.target.split('?');
  const uri = path
    .split('/')
    .map((segment) =>
      service === 's3' ? encodeBytes(decodeBytes(segment)) : encodeBytes(Buffer.from(segment)),
    )
    .join('/');
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split(/=(.*)/s);
      return `${encodeBytes(decodeBytes(k))}=${encodeBytes(decodeBytes(v))}`;
    })
    .sort();
  const names = signedList!.split(';');
  const lines = names.map((name) => {
    const values: string[] = [];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      if (request.rawHeaders[i]!.toLowerCase() === name) {
        values.push(request.rawHeaders[i + 1]!.trim().split(/\s+/).join(' '));
      }
    }
    return `${name}:${values.join(',')}`;
  });
  const amzDate = headerOf(request.rawHeaders, 'x-amz-date') ?? '';
  const canonical = [
    request.method,
    uri,
    params.join('&'),
    `${lines.join('\n')}\n`,
    signedList,
    createHash('sha256').update(request.body).digest('hex'),
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/${service}/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const kDate = createHmac('sha256', `AWS4${secret}`).update(day!).digest();
  const kRegion = createHmac('sha256', kDate).update(region!).digest();
  const kService = createHmac('sha256', kRegion).update(service!).digest();
  const kSigning = createHmac('sha256', kService).update('aws4_request').digest();
  const expected = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return { isValid: expected === signature, why: canonical };
}

function headerOf(raw: string[], name: string): string | undefined {
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === name) return raw[i + 1];
  }
  return undefined;
}

describe('signAwsV4 against an independent computation', () => {
  it('agrees on a request with an encoded path, repeated and unordered query, body and token', () => {
    const credentials: AwsCredentials = { ...suite, sessionToken: 'token/with+chars=' };
    const url = new URL('https://api.example.test/a%20b/caf%C3%A9/x:y?z=1&a=2&a=1&sp=a+b&e=');
    const body = Buffer.from('{"hello":"wörld"}');
    const headers = [
      { name: 'Content-Type', value: 'application/json' },
      { name: 'X-Custom', value: '  spaced   out  ' },
      { name: 'x-custom', value: 'again' },
      { name: 'User-Agent', value: 'not signed' },
      { name: 'Content-Length', value: String(body.length) },
    ];
    const signed = signAwsV4({ method: 'POST', url, headers, body }, credentials, suiteDate);
    const raw = [...headers, ...signed.headers, { name: 'Host', value: url.host }].flatMap((h) => [
      h.name,
      h.value,
    ]);
    const verdict = verifyAwsV4(
      { method: 'POST', target: `${url.pathname}${url.search}`, rawHeaders: raw, body },
      suite.secretAccessKey,
    );
    expect(verdict.isValid, verdict.why).toBe(true);
    expect(signed.headers).toContainEqual({
      name: 'X-Amz-Security-Token',
      value: 'token/with+chars=',
    });
    expect(authorization(signed.headers)).not.toContain('user-agent');
  });

  it('replaces a typed X-Amz-Date rather than signing two', () => {
    const signed = signAwsV4(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers: [{ name: 'x-amz-date', value: '19990101T000000Z' }],
        body: null,
      },
      suite,
      suiteDate,
    );
    expect(signed.canonicalRequest).toContain('x-amz-date:20150830T123600Z\n');
    expect(signed.canonicalRequest).not.toContain('1999');
  });
});

describe('sending with AWS Signature v4', () => {
  let server: TestServer;
  const verdicts: { isValid: boolean; why: string }[] = [];
  beforeAll(async () => {
    server = await startHttpServer((request: ReceivedRequest, response) => {
      const verdict = verifyAwsV4(
        {
          method: request.method,
          target: request.url,
          rawHeaders: request.rawHeaders,
          body: request.body,
        },
        suite.secretAccessKey,
      );
      verdicts.push(verdict);
      response.statusCode = verdict.isValid ? 200 : 403;
      response.end(verdict.isValid ? 'signed' : verdict.why);
    });
  });
  afterAll(async () => {
    await closeIdleClients();
    await server.close();
  });

  it('a server that recomputes the signature from what it received accepts it', async () => {
    const sent = await sendRequest(
      {
        method: 'PUT',
        url: `${server.origin}/items/a%2Fb/%E4%B8%AD?b=2&a=1&a=0&q=x+y`,
        headers: [{ name: 'X-Trace', value: 'one' }],
        body: { kind: 'text', contentType: 'application/json', text: '{"n":"中"}' },
      },
      {
        auth: { type: 'awsv4', ...suite, sessionToken: 'session' },
        settings: { timeoutMs: 10_000, followRedirects: true, maxRedirects: 5 },
        policy: 'open',
      },
    );
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(verdicts.at(-1)?.why).toBeDefined();
    expect(sent.response.status, verdicts.at(-1)!.why).toBe(200);
    const names = sent.sentRequest.headers.map((h) => h.name);
    expect(names).toEqual(
      expect.arrayContaining(['X-Amz-Date', 'X-Amz-Security-Token', 'Authorization']),
    );
  });

  it('a signature for another secret is refused by the same server (the check can fail)', async () => {
    const sent = await sendRequest(
      { method: 'GET', url: `${server.origin}/x`, headers: [], body: { kind: 'none' } },
      {
        auth: { type: 'awsv4', ...suite, secretAccessKey: 'wrong' },
        settings: { timeoutMs: 10_000, followRedirects: true, maxRedirects: 5 },
        policy: 'open',
      },
    );
    expect(sent.ok && sent.response.status).toBe(403);
  });
});
