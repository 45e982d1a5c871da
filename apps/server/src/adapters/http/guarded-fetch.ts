import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { addressCheckOf, type AddressCheck, type OutboundAddressPolicy } from './address-policy.js';

/**
 * The one client for requests to URLs that people type (an import from a URL now; the debugger
 * and test runner later). Unlike `outbound-json.ts`, which calls services the operator
 * configured, every request here is checked against the address policy:
 *
 * - the URL must be http or https;
 * - an IP literal host is checked before anything is sent (the WHATWG parser has already turned
 *   `2130706433`, `0x7f.1` and `0177.0.0.1` into `127.0.0.1`);
 * - a name is resolved once, every address it resolves to is checked, and the connection is made
 *   to one of those checked addresses (the agent's `lookup` is the check), so a DNS answer that
 *   changes between the check and the connection (rebinding) cannot reach anything else;
 * - redirects are followed by hand, each hop checked the same way;
 * - the whole exchange has a deadline and the answer a size cap.
 */

export const GUARDED_FETCH_DEFAULTS = {
  timeoutMs: 30_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
} as const;

/** What went wrong, for the caller to word its own message or map to an error code. */
export type GuardedFetchFailure =
  /** Not a URL. */
  | 'invalid-url'
  /** Not http or https (also on a redirect). */
  | 'protocol'
  /** The host is, or resolves to, an address the policy refuses. */
  | 'address'
  | 'timeout'
  | 'too-large'
  | 'redirects'
  /** The name did not resolve, the connection failed or broke. */
  | 'network';

export class GuardedFetchError extends Error {
  constructor(
    readonly reason: GuardedFetchFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GuardedFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export interface GuardedFetchOptions {
  /** `open`, `public-only` (config OUTBOUND_ADDRESS_POLICY), or a check of one's own. */
  policy: OutboundAddressPolicy | AddressCheck;
  /** The deadline of the whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** The largest answer body; reading stops past it. */
  maxBytes?: number;
  /** Redirects followed before giving up (each one checked against the policy). */
  maxRedirects?: number;
  /** Request headers; `authorization` and `cookie` are not carried to another origin. */
  headers?: Record<string, string>;
  /** Aborting it aborts the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** How names are resolved (tests give a fake one; the default asks the system). */
  resolve?: HostResolver;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface GuardedTextResponse extends Omit<GuardedResponse, 'body'> {
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** A GET through the policy; any status is an answer (the caller decides what a 404 means). */
export async function guardedFetch(
  url: string,
  options: GuardedFetchOptions,
): Promise<GuardedResponse> {
  const check = addressCheckOf(options.policy);
  const timeoutMs = options.timeoutMs ?? GUARDED_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? GUARDED_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? GUARDED_FETCH_DEFAULTS.maxRedirects;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const agent = new Agent({
    connect: { lookup: checkedLookup(check, options.resolve ?? systemResolver) },
  });
  let headers = { ...options.headers };
  let current = parseTarget(url, check);
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await request(current, {
        method: 'GET',
        headers,
        dispatcher: agent,
        signal,
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump().catch(() => undefined);
        if (hop >= maxRedirects) {
          throw new GuardedFetchError('redirects', `more than ${maxRedirects} redirects`);
        }
        const next = parseTarget(resolveLocation(location, current), check);
        if (next.origin !== current.origin) {
          headers = Object.fromEntries(
            Object.entries(headers).filter(
              ([k]) => !ORIGIN_BOUND_HEADERS.includes(k.toLowerCase()),
            ),
          );
        }
        current = next;
        continue;
      }
      const body = await readCapped(response, maxBytes);
      return {
        url: current.href,
        status: response.statusCode,
        headers: flattenHeaders(response.headers),
        body,
      };
    }
  } catch (error) {
    throw explain(error, { signal: options.signal, deadline, timeoutMs, url: current });
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

/** As `guardedFetch`, decoding the body by the answer's charset (UTF-8 when it names none). */
export async function guardedFetchText(
  url: string,
  options: GuardedFetchOptions,
): Promise<GuardedTextResponse> {
  const { body, ...rest } = await guardedFetch(url, options);
  return { ...rest, text: decodeText(body, rest.headers['content-type']) };
}

export function decodeText(body: Uint8Array, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Parses a URL and refuses what the policy refuses before any connection is made. */
export function parseTarget(text: string, check: AddressCheck): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new GuardedFetchError('invalid-url', `not a URL: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError('protocol', `only http and https are allowed, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) {
    const reason = check(host);
    if (reason !== null) {
      throw new GuardedFetchError('address', `${host} is not allowed (${reason})`);
    }
  }
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new GuardedFetchError('invalid-url', `bad redirect location: ${location.slice(0, 200)}`);
  }
}

/**
 * The connection's own name lookup: resolves once, refuses when any address is refused, and
 * hands the socket only addresses that passed. There is no second lookup to rebind.
 */
export function checkedLookup(check: AddressCheck, resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? found.filter((a) => a.family === options.family)
            : found;
        if (wanted.length === 0) {
          throw new GuardedFetchError('network', `${hostname} did not resolve to an address`);
        }
        for (const { address } of wanted) {
          const reason = check(address);
          if (reason !== null) {
            throw new GuardedFetchError(
              'address',
              `${hostname} resolves to ${address}, which is not allowed (${reason})`,
            );
          }
        }
        if (options.all) {
          callback(null, wanted);
        } else {
          callback(null, wanted[0]!.address, wanted[0]!.family);
        }
      })
      .catch((error: unknown) => {
        const failure =
          error instanceof GuardedFetchError
            ? error
            : new GuardedFetchError('network', `${hostname} did not resolve`, { cause: error });
        callback(failure as NodeJS.ErrnoException, '', 0);
      });
  };
}

/** Reads an answer's body, refusing one over `maxBytes` (declared or streamed) as `too-large`. */
export async function readCapped(
  response: Awaited<ReturnType<typeof request>>,
  maxBytes: number,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    // Nobody reads the body now: closing it must not surface as an unhandled stream error.
    response.body.on('error', () => undefined).destroy();
    throw new GuardedFetchError('too-large', `the answer is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    if (size > maxBytes) {
      // Leaving the loop closes the stream.
      throw new GuardedFetchError('too-large', `the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** An answer's headers with lower-case names, repeated ones joined with ", ". */
export function flattenHeaders(headers: Record<string, string | string[] | undefined>) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export function findGuardedError(error: unknown): GuardedFetchError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth += 1) {
    if (e instanceof GuardedFetchError) return e;
  }
  return undefined;
}

/** Turns whatever the request threw into one error saying why. */
function explain(
  error: unknown,
  context: { signal?: AbortSignal; deadline: AbortSignal; timeoutMs: number; url: URL },
): unknown {
  const guarded = findGuardedError(error);
  if (guarded) return guarded;
  if (context.signal?.aborted) return context.signal.reason;
  if (context.deadline.aborted) {
    return new GuardedFetchError('timeout', `no complete answer within ${context.timeoutMs} ms`);
  }
  const code = (error as { code?: string }).code;
  return new GuardedFetchError(
    'network',
    `could not reach ${context.url.host}${code ? ` (${code})` : ''}`,
    { cause: error },
  );
}
