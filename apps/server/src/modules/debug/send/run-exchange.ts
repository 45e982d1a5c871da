import type { RequestHeader, ResolvedRequest } from '@heron/engine';
import { parseTarget } from '../../../adapters/http/guarded-fetch.js';
import { leaseClient } from './exchange-clients.js';
import { exchangeOnce, newHopProgress, type HopAnswer, type HopProgress } from './exchange-once.js';
import { planRedirect, REDIRECT_STATUSES, type HopRequestPlan } from './plan-redirect.js';
import { encodeBody } from './request-body.js';
import type { SendContext } from './send-context.js';
import { classifyError, SendFailure } from './send-errors.js';
import { frameHeaders, toWire } from './wire-headers.js';

/**
 * A request carried to its answer: each hop checked against the address policy before it goes
 * out (and again by the connection's lookup), the auth of the hop applied, a challenge answered,
 * redirects followed as the settings say. Failures come back classified, with what was measured.
 */

/** One hop as it goes out, before the auth of the hop is added. */
export interface FramedHop {
  method: string;
  url: URL;
  headers: RequestHeader[];
  body: Buffer | null;
}

/** Credentials that depend on the hop: a signature, a challenge's answer, a token. */
export interface HopAuth {
  /** Headers to add to the hop; a typed header of the same name is replaced. */
  headersFor(hop: FramedHop): RequestHeader[];
  /** After an answer: the headers to send the same hop again with, or null to keep the answer. */
  retry?(hop: FramedHop, answer: HopAnswer): Promise<RequestHeader[] | null>;
}

export interface ExchangeSettings {
  followRedirects: boolean;
  maxRedirects: number;
  /** Credentials of the hop; carried only until a redirect leaves the first origin. */
  auth: HopAuth | null;
}

export interface ExchangeOutcome {
  answer: HopAnswer;
  progress: HopProgress;
  url: URL;
  redirects: { url: string; status: number }[];
  sent: ResolvedRequest;
}

export type ExchangeResult =
  | ({ ok: true } & ExchangeOutcome)
  | { ok: false; failure: SendFailure; progress: HopProgress; sent: ResolvedRequest | null };

/** A redirect's body is not shown: reading a little of it lets the connection be reused. */
const REDIRECT_BODY_CAP = 64 * 1024;

export async function runExchange(
  first: HopRequestPlan,
  context: SendContext,
  settings: ExchangeSettings,
): Promise<ExchangeResult> {
  const redirects: { url: string; status: number }[] = [];
  const progressRef = { current: newHopProgress() };
  let plan = first;
  let sent: ResolvedRequest | null = null;
  let hasCredentials = settings.auth !== null;
  try {
    for (;;) {
      // Refuses a non-http(s) URL and an IP address the policy refuses before anything is sent.
      parseTarget(plan.url.href, context.key.check);
      const encoded = encodeBody(plan.body, plan.headers);
      const hop: FramedHop = {
        method: plan.method,
        url: plan.url,
        headers: frameHeaders(encoded.headers, encoded.bytes?.length ?? null),
        body: encoded.bytes,
      };
      let authHeaders = hasCredentials && settings.auth ? settings.auth.headersFor(hop) : [];
      let hasRetried = false;
      let answer: HopAnswer;
      for (;;) {
        const headers = withAuth(hop.headers, authHeaders);
        sent = toResolved(plan, headers);
        answer = await sendHop(hop, headers, context, settings, progressRef);
        if (hasRetried || !hasCredentials || !settings.auth?.retry) break;
        const again = await settings.auth.retry(hop, answer);
        if (again === null) break;
        authHeaders = again;
        hasRetried = true;
      }
      const location = header(answer.headers, 'location');
      if (!settings.followRedirects || !REDIRECT_STATUSES.has(answer.status) || !location) {
        return {
          ok: true,
          answer,
          progress: progressRef.current,
          url: withoutHash(plan.url),
          redirects,
          sent,
        };
      }
      if (redirects.length >= settings.maxRedirects) {
        throw new SendFailure(
          'TOO_MANY_REDIRECTS',
          `Stopped after ${settings.maxRedirects} redirects; the next one led to ${location.slice(0, 200)}.`,
        );
      }
      const next = planRedirect(plan, answer.status, location);
      if (next === null) {
        throw new SendFailure(
          'INVALID_URL',
          `The server redirected to "${location.slice(0, 200)}", which is not a URL.`,
        );
      }
      redirects.push({ url: withoutHash(plan.url).href, status: answer.status });
      if (next.isCrossOrigin) hasCredentials = false;
      plan = next;
    }
  } catch (error) {
    return {
      ok: false,
      failure: classifyError(error, context, plan.url),
      progress: progressRef.current,
      sent,
    };
  }
}

/**
 * One hop on a pooled connection. A kept-alive connection the server closed just as the request
 * went out fails before any answer arrives; that one request is sent again on a new connection,
 * as browsers do.
 */
async function sendHop(
  hop: FramedHop,
  headers: RequestHeader[],
  context: SendContext,
  settings: ExchangeSettings,
  progressRef: { current: HopProgress },
): Promise<HopAnswer> {
  const wire = toWire(headers);
  for (let attempt = 0; ; attempt += 1) {
    const lease = leaseClient(hop.url.origin, context.key);
    const progress = newHopProgress();
    progressRef.current = progress;
    try {
      const answer = await exchangeOnce(
        lease,
        {
          method: hop.method,
          url: hop.url,
          headers: wire,
          body: hop.body,
          maxBodyBytes: (status, answerHeaders) =>
            settings.followRedirects &&
            REDIRECT_STATUSES.has(status) &&
            header(answerHeaders, 'location') !== undefined
              ? Math.min(REDIRECT_BODY_CAP, context.maxBodyBytes)
              : context.maxBodyBytes,
          signal: context.signal,
        },
        progress,
      );
      lease.release(true);
      return answer;
    } catch (error) {
      lease.release(false);
      const isStale =
        attempt === 0 &&
        !progress.connection.isNew &&
        !progress.hasHeaders &&
        !context.signal.aborted &&
        isClosedSocket(error);
      if (!isStale) throw error;
    }
  }
}

function isClosedSocket(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

function withAuth(headers: RequestHeader[], auth: RequestHeader[]): RequestHeader[] {
  if (auth.length === 0) return headers;
  const replaced = new Set(auth.map((h) => h.name.toLowerCase()));
  return [...headers.filter((h) => !replaced.has(h.name.toLowerCase())), ...auth];
}

function toResolved(plan: HopRequestPlan, headers: RequestHeader[]): ResolvedRequest {
  return { method: plan.method, url: plan.url.href, headers, body: plan.body };
}

function header(headers: { name: string; value: string }[], name: string): string | undefined {
  return headers.find((h) => h.name.toLowerCase() === name)?.value;
}

function withoutHash(url: URL): URL {
  if (url.hash === '') return url;
  const copy = new URL(url.href);
  copy.hash = '';
  return copy;
}
