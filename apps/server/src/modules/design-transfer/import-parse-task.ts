import type { MessagePort } from 'node:worker_threads';
import type { TaskHandler } from '../../workers/index.js';
import { packBundle } from './bundle-storage.js';
import { itemDataTexts, type ItemDataTexts } from './data-text.js';
import { parseSource, type ParseInput, type ParsedSource } from './parse-source.js';

/**
 * An import's parsing on a worker thread of the `imports` lane (issue 19). It talks to the
 * thread that started it over a port: progress and files to fetch go out (the guarded outbound
 * client lives on the main thread), fetched texts come back; the parsed design goes out as soon
 * as it is made, so the preview starts while the worker is still packing the copy the job keeps.
 */

/** From the worker to the caller. */
export type ParseMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'fetch'; id: number; url: string }
  | { type: 'parsed'; parsed: ParsedSource };

/** From the caller to the worker: the answer to a `fetch`. */
export type FetchReply =
  | { type: 'fetched'; id: number; text: string }
  | { type: 'fetch-failed'; id: number; message: string };

/** What the task answers once the design is packed (nothing to pack: nulls). */
export interface PackedSource {
  packed: Uint8Array | null;
  dataTexts: ItemDataTexts | null;
}

const parseTask: TaskHandler<ParseInput, PackedSource> = async (input, port) => {
  if (port === undefined) throw new Error('The import task needs a port to its caller.');
  const post = (message: ParseMessage) => port.postMessage(message);
  const parsed = await parseSource(input, {
    onProgress: (done, total) => post({ type: 'progress', done, total }),
    fetchText: fetcherOver(port, post),
  });
  post({ type: 'parsed', parsed });
  if (parsed.bundle === null) return { packed: null, dataTexts: null };
  const packed = await packBundle(parsed.bundle);
  return { packed, dataTexts: itemDataTexts(parsed.bundle) };
};

export default parseTask;

function fetcherOver(
  port: MessagePort,
  post: (message: ParseMessage) => void,
): (url: string) => Promise<string> {
  let lastId = 0;
  const waiting = new Map<
    number,
    { resolve: (text: string) => void; reject: (e: Error) => void }
  >();
  port.on('message', (reply: FetchReply) => {
    const call = waiting.get(reply.id);
    if (call === undefined) return;
    waiting.delete(reply.id);
    if (reply.type === 'fetched') call.resolve(reply.text);
    else call.reject(new Error(reply.message));
  });
  return (url) =>
    new Promise<string>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      post({ type: 'fetch', id: lastId, url });
    });
}
