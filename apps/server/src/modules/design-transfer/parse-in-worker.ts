import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { WorkerPool } from '../../workers/index.js';
import type { FetchReply, PackedSource, ParseMessage } from './import-parse-task.js';
import type { ParseInput, ParsedSource } from './parse-source.js';

const PARSE_TASK = new URL('./import-parse-task.js', import.meta.url).href;

export interface ParseInWorkerOptions {
  workers: WorkerPool;
  /** The person who started the import: imports take turns per person. */
  owner: string;
  timeoutMs: number;
  /** Cancels the parse: its thread is killed. */
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
  /** Reads a file a URL source's `$ref` names (through the guarded client, on this thread). */
  fetchText: (url: string) => Promise<string>;
}

/**
 * Parses an import's source on the `imports` worker lane. Answers as soon as the design is
 * parsed, with the packed copy (and the items' data texts) still to come in `packing`, which the
 * caller must await or drop. Rejects as the pool does (timeout, memory, busy, stopped, cancel).
 */
export async function parseInWorker(
  input: ParseInput,
  options: ParseInWorkerOptions,
): Promise<{ parsed: ParsedSource; packing: Promise<PackedSource> }> {
  const { port1, port2 } = new MessageChannel();
  let onParsed!: (parsed: ParsedSource) => void;
  const parsedMessage = new Promise<ParsedSource>((resolve) => (onParsed = resolve));
  port1.on('message', (message: ParseMessage) => {
    if (message.type === 'progress') options.onProgress(message.done, message.total);
    else if (message.type === 'parsed') onParsed(message.parsed);
    else answerFetch(port1, message.id, message.url, options.fetchText);
  });
  const packing = options.workers.run<PackedSource>(
    'imports',
    { module: PARSE_TASK, payload: input, port: port2 },
    {
      owner: options.owner,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      transferList: [port2],
    },
  );
  // The parsed design is posted before the task answers, but on another channel: it may arrive
  // after the answer, so the port stays open until it has. A task that failed never posts it.
  const close = () => port1.close();
  packing.then(() => parsedMessage.then(close), close);
  const parsed = await Promise.race([parsedMessage, packing.then(() => parsedMessage)]);
  return { parsed, packing };
}

function answerFetch(
  port: MessagePort,
  id: number,
  url: string,
  fetchText: (url: string) => Promise<string>,
): void {
  fetchText(url).then(
    (text) => port.postMessage({ type: 'fetched', id, text } satisfies FetchReply),
    (error: unknown) =>
      port.postMessage({
        type: 'fetch-failed',
        id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies FetchReply),
  );
}
