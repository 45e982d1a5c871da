import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import type { DebugAuth } from '@heron/contract';
import {
  MemoryOAuthTokenCache,
  type FramedHop,
  OAuthTokenError,
  type OAuthTokenCache,
  type PostTokenForm,
  type RequestHeader,
  type ResolvedBody,
  type ResolvedRequest,
  type RunnerHost,
  type RunnerSendSettings,
  type SendOutcome,
} from '@heron/engine';
import { cliHopAuth, isRefusal } from './node-auth.js';

/**
 * How `heron run` sends (issue 22): from the machine it runs on, to whatever that machine can
 * reach, as newman does; the server's address policy guards a shared server, not a person's own
 * CI job. One keep-alive connection pool per run: a thousand requests to one host reuse their
 * connections, which is most of the difference from newman.
 */

/** Answer bytes read per response: more is cut off, and the step says so. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const decoders: Record<string, (input: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

export interface NodeSender {
  send: RunnerHost['send'];
  close(): Promise<void>;
}

export function createNodeSender(options: { insecure: boolean }): NodeSender {
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connect: { rejectUnauthorized: !options.insecure },
  });
  // OAuth 2.0 tokens are fetched once a run and kept for its requests.
  const tokens = new MemoryOAuthTokenCache();
  return {
    send: (req, auth, settings, signal) => send(agent, tokens, req, auth, settings, signal),
    close: () => agent.close(),
  };
}

function bodyOf(body: ResolvedBody): Dispatcher.DispatchOptions['body'] | FormData {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'text':
      return body.text;
    case 'urlencoded':
      return new URLSearchParams(
        body.fields.map((f): [string, string] => [f.name, f.value]),
      ).toString();
    case 'binary':
      return Buffer.from(body.base64, 'base64');
    case 'multipart': {
      const form = new FormData();
      for (const part of body.parts) {
        if (part.kind === 'text') form.append(part.name, part.value);
        else {
          const bytes = Buffer.from(part.base64, 'base64');
          form.append(part.name, new Blob([bytes], { type: part.contentType }), part.fileName);
        }
      }
      return form;
    }
  }
}

function headerList(headers: Record<string, string | string[] | undefined>) {
  const list: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push({ name, value: one });
  }
  return list;
}

async function send(
  agent: Agent,
  tokens: OAuthTokenCache,
  first: ResolvedRequest,
  auth: DebugAuth,
  settings: RunnerSendSettings,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const started = performance.now();
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]);
  let current = first;
  try {
    const hopAuth = await cliHopAuth(auth, first.headers, {
      post: tokenPoster(agent, deadline, settings.timeoutMs),
      cache: tokens,
      now: Date.now,
    });
    if (isRefusal(hopAuth)) return { ok: false, ...hopAuth, sent: first };
    if (hopAuth && auth.type === 'awsv4' && first.body.kind === 'multipart') {
      return {
        ok: false,
        code: 'AUTH_UNSUPPORTED',
        message: 'heron run cannot sign a multipart body with AWS Signature v4 yet.',
        sent: first,
      };
    }
    // Credentials stop at the first hop to another origin, as the server's sender does.
    const origin = hopAuth ? new URL(first.url).origin : null;
    for (let hop = 0; ; hop++) {
      const multipart = current.body.kind === 'multipart';
      const body = bodyOf(current.body);
      // FormData sets its own content type, boundary and all.
      const headers = multipart
        ? current.headers.filter((h) => h.name.toLowerCase() !== 'content-type')
        : current.headers;
      const url = hopAuth ? new URL(current.url) : null;
      // Framed only for an auth that signs it or answers a challenge (the body's bytes are a copy).
      const wire: FramedHop | null =
        hopAuth && url?.origin === origin
          ? {
              method: current.method,
              url,
              headers,
              body:
                typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null,
            }
          : null;
      const ask = (extra: RequestHeader[]) =>
        request(current.url, {
          method: current.method as Dispatcher.HttpMethod,
          headers: wireHeaders(
            headers,
            wire && hopAuth ? [...hopAuth.headersFor(wire), ...extra] : extra,
          ),
          body: body as Dispatcher.DispatchOptions['body'],
          dispatcher: agent,
          signal: deadline,
          headersTimeout: settings.timeoutMs,
          bodyTimeout: settings.timeoutMs,
        });
      let answer = await ask([]);
      // Digest's challenge is answered once; a second 401 is the answer.
      const again =
        (wire &&
          (await hopAuth?.retry?.(wire, {
            status: answer.statusCode,
            headers: headerList(answer.headers),
          }))) ??
        null;
      if (again !== null) {
        await answer.body.dump();
        answer = await ask(again);
      }
      const location = answer.headers.location;
      if (
        settings.followRedirects &&
        REDIRECTS.has(answer.statusCode) &&
        typeof location === 'string' &&
        hop < settings.maxRedirects
      ) {
        await answer.body.dump();
        current = redirected(current, answer.statusCode, new URL(location, current.url).href);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of answer.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      }
      let bytes: Buffer = Buffer.concat(chunks);
      const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
      const decode = decoders[encoding];
      if (decode && bytes.length > 0) bytes = await decode(bytes);
      return {
        ok: true,
        sent: current,
        response: {
          status: answer.statusCode,
          statusText: STATUS_CODES[answer.statusCode] ?? '',
          headers: headerList(answer.headers),
          bodyText: bytes.toString('utf8'),
          sizeBytes: size,
          timeMs: Math.round((performance.now() - started) * 100) / 100,
        },
      };
    }
  } catch (error) {
    return { ok: false, sent: current, ...failureOf(error, signal, settings.timeoutMs) };
  }
}

/** The headers as undici takes them; the auth's replace typed ones of the same name. */
function wireHeaders(headers: RequestHeader[], added: RequestHeader[]): string[] {
  const replaced = new Set(added.map((h) => h.name.toLowerCase()));
  const kept =
    replaced.size === 0 ? headers : headers.filter((h) => !replaced.has(h.name.toLowerCase()));
  return [...kept, ...added].flatMap((h) => [h.name, h.value]);
}

