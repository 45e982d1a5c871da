import { addressCheckOf, type AddressCheck, type OutboundAddressPolicy } from './address-policy.js';
import { checkTarget, systemResolver, type HostResolver } from './checked-lookup.js';
import { leaseConnection, type ClientKey } from './connection-pool.js';
import {
  exchangeOnce,
  newHopProgress,
  type HopAnswer,
  type HopProgress,
  type OutboundHeader,
} from './exchange-once.js';
import { findOutboundError, OutboundError } from './outbound-error.js';
import { planRedirect, REDIRECT_STATUSES, type HopPlan } from './plan-redirect.js';
import { ConnectFailure } from './timed-connector.js';

export const OUTBOUND_DEFAULTS = {
  deadlineMs: 30_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export interface OutboundClientOptions {
  /** What the requests are for (`url-import`, `payments` …); errors carry it. */
  purpose: string;
  /**
   * Which addresses may be reached: `open`, `public-only`, or a check of one's own. Required, so
   * every caller says whether its URLs come from a person or from the operator.
   */
  policy: OutboundAddressPolicy | AddressCheck;
  /** The deadline of one whole request: connection, redirects and body. */
  deadlineMs?: number;
  /** The largest answer body kept. */
  maxBytes?: number;
  /** Past `maxBytes`: `fail` with `too-large` (the default), or `truncate` and say so. */
  overflow?: 'fail' | 'truncate';
  /**
   * Redirects followed, each hop checked against the policy; one more fails with `redirects`.
   * 0: a redirect is an answer like any other (a signed request must not go anywhere else).
   */
  maxRedirects?: number;
  /** Keep connections alive between requests (the debugger); otherwise one per exchange. */
  keepAlive?: boolean;
  /** False: accept any TLS certificate (a self-signed development server). Default true. */
  verifyTls?: boolean;
  /** How names are resolved (tests give a fake one; the default asks the system). */
  resolve?: HostResolver;
}

export interface OutboundRequest {
  /** Any HTTP method token, with or without a body; GET unless told. */
  method?: string;
  url: string | URL;
  /** A record, or a list when order and repeats matter. Values beyond Latin-1 go as UTF-8. */
  headers?: Record<string, string> | readonly OutboundHeader[];
  body?: string | Uint8Array | null;
  /** Aborting it aborts the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The client's deadline for this request. */
  deadlineMs?: number;
  /** The client's cap for this request, or a cap decided once the status and headers are in. */
  maxBytes?: number | ((status: number, headers: OutboundHeader[]) => number);
  /** The client's redirect limit for this request. */
  maxRedirects?: number;
  /** Told of each attempt's timing record as it starts; it fills in while the request runs. */
  observe?: (progress: HopProgress) => void;
  /**
   * Told of the answer as it comes, before the promise settles: its status and headers, then
   * each piece of its body kept, so a stream (server-sent events) is read as it is written. A
   * redirect that is followed is not told: only the answer the promise resolves with.
   */
  onAnswer?: {
    start(status: number, headers: OutboundHeader[]): void;
    data(chunk: Buffer): void;
  };
}

export interface OutboundResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  statusText: string;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The headers as received: names as sent, in order, repeats kept. */
  headerList: OutboundHeader[];
  body: Buffer;
  /** Body bytes received, those past the cap included. */
  sizeBytes: number;
  /** True when `overflow: 'truncate'` cut the body at the cap. */
  truncated: boolean;
  remoteAddress: string;
  /** The hops that redirected, in order. */
  redirects: { url: string; status: number }[];
  /** Where the time of the last hop went (connection phases 0 on a reused connection). */
  timing: HopProgress;
}

export interface OutboundClient {
  readonly purpose: string;
  /** One request; any status is an answer. Rejects with an OutboundError (or the signal's reason). */
  request(request: OutboundRequest): Promise<OutboundResponse>;
}

// A method is an HTTP token (RFC 9110 §9.1); CONNECT opens a tunnel, which is not a request.
const METHOD = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A redirect's body is not kept: reading a little of it lets the connection be reused. */
const REDIRECT_BODY_CAP = 64 * 1024;

