import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on loopback, for the AI tests (issue 24): real
 * HTTP, answers scripted one per request, and every request kept so a test can check what was
 * sent (and that no secret was). Unscripted requests get `fallback` (a plain JSON answer). A
 * request that asks for a stream gets its answer as server-sent events, as a real server does.
 */

export type ScriptedAnswer =
  /** A normal answer: `content` as the message, with token counts. */
  | { kind: 'answer'; content: string; promptTokens?: number; completionTokens?: number }
  /** The same, sent as a server-sent-event stream in `chunks` pieces, `gapMs` apart. */
  | {
      kind: 'stream';
      content: string;
      chunks?: number;
      completionTokens?: number;
      gapMs?: number;
    }
  /** A stream that stops half-way, without its end. */
  | { kind: 'cut-stream'; content: string }
  /** The model refuses (the `refusal` field of structured output). */
  | { kind: 'refusal'; refusal: string }
  /** An error status, with an OpenAI-style error body and headers (`retry-after`). */
  | { kind: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** No answer at all: the request hangs until the client gives up. */
  | { kind: 'hang' }
  /** An answer made from what was asked (the slot ids of a prompt, say). */
  | {
      kind: 'reply';
      reply: (body: Record<string, unknown>) => string;
      promptTokens?: number;
      completionTokens?: number;
    };

export interface ModelRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeModelServer {
  /** `http://127.0.0.1:<port>/v1`, what a client's base URL is set to. */
  baseUrl: string;
  requests: ModelRequest[];
  /** Queues answers for the next requests, in order. */
  script(...answers: ScriptedAnswer[]): void;
  /** What requests get once the queue is empty (a plain JSON answer unless set). */
  setFallback(answer: ScriptedAnswer): void;
  close(): Promise<void>;
}

const ID = 'chatcmpl-test';

function usage(prompt: number, completion: number) {
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

function sendCompletion(
  response: http.ServerResponse,
  message: Record<string, unknown>,
  used: ReturnType<typeof usage>,
) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: ID,
      object: 'chat.completion',
      created: 0,
      model: 'fake',
      choices: [{ index: 0, message, finish_reason: 'stop' }],
      usage: used,
    }),
  );
}

function chunk(delta: Record<string, unknown>, finish: string | null, extra = {}) {
  return `data: ${JSON.stringify({
    id: ID,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  })}\n\n`;
}

/**
 * An answer as server-sent events: `content` (or a refusal) in `parts` pieces, `gapMs` apart,
 * then the end and the usage; `cut` drops the connection half-way instead.
 */
async function sendStream(
  response: http.ServerResponse,
  answer: { content: string; refusal?: string; parts: number; gapMs?: number; cut?: boolean },
  used: ReturnType<typeof usage>,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const all = pieces(answer.refusal ?? answer.content, answer.parts);
  const sent = answer.cut ? all.slice(0, Math.ceil(all.length / 2)) : all;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const part of sent) {
    if (answer.gapMs) await new Promise((resolve) => setTimeout(resolve, answer.gapMs));
    if (response.destroyed) return;
    response.write(
      chunk(answer.refusal === undefined ? { content: part } : { refusal: part }, null),
    );
  }
  if (answer.cut) {
    // The connection drops mid-answer.
    response.socket?.destroy();
    return;
  }
  response.write(chunk({}, 'stop'));
  response.write(
    `data: ${JSON.stringify({
      id: ID,
      object: 'chat.completion.chunk',
      created: 0,
      model: 'fake',
      choices: [],
      usage: used,
    })}\n\n`,
  );
  response.end('data: [DONE]\n\n');
}

function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out.length > 0 ? out : [''];
}

/**
 * What a model would answer to an AI annotation prompt (issue 24): a value for every numbered
 * slot the prompt asks for, made from its kind and schema. Used by the server tests and, through
 * the browser tests' fake providers, by the app the browser tests drive.
 */
