import type { DebugAuth, DebugSettings } from '@heron/contract';
import { prepareHopAuth, type OAuthTokenCache, type ResolvedRequest } from '@heron/engine';
import type {
  AddressCheck,
  HopProgress,
  HostResolver,
  OutboundAddressPolicy,
} from '../../../adapters/outbound/index.js';
import { decodeContent } from './decode-content.js';

import { parseSetCookie } from './parse-set-cookie.js';
import { runExchange, type ExchangeOutcome } from './run-exchange.js';
import { createSendContext, type SendContext } from './send-context.js';
import { classifyError, SendFailure } from './send-errors.js';
import {
  zeroTimings,
  type ResponseCookie,
  type ResponseTimings,
  type SentExchange,
} from './sent-exchange.js';
import { tokenPoster } from './token-poster.js';

/**
 * The debugger's sender (issue 6): a resolved request out through the outbound client
 * (address policy on every hop and every new connection), its auth completed, and the answer
 * read for the response view with real timings. Never throws: every failure is a code and a
 * sentence.
 */

export interface SendRequestOptions {
  /** The request's auth, variables resolved; bearer, basic and API key are already applied. */
  auth: DebugAuth;
  /** Time limit, redirects. */
  /** Time limit and redirects (whether to verify TLS is `verifyTls` below). */
  settings: Pick<DebugSettings, 'timeoutMs' | 'followRedirects' | 'maxRedirects'>;
  /** `open`, `public-only` (config OUTBOUND_ADDRESS_POLICY), or a check of one's own. */
  policy: OutboundAddressPolicy | AddressCheck;
  /** How names are resolved (tests give a fake one; the default asks the system). */
  resolve?: HostResolver;
  /** Body bytes kept; a larger answer is truncated (default 5 MB). */
  maxBodyBytes?: number;
  /** Aborting it ends the send with CANCELLED. */
  signal?: AbortSignal;
  /** Where OAuth 2.0 tokens are kept between sends (see OAuthTokenCache for whose they are). */
  oauthTokens?: OAuthTokenCache;
  /** False: accept any TLS certificate (self-signed development servers). Default true. */
  verifyTls?: boolean;
  /** The clock for AWS signatures and token lifetimes (tests fix it). */
  now?: () => Date;
}

// A method is an HTTP token (RFC 9110 §9.1); CONNECT opens a tunnel, which a debugger answer
// cannot show.
const METHOD = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export async function sendRequest(
  request: ResolvedRequest,
  options: SendRequestOptions,
): Promise<SentExchange> {
  let context: SendContext;
  try {
    context = createSendContext({
      policy: options.policy,
      resolve: options.resolve,
      verifyTls: options.verifyTls ?? true,
      timeoutMs: options.settings?.timeoutMs,
      maxBodyBytes: options.maxBodyBytes,
      signal: options.signal,
    });
  } catch (error) {
    return failed(new SendFailure('NETWORK', `The request could not start: ${String(error)}.`));
  }
  let url: URL | null = null;
  try {
    try {
      url = new URL(request.url);
    } catch {
      throw new SendFailure('INVALID_URL', `"${request.url.slice(0, 200)}" is not a valid URL.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SendFailure(
        'INVALID_URL',
        `Only http and https URLs can be sent, not ${url.protocol.slice(0, -1)}.`,
      );
    }
    const method = request.method.toUpperCase();
    if (!METHOD.test(method) || method === 'CONNECT') {
      throw new SendFailure(
        'INVALID_REQUEST',
        `"${request.method.slice(0, 40)}" is not a method the debugger can send.`,
      );
    }
    const clock = options.now ?? (() => new Date());
    const auth = await prepareHopAuth(options.auth, request, {
      post: tokenPoster(context),
      cache: options.oauthTokens,
      now: () => clock().getTime(),
      clock,
    });
    const result = await runExchange(
      { method, url, headers: request.headers, body: request.body },
      context,
      {
        followRedirects: options.settings?.followRedirects ?? true,
        maxRedirects: options.settings?.maxRedirects ?? 10,
        auth,
      },
    );
    if (!result.ok) {
      return failed(result.failure, timingsOf(result.progress, context), result.sent);
    }
    return await answered(result, context, clock().getTime());
  } catch (error) {
    return failed(classifyError(error, context, url), timingsOf(null, context));
  }
}

async function answered(
  outcome: ExchangeOutcome,
  context: SendContext,
  now: number,
): Promise<SentExchange> {
  const { answer } = outcome;
  const headerValue = (name: string) =>
    answer.headers.find((h) => h.name.toLowerCase() === name)?.value;
  const content = await decodeContent(
    answer.body,
    headerValue('content-encoding'),
    context.maxBodyBytes,
    answer.isTruncated,
  );
  const cookies: ResponseCookie[] = [];
  for (const header of answer.headers) {
    if (header.name.toLowerCase() !== 'set-cookie') continue;
    const cookie = parseSetCookie(header.value, now);
    if (cookie) cookies.push(cookie);
  }
  return {
    ok: true,
    response: {
      status: answer.status,
      statusText: answer.statusText,
      httpVersion: '1.1',
      url: outcome.url.href,
      headers: answer.headers,
      cookies,
      body: {
        base64: content.bytes.toString('base64'),
        truncated: content.isTruncated,
        sizeBytes: answer.sizeBytes,
        contentType: headerValue('content-type') ?? '',
        ...(content.decodedFrom ? { decodedFrom: content.decodedFrom } : {}),
      },
      timings: timingsOf(outcome.progress, context),
      remoteAddress: answer.remoteAddress,
      redirects: outcome.redirects,
    },
    sentRequest: outcome.sent,
  };
}

function failed(
  failure: SendFailure,
  timings: ResponseTimings = zeroTimings(),
  sent?: ResolvedRequest | null,
): SentExchange {
  return {
    ok: false,
    error: { code: failure.code, message: failure.message, timings },
    ...(sent ? { sentRequest: sent } : {}),
  };
}

function timingsOf(progress: HopProgress | null, context: SendContext): ResponseTimings {
  const round = (ms: number) => Math.max(0, Math.round(ms * 1000) / 1000);
  return {
    dnsMs: round(progress?.connection.dnsMs ?? 0),
    connectMs: round(progress?.connection.connectMs ?? 0),
    tlsMs: round(progress?.connection.tlsMs ?? 0),
    firstByteMs: round(progress?.firstByteMs ?? 0),
    downloadMs: round(progress?.downloadMs ?? 0),
    totalMs: round(performance.now() - context.startedAt),
  };
}
