import type { ResolvedRequest } from '../resolved-request.js';
import type { ScriptHost, ScriptSendOutcome } from './script-types.js';

/**
 * How many requests one script may send with pm.sendRequest. Postman sets no number; a shared
 * server does: each one is a request of the script's author, paid for by the instance.
 */
export const MAX_SCRIPT_REQUESTS = 20;

const METHOD = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const BODY_KINDS = new Set(['none', 'text', 'urlencoded', 'multipart']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPairList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (item) => isRecord(item) && typeof item.name === 'string' && typeof item.value === 'string',
  );

/**
 * What is wrong with a request the sandbox queued, or undefined. The sandbox writes it in the
 * host's shape, but a script can reach the writing (a toJSON of its own), so it is checked here.
 */
export function findSendRequestProblem(request: unknown): string | undefined {
  if (!isRecord(request)) return 'the request is not an object';
  if (typeof request.method !== 'string' || !METHOD.test(request.method)) {
    return 'the method is not a valid HTTP method';
  }
  if (typeof request.url !== 'string') return 'the URL is not text';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return `"${request.url}" is not an absolute URL (pm.sendRequest does not resolve {{variables}}: use pm.variables.replaceIn)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `"${request.url}" is not an http or https URL`;
  }
  if (!isPairList(request.headers)) return 'the headers are not a list of { name, value }';
  const body = request.body;
  if (!isRecord(body) || typeof body.kind !== 'string' || !BODY_KINDS.has(body.kind)) {
    return 'the body is not one pm.sendRequest sends';
  }
  if (
    body.kind === 'text' &&
    (typeof body.text !== 'string' || typeof body.contentType !== 'string')
  )
    return 'the body is not text';
  if (body.kind === 'urlencoded' && !isPairList(body.fields)) return 'the form fields are not text';
  if (body.kind === 'multipart') {
    const parts = body.parts;
    const isTextParts =
      Array.isArray(parts) &&
      parts.every(
        (part) =>
          isRecord(part) &&
          part.kind === 'text' &&
          typeof part.name === 'string' &&
          typeof part.value === 'string',
      );
    if (!isTextParts) return 'the form parts are not text';
  }
  return undefined;
}

/**
 * The requests of one script run, on the host's side: started as the sandbox queues them, their
 * answers held until the run loop hands them back in. The loop sleeps in `waitUntil` until its
 * next timer or the next answer, whichever is first.
 */
export class ScriptRequests {
  private sent = 0;
  private readonly answered: [number, ScriptSendOutcome][] = [];
  private wake: (() => void) | null = null;
  /**
   * The stop of each request on its way, so also how many are (one each: a shared signal would
   * gather a listener per request).
   */
  private readonly stops = new Set<AbortController>();

  constructor(private readonly host: ScriptHost) {}

  /** Starts what the sandbox queued: `[[id, request], …]` as JSON. */
  start(queuedJson: string): void {
    let queued: unknown;
    try {
      queued = JSON.parse(queuedJson);
    } catch {
      return;
    }
    if (!Array.isArray(queued)) return;
    for (const item of queued) {
      if (!Array.isArray(item) || typeof item[0] !== 'number') continue;
      this.startOne(item[0], item[1]);
    }
  }

  private startOne(id: number, request: unknown): void {
    const problem = findSendRequestProblem(request);
    if (problem !== undefined) {
      this.answer(id, {
        ok: false,
        code: 'INVALID_REQUEST',
        message: `pm.sendRequest: ${problem}`,
      });
      return;
    }
    const send = this.host.sendRequest?.bind(this.host);
    if (send === undefined) {
      this.answer(id, {
        ok: false,
        code: 'UNAVAILABLE',
        message: 'pm.sendRequest cannot send from here',
      });
      return;
    }
    if (this.sent >= MAX_SCRIPT_REQUESTS) {
      this.answer(id, {
        ok: false,
        code: 'TOO_MANY_REQUESTS',
        message: `A script may send at most ${MAX_SCRIPT_REQUESTS} requests with pm.sendRequest`,
      });
      return;
    }
    this.sent += 1;
    const stop = new AbortController();
    this.stops.add(stop);
    send(request as ResolvedRequest, stop.signal).then(
      (outcome) => this.settled(id, stop, outcome),
      (error: unknown) =>
        this.settled(id, stop, {
          ok: false,
          code: 'NETWORK',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }

  private settled(id: number, stop: AbortController, outcome: ScriptSendOutcome): void {
    this.stops.delete(stop);
    this.answer(id, outcome);
  }

  private answer(id: number, outcome: ScriptSendOutcome): void {
    this.answered.push([id, outcome]);
    this.wake?.();
  }

  /** The answers that arrived since the last call, in the order they arrived. */
  takeAnswered(): [number, ScriptSendOutcome][] {
    return this.answered.splice(0);
  }

  /** True while a request is still on its way. */
  get isOpen(): boolean {
    return this.stops.size > 0;
  }

  /** True when answers wait to be handed to the script. */
  get hasAnswers(): boolean {
    return this.answered.length > 0;
  }

  /** Resolves at `at` (a Date.now() time) or when an answer arrives, whichever is first. */
  waitUntil(at: number): Promise<void> {
    if (this.answered.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, at - Date.now()));
      this.wake = done;
    });
  }

  /** The script has ended: what is still on its way is cut off. */
  close(): void {
    for (const stop of this.stops) stop.abort();
    this.stops.clear();
  }
}
