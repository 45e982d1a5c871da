import OpenAI from 'openai';
import { estimateTokens } from '@heron/engine';
import {
  createOutboundClient,
  findOutboundError,
  OutboundError,
  type OutboundAddressPolicy,
  type OutboundClient,
  type OutboundHeader,
  type OutboundRequest,
} from '../../adapters/outbound/index.js';
import { AppError } from '../../http/app-error.js';

/**
 * The language model behind the AI features (issue 24): any OpenAI-compatible chat-completions
 * endpoint (a hosted provider, or a local Ollama, vLLM or llama.cpp server), called with the
 * `openai` library for its request shapes, retries with backoff (429, 5xx, timeouts) and
 * server-sent-event parsing, but with every byte going through the server's one outbound client
 * (its deadline, size cap and address policy): the library is handed a `fetch` made from it.
 * A streamed answer is handed to the library as it comes, and its time limit is then the longest
 * the model may stay silent: a slow local model writing a long answer is not cut off while it
 * writes.
 */

export interface ModelSettings {
  /** `https://api.openai.com/v1`, `http://localhost:11434/v1` … */
  baseUrl: string;
  /** Empty for servers that take none (a local model). */
  apiKey: string;
  model: string;
  /**
   * Each attempt at a call; a retry gets as long again. For a streamed answer: the longest the
   * model may stay silent, and the answer's whole time is up to STREAM_MAX_MS.
   */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection, with the library's backoff. */
  maxRetries: number;
  /**
   * `open` for the instance's own model (the operator chose it); the instance's policy for a
   * model a team brings, so a team cannot point the server at its own network.
   */
  policy: OutboundAddressPolicy;
}

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelCall {
  messages: ModelMessage[];
  /** Structured output: the answer must be JSON of this schema (strict). */
  schema?: { name: string; schema: Record<string, unknown> };
  /** Asks for a server-sent-event stream; `onText` hears the answer as it grows. */
  stream?: boolean;
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
}

export interface ModelUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ModelAnswer {
  text: string;
  /** The parsed JSON when a schema was asked for. */
  json?: unknown;
  usage: ModelUsage;
}

/** Why a call gave no usable answer: each an error code the web app says in the reader's language. */
export type ModelFailure =
  | 'AI_TIMEOUT'
  | 'AI_RATE_LIMITED'
  | 'AI_KEY_REFUSED'
  | 'AI_UNREACHABLE'
  | 'AI_BAD_ANSWER'
  | 'AI_REFUSED'
  | 'AI_INTERRUPTED';

/** What a failed call used (a cut-off stream still cost tokens) travels with its error. */
export class ModelCallError extends AppError {
  constructor(
    code: ModelFailure,
    detail: string,
    readonly usage: ModelUsage | null = null,
  ) {
    super(code, { detail });
  }
}

// An answer of a chat completion is text; a generous cap still stops a runaway server.
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** The longest a streamed answer may take in all, however steadily the model writes. */
export const STREAM_MAX_MS = 15 * 60_000;

/** The library's request asks for a stream (`"stream": true` in the JSON it sends). */
function asksForStream(body: OutboundRequest['body']): boolean {
  if (typeof body !== 'string' || !body.includes('"stream"')) return false;
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/** The answer's headers for the library: the body is passed on as received. */
function responseHeaders(list: readonly OutboundHeader[]): Headers {
  const headers = new Headers();
  for (const { name, value } of list) headers.append(name, value);
  // The body is whole (or passed on piece by piece): no length or encoding left to act on.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return headers;
}

/**
 * A streamed answer, handed on as it arrives: the Response is made when the status and headers
 * are in, and its body gets each piece as the outbound client reads it. Silence longer than
 * `idleMs` ends it as a timeout.
 */
function streamedFetch(
  client: OutboundClient,
  request: OutboundRequest,
  idleMs: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const silence = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silence.abort(new OutboundError('timeout', `the model was silent for ${idleMs} ms`));
      }, idleMs);
    };
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    let isOpen = true;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        body = controller;
      },
      // The library stopped reading (the call was aborted): stop receiving.
      cancel: () => {
        isOpen = false;
        silence.abort(new Error('the answer is no longer read'));
      },
    });
    let isAnswered = false;
    heard();
    client
      .request({
        ...request,
        deadlineMs: Math.max(STREAM_MAX_MS, idleMs),
        signal: request.signal ? AbortSignal.any([request.signal, silence.signal]) : silence.signal,
        onAnswer: {
          start(status, headers) {
            heard();
            isAnswered = true;
            resolve(
              new Response(status === 204 ? null : stream, {
                status,
                headers: responseHeaders(headers),
              }),
            );
          },
          data(chunk) {
            heard();
            if (isOpen) body?.enqueue(new Uint8Array(chunk));
          },
        },
      })
      .then(
        () => {
          clearTimeout(timer);
          if (isOpen) body?.close();
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (!isAnswered) reject(error);
          else if (isOpen) body?.error(error);
        },
      );
  });
}

/**
 * A `fetch` for the library that sends through the outbound client: a streamed answer is handed
 * on as it comes, any other is read whole first.
 */
function outboundFetch(client: OutboundClient, idleMs: number): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof Uint8Array
          ? init.body
          : init?.body == null
            ? null
            : String(init.body);
    const request: OutboundRequest = {
      method: init?.method ?? 'GET',
      url,
      headers,
      body,
      ...(init?.signal ? { signal: init.signal } : {}),
    };
    if (asksForStream(body)) return streamedFetch(client, request, idleMs);
    const answer = await client.request(request);
    return new Response(answer.status === 204 ? null : new Uint8Array(answer.body), {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders(answer.headerList),
    });
  };
}

