import { OAuthTokenError } from '@heron/engine';
import { ConnectFailure, findOutboundError } from '../../../adapters/outbound/index.js';
import type { SendContext } from './send-context.js';
import type { SendErrorCode } from './sent-exchange.js';

/** A send that failed for a reason already put in words; everything else is classified. */
export class SendFailure extends Error {
  constructor(
    readonly code: SendErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SendFailure';
  }
}

/** Turns whatever a step of the send threw into one code and a sentence for a person. */
export function classifyError(error: unknown, context: SendContext, url: URL | null): SendFailure {
  if (error instanceof SendFailure) return error;
  // The token endpoint gave no token (engine's OAuth code): the auth failed, in its words.
  if (error instanceof OAuthTokenError) {
    return new SendFailure('AUTH_FAILED', error.message, { cause: error });
  }
  const host = url?.host ?? 'the server';
  if (context.userSignal?.aborted)
    return new SendFailure('CANCELLED', 'The request was cancelled.');
  if (context.deadline.aborted) {
    return new SendFailure(
      'TIMEOUT',
      `No complete answer from ${host} within ${context.timeoutMs} ms.`,
    );
  }
  const guarded = findOutboundError(error);
  switch (guarded?.reason) {
    case 'address':
      return new SendFailure(
        'ADDRESS_REFUSED',
        `This server does not send requests to that address: ${guarded.message}.`,
      );
    case 'invalid-url':
    case 'protocol':
      return new SendFailure('INVALID_URL', `The URL cannot be sent: ${guarded.message}.`);
    default:
      break;
  }
  const connect = findConnectFailure(error);
  if (connect) return connectFailure(connect, host);
  if (guarded?.reason === 'network' && guarded.phase === 'dns') {
    // The checked lookup's own failure: the name did not resolve.
    return new SendFailure(
      'DNS_FAILED',
      `The host name ${url?.hostname ?? ''} could not be resolved${codeSuffix(guarded.cause)}.`,
    );
  }
  // The outbound client wraps what undici threw; the words come from undici's error.
  const raw = guarded && guarded.cause !== undefined ? guarded.cause : error;
  const code = errorCode(raw);
  const message = raw instanceof Error ? raw.message : String(raw);
  if (
    guarded?.reason === 'invalid-request' ||
    code === 'UND_ERR_INVALID_ARG' ||
    code === 'UND_ERR_NOT_SUPPORTED'
  ) {
    return new SendFailure('INVALID_REQUEST', `The request cannot be sent as HTTP: ${message}.`);
  }
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE') {
    return new SendFailure(
      'NETWORK',
      `The connection to ${host} closed before the answer was complete.`,
    );
  }
  if (code?.startsWith('HPE_')) {
    return new SendFailure('NETWORK', `The answer from ${host} is not valid HTTP (${message}).`);
  }
  return new SendFailure('NETWORK', `The request to ${host} failed: ${message}.`);
}

function findConnectFailure(error: unknown): ConnectFailure | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth += 1) {
    if (e instanceof ConnectFailure) return e;
  }
  return undefined;
}

function connectFailure(error: ConnectFailure, host: string): SendFailure {
  const cause = error.cause;
  const code = errorCode(cause);
  if (error.phase === 'dns') {
    return new SendFailure(
      'DNS_FAILED',
      `The host name ${error.host} could not be resolved${codeSuffix(cause)}.`,
    );
  }
  if (error.phase === 'tls') {
    return new SendFailure(
      'TLS_FAILED',
      `The secure connection to ${host} failed: ${tlsReason(cause)}. ` +
        'To send anyway, turn off certificate verification for this request.',
    );
  }
  switch (code) {
    case 'ECONNREFUSED':
      return new SendFailure(
        'CONNECTION_REFUSED',
        `Nothing accepted the connection at ${host} (connection refused). Is the server running?`,
      );
    case 'ETIMEDOUT':
      return new SendFailure('TIMEOUT', `Connecting to ${host} timed out.`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new SendFailure('NETWORK', `${host} cannot be reached from this server (${code}).`);
    default:
      return new SendFailure(
        'NETWORK',
        `Could not connect to ${host}: ${cause instanceof Error ? cause.message : String(cause)}.`,
      );
  }
}

const TLS_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the certificate chain ends in a self-signed certificate',
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not valid yet',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the certificate's issuer is not trusted",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the certificate's issuer is not trusted",
  UNABLE_TO_GET_ISSUER_CERT: "the certificate's issuer is not trusted",
  CERT_REVOKED: 'the certificate has been revoked',
};

function tlsReason(cause: unknown): string {
  const code = errorCode(cause);
  const message = cause instanceof Error ? cause.message : String(cause);
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    // Node's message names the host and the names the certificate is for.
    return `the certificate is for another host name (${message})`;
  }
  const known = code ? TLS_REASONS[code] : undefined;
  if (known) return `${known} (${code})`;
  if (code === 'ECONNRESET') return 'the server closed the connection during the handshake';
  return code ? `${message} (${code})` : message;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function codeSuffix(cause: unknown): string {
  const code = errorCode(cause) ?? errorCode((cause as { cause?: unknown } | null)?.cause);
  return code ? ` (${code})` : '';
}