/** Posts a form to an OAuth 2.0 token endpoint, within the request's own time. */
function tokenPoster(agent: Agent, signal: AbortSignal, timeoutMs: number): PostTokenForm {
  return async (url, form, headers) => {
    const answer = await request(url, {
      method: 'POST',
      headers: [
        ...headers,
        { name: 'Content-Type', value: 'application/x-www-form-urlencoded' },
      ].flatMap((h) => [h.name, h.value]),
      body: new URLSearchParams(form).toString(),
      dispatcher: agent,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    return {
      status: answer.statusCode,
      body,
      contentType: String(answer.headers['content-type'] ?? ''),
    };
  };
}

/** 303 (and 301/302 after a POST, as browsers do) turn into a GET without a body. */
function redirected(request: ResolvedRequest, status: number, url: string): ResolvedRequest {
  const toGet = status === 303 || ((status === 301 || status === 302) && request.method === 'POST');
  if (!toGet) return { ...request, url };
  return {
    method: 'GET',
    url,
    headers: request.headers.filter((h) => !/^content-(type|length)$/i.test(h.name)),
    body: { kind: 'none' },
  };
}

function failureOf(error: unknown, signal: AbortSignal, timeoutMs: number) {
  if (signal.aborted) return { code: 'CANCELLED', message: 'The request was stopped.' };
  // The token endpoint gave no token: said in its own words.
  if (error instanceof OAuthTokenError) return { code: error.code, message: error.message };
  const code = (error as { code?: string }).code ?? '';
  const name = (error as { name?: string }).name ?? '';
  if (name === 'TimeoutError' || (code.startsWith('UND_ERR_') && code.includes('TIMEOUT'))) {
    return { code: 'TIMEOUT', message: `No answer within ${timeoutMs} ms.` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: code || 'NETWORK', message: `The request failed: ${message}` };
}