export function createOutboundClient(options: OutboundClientOptions): OutboundClient {
  const check = addressCheckOf(options.policy);
  const key: ClientKey = {
    check,
    resolve: options.resolve ?? systemResolver,
    verifyTls: options.verifyTls ?? true,
    keepAlive: options.keepAlive ?? false,
  };
  const overflow = options.overflow ?? 'fail';

  return {
    purpose: options.purpose,
    async request(request) {
      const deadlineMs = request.deadlineMs ?? options.deadlineMs ?? OUTBOUND_DEFAULTS.deadlineMs;
      const maxBytes = request.maxBytes ?? options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
      const capFor = typeof maxBytes === 'function' ? maxBytes : () => maxBytes;
      const maxRedirects =
        request.maxRedirects ?? options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
      const deadline = AbortSignal.timeout(deadlineMs);
      const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
      const method = request.method ?? 'GET';
      const redirects: { url: string; status: number }[] = [];
      let url: URL | null = null;
      try {
        if (!METHOD.test(method) || method.toUpperCase() === 'CONNECT') {
          throw new OutboundError('invalid-request', `${method.slice(0, 40)} is not a method`);
        }
        url = checkTarget(String(request.url), check);
        let hop: HopPlan<Buffer | null> = {
          method,
          url,
          headers: headerList(request.headers),
          body: toBuffer(request.body),
        };
        for (;;) {
          const follows = (status: number, headers: OutboundHeader[]) =>
            maxRedirects > 0 && REDIRECT_STATUSES.has(status)
              ? headerOf(headers, 'location')
              : undefined;
          let cap = 0;
          // Set once this hop's answer is the one returned: then its body is told as it comes.
          let isFinal = false;
          const onData = request.onAnswer
            ? (chunk: Buffer) => {
                if (isFinal) request.onAnswer?.data(chunk);
              }
            : undefined;
          const sent = await sendHop(
            key,
            hop,
            signal,
            request.observe,
            onData,
            (status, headers) => {
              cap = capFor(status, headers);
              if (follows(status, headers) !== undefined) return Math.min(REDIRECT_BODY_CAP, cap);
              isFinal = true;
              request.onAnswer?.start(status, headers);
              // A declared length past the cap fails before any of it is read.
              const declared = Number(headerOf(headers, 'content-length') ?? 0);
              return overflow === 'fail' && declared > cap ? 0 : cap;
            },
          );
          const { answer } = sent;
          const location = follows(answer.status, answer.headers);
          if (location === undefined) {
            if (answer.isTruncated && overflow === 'fail') {
              throw new OutboundError('too-large', `the answer is larger than ${cap} bytes`);
            }
            return toResponse(hop.url, sent, redirects);
          }
          if (redirects.length >= maxRedirects) {
            throw new OutboundError('redirects', `more than ${maxRedirects} redirects`);
          }
          const next = planRedirect(hop, answer.status, location, null);
          if (next === null) {
            throw new OutboundError(
              'invalid-url',
              `bad redirect location: ${location.slice(0, 200)}`,
            );
          }
          redirects.push({ url: hop.url.href, status: answer.status });
          // Every hop passes the policy again: here for an IP literal, in the lookup for a name.
          url = checkTarget(next.url.href, check);
          hop = { ...next, url };
        }
      } catch (error) {
        throw explain(error, {
          purpose: options.purpose,
          signal: request.signal,
          deadline,
          deadlineMs,
          host: url?.host ?? 'the server',
        });
      }
    },
  };
}

/**
 * One exchange on a connection of the pool. A kept-alive connection the server closed just as
 * the request went out fails before any answer arrives; that one request is sent again on a new
 * connection, as browsers do.
 */
