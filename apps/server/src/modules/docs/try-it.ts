import { z } from 'zod';
import {
  createOutboundClient,
  decodeText,
  findOutboundError,
  type OutboundAddressPolicy,
  type OutboundClient,
} from '../../adapters/outbound/index.js';

/**
 * "Try it" on a published page (issue 23): the reader's values, sent by the server to the
 * address the publisher chose, through the one outbound client and its address policy. Nothing
 * of the project's environments, variables or auth goes with it: the reader types whatever
 * credentials the API needs, so no publisher secret can reach a reader (or be echoed back by
 * the API). Answers are cut at 1 MB and requests at 15 s.
 */

export const TRY_IT_MAX_BODY = 1024 * 1024;
const TRY_IT_DEADLINE_MS = 15_000;
const TRY_IT_MAX_ANSWER = 1024 * 1024;

const pair = z.object({ name: z.string().min(1).max(200), value: z.string().max(8192) });

export const tryItBody = z.object({
  slug: z.string().min(1).max(500),
  path: z.record(z.string().max(200), z.string().max(2000)).default({}),
  query: z.array(pair).max(100).default([]),
  headers: z.array(pair).max(100).default([]),
  body: z
    .object({ contentType: z.string().max(200), text: z.string().max(TRY_IT_MAX_BODY) })
    .nullable()
    .default(null),
});
export type TryItBody = z.output<typeof tryItBody>;

export interface TryItAnswer {
  method: string;
  url: string;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  truncated: boolean;
  timeMs: number;
}

/** Headers the reader cannot set: the connection's own, and the ones the client writes. */
const REFUSED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
]);

export class TryItRefusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** The address a request goes to: the server, the path with its parameters, the query. */
export function tryItUrl(serverUrl: string, path: string, input: TryItBody): URL {
  const filled = path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(input.path[name] ?? ''),
  );
  const url = new URL(serverUrl.replace(/\/+$/, '') + filled);
  for (const { name, value } of input.query) url.searchParams.append(name, value);
  return url;
}

export class TryItSender {
  private readonly client: OutboundClient;

  constructor(policy: OutboundAddressPolicy) {
    this.client = createOutboundClient({
      purpose: 'docs-try-it',
      policy,
      deadlineMs: TRY_IT_DEADLINE_MS,
      maxBytes: TRY_IT_MAX_ANSWER,
      overflow: 'truncate',
      maxRedirects: 5,
    });
  }

  async send(
    endpoint: { method: string; path: string },
    serverUrl: string,
    input: TryItBody,
  ): Promise<TryItAnswer> {
    if (!/^https?:\/\//.test(serverUrl)) {
      throw new TryItRefusal('invalid-url', 'The docs name no server to send to.');
    }
    let url: URL;
    try {
      url = tryItUrl(serverUrl, endpoint.path, input);
    } catch {
      throw new TryItRefusal('invalid-url', 'The address made of these values is not a URL.');
    }
    const headers = input.headers
      .filter(({ name }) => !REFUSED_HEADERS.has(name.toLowerCase()))
      .map(({ name, value }) => ({ name, value }));
    const method = endpoint.method.toUpperCase();
    const hasBody = input.body !== null && method !== 'GET' && method !== 'HEAD';
    if (hasBody && !headers.some(({ name }) => name.toLowerCase() === 'content-type')) {
      headers.push({ name: 'Content-Type', value: input.body!.contentType });
    }
    const started = performance.now();
    try {
      const answer = await this.client.request({
        method,
        url,
        headers,
        body: hasBody ? input.body!.text : null,
      });
      return {
        method,
        url: url.toString(),
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headerList.map(({ name, value }) => [name, value]),
        body: decodeText(answer.body, answer.headers['content-type']),
        truncated: answer.truncated,
        timeMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      const outbound = findOutboundError(error);
      if (outbound) throw new TryItRefusal(outbound.reason, outbound.message);
      throw error;
    }
  }
}
