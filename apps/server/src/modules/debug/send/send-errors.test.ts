import { describe, expect, it } from 'vitest';
import {
  ConnectFailure,
  OutboundError,
  type ConnectPhase,
} from '../../../adapters/outbound/index.js';
import { createSendContext } from './send-context.js';
import { classifyError, SendFailure } from './send-errors.js';

const url = new URL('https://api.example.test:8443/x');

function classify(error: unknown, signal?: AbortSignal) {
  return classifyError(error, createSendContext({ policy: 'open', signal }), url);
}

const failure = (phase: ConnectPhase, code: string, message = code) =>
  new ConnectFailure(phase, 'api.example.test', {
    cause: Object.assign(new Error(message), { code }),
  });

describe('classifyError', () => {
  it.each([
    ['CERT_HAS_EXPIRED', 'the certificate has expired'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'issuer is not trusted'],
    ['CERT_NOT_YET_VALID', 'not valid yet'],
  ])('words the TLS failure %s', (code, words) => {
    const result = classify(failure('tls', code));
    expect(result.code).toBe('TLS_FAILED');
    expect(result.message).toContain(words);
    expect(result.message).toContain('api.example.test:8443');
  });

  it('names the certificate host mismatch with what the certificate is for', () => {
    const result = classify(
      failure(
        'tls',
        'ERR_TLS_CERT_ALTNAME_INVALID',
        "Hostname/IP does not match certificate's altnames: Host: api.example.test. is not in the cert's altnames: DNS:other.test",
      ),
    );
    expect(result.code).toBe('TLS_FAILED');
    expect(result.message).toContain('another host name');
    expect(result.message).toContain('DNS:other.test');
  });

  it.each([
    [failure('connect', 'ECONNREFUSED'), 'CONNECTION_REFUSED'],
    [failure('connect', 'EHOSTUNREACH'), 'NETWORK'],
    [failure('connect', 'ETIMEDOUT'), 'TIMEOUT'],
    [failure('dns', 'EAI_AGAIN'), 'DNS_FAILED'],
    [new OutboundError('address', '10.0.0.1 is not allowed (private)'), 'ADDRESS_REFUSED'],
    [new OutboundError('protocol', 'only http and https are allowed'), 'INVALID_URL'],
    [Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }), 'NETWORK'],
    [
      Object.assign(new Error('invalid header'), { code: 'UND_ERR_INVALID_ARG' }),
      'INVALID_REQUEST',
    ],
    [Object.assign(new Error('Invalid status'), { code: 'HPE_INVALID_STATUS' }), 'NETWORK'],
    ['a thrown string', 'NETWORK'],
  ])('maps %s to %s', (error, code) => {
    expect(classify(error).code).toBe(code);
  });

  it('keeps a failure already worded, and puts a cancel before everything else', () => {
    const worded = new SendFailure('AUTH_FAILED', 'no token');
    expect(classify(worded)).toBe(worded);
    const controller = new AbortController();
    controller.abort();
    expect(classify(failure('connect', 'ECONNRESET'), controller.signal).code).toBe('CANCELLED');
  });
});