async function sendHop(
  key: ClientKey,
  hop: HopPlan<Buffer | null>,
  signal: AbortSignal,
  observe: ((progress: HopProgress) => void) | undefined,
  onData: ((chunk: Buffer) => void) | undefined,
  maxBodyBytes: (status: number, headers: OutboundHeader[]) => number,
): Promise<{ answer: HopAnswer; progress: HopProgress }> {
  const headers = toWire(hop.headers);
  for (let attempt = 0; ; attempt += 1) {
    const lease = leaseConnection(hop.url.origin, key);
    const progress = newHopProgress();
    observe?.(progress);
    try {
      const answer = await exchangeOnce(
        lease,
        { method: hop.method, url: hop.url, headers, body: hop.body, maxBodyBytes, onData, signal },
        progress,
      );
      lease.release(true);
      return { answer, progress };
    } catch (error) {
      lease.release(false);
      const isStale =
        attempt === 0 &&
        !progress.connection.isNew &&
        !progress.hasHeaders &&
        !signal.aborted &&
        isClosedSocket(error);
      if (!isStale) throw error;
    }
  }
}

function isClosedSocket(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

function headerList(headers: OutboundRequest['headers']): OutboundHeader[] {
  if (headers === undefined) return [];
  if (Array.isArray(headers)) {
    return (headers as readonly OutboundHeader[]).map(({ name, value }) => ({ name, value }));
  }
  return Object.entries(headers as Record<string, string>).map(([name, value]) => ({
    name,
    value,
  }));
}

function toBuffer(body: OutboundRequest['body']): Buffer | null {
  if (body === undefined || body === null) return null;
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
}

/** Name, value, name, value … as undici takes them, values as Latin-1 strings of their bytes. */
function toWire(headers: OutboundHeader[]): string[] {
  const wire: string[] = [];
  for (const header of headers) wire.push(header.name, headerBytes(header.value));
  return wire;
}

/**
 * HTTP header values are bytes; a value with characters beyond Latin-1 (Chinese, emoji) goes out
 * as its UTF-8 bytes, which is what servers that accept such values expect.
 */
function headerBytes(value: string): string {
  // eslint-disable-next-line no-control-regex -- the test is exactly "only Latin-1 characters"
  return /^[\u0000-\u00ff]*$/.test(value) ? value : Buffer.from(value, 'utf8').toString('latin1');
}

function headerOf(headers: OutboundHeader[], name: string): string | undefined {
  return headers.find((h) => h.name.toLowerCase() === name)?.value;
}

function toResponse(
  url: URL,
  { answer, progress }: { answer: HopAnswer; progress: HopProgress },
  redirects: { url: string; status: number }[],
): OutboundResponse {
  const flat: Record<string, string> = {};
  for (const { name, value } of answer.headers) {
    const lower = name.toLowerCase();
    flat[lower] = lower in flat ? `${flat[lower]}, ${value}` : value;
  }
  return {
    url: url.href,
    status: answer.status,
    statusText: answer.statusText,
    headers: flat,
    headerList: answer.headers,
    body: answer.body,
    sizeBytes: answer.sizeBytes,
    truncated: answer.isTruncated,
    remoteAddress: answer.remoteAddress,
    redirects,
    timing: progress,
  };
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns whatever the request threw into one error saying why. */
function explain(
  error: unknown,
  context: {
    purpose: string;
    signal: AbortSignal | undefined;
    deadline: AbortSignal;
    deadlineMs: number;
    host: string;
  },
): unknown {
  const found = findOutboundError(error);
  if (found) return withPurpose(found, context.purpose);
  if (context.signal?.aborted) return context.signal.reason;
  if (context.deadline.aborted) {
    return withPurpose(
      new OutboundError('timeout', `no complete answer within ${context.deadlineMs} ms`),
      context.purpose,
    );
  }
  const { host } = context;
  const code = errorCode(error);
  if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') {
    const message = error instanceof Error ? error.message : String(error);
    return withPurpose(
      new OutboundError('invalid-request', `cannot be sent as HTTP: ${message}`, { cause: error }),
      context.purpose,
    );
  }
  const connect = error instanceof ConnectFailure ? error : undefined;
  const shownCode = connect ? errorCode(connect.cause) : code;
  return withPurpose(
    new OutboundError('network', `could not reach ${host}${shownCode ? ` (${shownCode})` : ''}`, {
      cause: error,
      ...(connect ? { phase: connect.phase } : {}),
    }),
    context.purpose,
  );
}

function withPurpose(error: OutboundError, purpose: string): OutboundError {
  error.purpose ??= purpose;
  return error;
}
