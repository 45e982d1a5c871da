import type {
  FramedHop,
  HopAuth,
  RequestHeader,
  ResolvedBody,
  ResolvedRequest,
} from '@heron/engine';
import {
  checkTarget,
  newHopProgress,
  planRedirect,
  REDIRECT_STATUSES,
  type HopPlan,
  type HopProgress,
} from '../../../adapters/outbound/index.js';
import { encodeBody } from './request-body.js';
import type { SendContext } from './send-context.js';
import { classifyError, SendFailure } from './send-errors.js';
import type { ResponseHeader } from './sent-exchange.js';
import { frameHeaders } from './wire-headers.js';

/**
 * A request carried to its answer: each hop checked against the address policy before it goes
 * out (and again by the connection's lookup), the auth of the hop applied, a challenge answered,
 * redirects followed as the settings say. Each hop goes out through the outbound client with
 * `maxRedirects: 0`: the redirects are followed here because every hop gets its own credentials
 * (a signature, a challenge's answer) and they stop at the first cross-origin hop. Failures come
 * back classified, with what was measured.
 */

/** One hop as planned, before its body is encoded. */
export type HopRequestPlan = HopPlan<ResolvedBody>;

/** The answer to one hop, as the sender reads it. */
export interface HopAnswer {
  status: number;
  statusText: string;
  headers: ResponseHeader[];
  body: Buffer;
  sizeBytes: number;
  isTruncated: boolean;
  remoteAddress: string;
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
/** What a body becomes when a redirect turns the method into GET. */
const NO_BODY: ResolvedBody = { kind: 'none' };

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
      // Refuses a non-http(s) URL and an IP address the policy refuses before anything is sent
      // (the outbound client checks again; this keeps the refused hop out of `sent`).
      checkTarget(plan.url.href, context.check);
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
      const next = planRedirect(plan, answer.status, location, NO_BODY);
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

/** One hop through the outbound client, on a kept-alive connection when there is one. */
async function sendHop(
  hop: FramedHop,
  headers: RequestHeader[],
  context: SendContext,
  settings: ExchangeSettings,
  progressRef: { current: HopProgress },
): Promise<HopAnswer> {
  const answer = await context.client.request({
    method: hop.method,
    url: hop.url,
    headers,
    body: hop.body,
    signal: context.signal,
    maxRedirects: 0,
    maxBytes: (status, answerHeaders) =>
      settings.followRedirects &&
      REDIRECT_STATUSES.has(status) &&
      header(answerHeaders, 'location') !== undefined
        ? Math.min(REDIRECT_BODY_CAP, context.maxBodyBytes)
        : context.maxBodyBytes,
    observe: (progress) => {
      progressRef.current = progress;
    },
  });
  return {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headerList,
    body: answer.body,
    sizeBytes: answer.sizeBytes,
    isTruncated: answer.truncated,
    remoteAddress: answer.remoteAddress,
  };
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