export function annotationReply(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const prompt = messages.find((m) => m.role === 'user')?.content ?? '';
  const slots = prompt.matchAll(
    /^\[(\d+\.\d+)\] (summary|description|example) of ([^{\n]*)(\{.*\})?$/gm,
  );
  const values = [...slots].map(([, slot, kind, place, schema]) => {
    if (kind === 'summary') return { slot, value: 'Find a pet' };
    if (kind === 'description') return { slot, value: `About ${place!.trim()}.` };
    const type = schema ? (JSON.parse(schema) as { type?: string }).type : undefined;
    return { slot, value: type === 'integer' ? '42' : type === 'array' ? '["a"]' : '"Rex"' };
  });
  return JSON.stringify({ values });
}

/** The app's AI settings for this server: no retries and a short limit, so failures show at once. */
export function aiSettingsOf(server: FakeModelServer, apiKey = '') {
  return {
    baseUrl: server.baseUrl,
    apiKey,
    model: 'fake',
    timeoutMs: 5_000,
    maxRetries: 0,
    tokensPerPoint: 1000,
  };
}

/**
 * What a model would answer to an AI parsing import (issue 24): an endpoint for every line of the
 * material that names a method and a path (`GET /pets/{petId} …`), that line as its source.
 */
export function extractionReply(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const material = messages.find((m) => m.role === 'user')?.content ?? '';
  const endpoints = [...material.matchAll(/^.*\b(GET|POST|PUT|PATCH|DELETE) (\/\S*).*$/gm)].map(
    ([line, method, path]) => ({
      method: method!.toLowerCase(),
      path: path!.replace(/[.,;:]+$/, ''),
      summary: `${method} ${path}`,
      description: line!.trim(),
      tags: [],
      source: line!.trim(),
      parameters: [...path!.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        type: 'string',
        description: '',
        example: '',
      })),
      requestBody: { contentType: '', schema: '', example: '' },
      responses: [{ status: '200', description: 'OK', contentType: '', schema: '', example: '' }],
    }),
  );
  return JSON.stringify({ endpoints, models: [] });
}

/**
 * What a model would answer to AI test generation (issue 24): a positive case and a security
 * case for the endpoint it was sent.
 */
export function testCasesReply(): string {
  const status = (comparator: string, value: string) => ({
    source: 'status',
    path: '',
    comparator,
    value,
  });
  const base = { pathParams: [], query: [], headers: [], body: '', omitAuth: false };
  return JSON.stringify({
    cases: [
      {
        ...base,
        name: 'Answers with success',
        category: 'positive',
        why: 'The request as designed.',
        assertions: [status('less', '400')],
      },
      {
        ...base,
        name: 'Refuses a request without credentials',
        category: 'security',
        why: 'Missing auth.',
        omitAuth: true,
        assertions: [status('greater-or-equal', '400')],
      },
    ],
  });
}

/** Answers whichever AI feature asked, by the name of the answer's schema. */
export function featureReply(body: Record<string, unknown>): string {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  switch (format?.json_schema?.name) {
    case 'api_extraction':
      return extractionReply(body);
    case 'test_cases':
      return testCasesReply();
    default:
      return annotationReply(body);
  }
}

export async function startFakeModelServer(
  fallback: ScriptedAnswer = { kind: 'answer', content: '{}' },
  port = 0,
): Promise<FakeModelServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: ModelRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (part: Buffer) => chunks.push(part));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = {};
      }
      requests.push({ path: request.url ?? '', headers: request.headers, body });
      const answer = queue.shift() ?? fallback;
      const prompt = JSON.stringify(body.messages ?? '').length;
      const wantsStream = body.stream === true;
      switch (answer.kind) {
        case 'answer':
        case 'reply': {
          const content = answer.kind === 'reply' ? answer.reply(body) : answer.content;
          const used = usage(answer.promptTokens ?? prompt, answer.completionTokens ?? 10);
          if (wantsStream) {
            void sendStream(response, { content, parts: 3 }, used);
            return;
          }
          sendCompletion(response, { role: 'assistant', content, refusal: null }, used);
          return;
        }
        case 'refusal':
          if (wantsStream) {
            void sendStream(
              response,
              { content: '', refusal: answer.refusal, parts: 2 },
              usage(prompt, 5),
            );
            return;
          }
          sendCompletion(
            response,
            { role: 'assistant', content: null, refusal: answer.refusal },
            usage(prompt, 5),
          );
          return;
        case 'stream':
          void sendStream(
            response,
            { content: answer.content, parts: answer.chunks ?? 4, gapMs: answer.gapMs },
            usage(prompt, answer.completionTokens ?? 10),
          );
          return;
        case 'cut-stream':
          void sendStream(
            response,
            { content: answer.content, parts: 4, cut: true },
            usage(prompt, 10),
          );
          return;
        case 'status': {
          response.writeHead(answer.status, {
            'content-type': 'application/json',
            ...(answer.headers ?? {}),
          });
          response.end(
            JSON.stringify({
              error: { message: answer.message ?? `status ${answer.status}`, type: 'test' },
            }),
          );
          return;
        }
        case 'hang':
          hanging.add(response);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    script: (...answers) => void queue.push(...answers),
    setFallback: (answer) => {
      fallback = answer;
    },
    close: async () => {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