export interface ModelClient {
  readonly settings: Readonly<Omit<ModelSettings, 'apiKey'>>;
  complete(call: ModelCall): Promise<ModelAnswer>;
}

export function createModelClient(settings: ModelSettings): ModelClient {
  const outbound = createOutboundClient({
    purpose: 'ai-model',
    policy: settings.policy,
    deadlineMs: settings.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    maxRedirects: 0,
  });
  const openai = new OpenAI({
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    // The library insists on a key; a local server ignores the header.
    apiKey: settings.apiKey || 'none',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    fetch: outboundFetch(outbound, settings.timeoutMs),
  });
  const { apiKey: _key, ...shown } = settings;
  return {
    settings: shown,
    complete: (call) => complete(openai, settings.model, call),
  };
}

function responseFormat(call: ModelCall) {
  if (!call.schema) return {};
  return {
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: call.schema.name, schema: call.schema.schema, strict: true },
    },
  };
}

async function complete(openai: OpenAI, model: string, call: ModelCall): Promise<ModelAnswer> {
  try {
    if (call.stream) return await completeStreamed(openai, model, call);
    const answer = await openai.chat.completions.create(
      { model, messages: call.messages, ...responseFormat(call) },
      call.signal ? { signal: call.signal } : {},
    );
    const choice = answer.choices[0];
    const usage = usageOf(answer.usage);
    if (choice?.message.refusal) {
      throw new ModelCallError(
        'AI_REFUSED',
        `The model declined: ${choice.message.refusal}`,
        usage,
      );
    }
    return finish(call, choice?.message.content ?? '', choice?.finish_reason ?? null, usage);
  } catch (error) {
    throw asModelError(error);
  }
}

async function completeStreamed(
  openai: OpenAI,
  model: string,
  call: ModelCall,
): Promise<ModelAnswer> {
  const stream = await openai.chat.completions.create(
    {
      model,
      messages: call.messages,
      ...responseFormat(call),
      stream: true,
      stream_options: { include_usage: true },
    },
    call.signal ? { signal: call.signal } : {},
  );
  let text = '';
  let finishReason: string | null = null;
  let usage: ModelUsage | null = null;
  let refusal = '';
  for await (const part of stream) {
    if (part.usage) usage = usageOf(part.usage);
    const choice = part.choices[0];
    if (!choice) continue;
    if (choice.delta.refusal) refusal += choice.delta.refusal;
    if (choice.delta.content) {
      text += choice.delta.content;
      call.onText?.(text);
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }
  const used = usage ?? estimateUsage(call, text);
  if (refusal !== '')
    throw new ModelCallError('AI_REFUSED', `The model declined: ${refusal}`, used);
  return finish(call, text, finishReason, used);
}

function finish(
  call: ModelCall,
  text: string,
  finishReason: string | null,
  usage: ModelUsage,
): ModelAnswer {
  if (finishReason === null || finishReason === 'length') {
    // Cut short (the stream ended before its end, or the model ran out of room).
    throw new ModelCallError(
      'AI_INTERRUPTED',
      finishReason === 'length'
        ? 'The answer was longer than the model may write, and was cut off.'
        : 'The answer stopped before its end.',
      usage,
    );
  }
  if (!call.schema) return { text, usage };
  try {
    return { text, json: JSON.parse(text) as unknown, usage };
  } catch {
    throw new ModelCallError(
      'AI_BAD_ANSWER',
      'The model answered with text that is not JSON.',
      usage,
    );
  }
}

function usageOf(usage: OpenAI.CompletionUsage | null | undefined): ModelUsage {
  return {
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
  };
}

function estimateUsage(call: ModelCall, text: string): ModelUsage {
  return {
    promptTokens: estimateTokens(call.messages.map((message) => message.content).join('\n')),
    completionTokens: estimateTokens(text),
  };
}

/** Any failure of a call as AI_FAILED with its reason; a ModelCallError passes as it is. */
function asModelError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const outbound = findOutboundError(error);
  if (outbound?.reason === 'address') {
    return new ModelCallError(
      'AI_UNREACHABLE',
      'The model’s address is not one this server may reach (the address policy).',
    );
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError || outbound?.reason === 'timeout') {
    return new ModelCallError('AI_TIMEOUT', 'The model did not answer in time.');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ModelCallError(
      'AI_RATE_LIMITED',
      'The model’s provider refused: too many requests.',
    );
  }
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return new ModelCallError('AI_KEY_REFUSED', 'The model’s provider refused the key.');
  }
  if (outbound?.reason === 'network' && outbound.phase === undefined) {
    // Connected, then dropped: the model was answering (a stream cut off), and may have used
    // tokens, which the caller estimates.
    return new ModelCallError('AI_INTERRUPTED', 'The connection to the model dropped mid-answer.');
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelCallError('AI_UNREACHABLE', 'The model could not be reached.');
  }
  if (error instanceof OpenAI.APIError) {
    return new ModelCallError(
      'AI_UNREACHABLE',
      `The model’s provider answered ${error.status ?? 'with an error'}.`,
    );
  }
  if (error instanceof SyntaxError) {
    return new ModelCallError('AI_BAD_ANSWER', 'The model’s answer could not be read.');
  }
  return new ModelCallError('AI_UNREACHABLE', 'The model could not be reached.');
}
