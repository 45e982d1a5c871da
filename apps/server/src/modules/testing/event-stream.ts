import { once } from 'node:events';
import type { FastifyReply } from 'fastify';

/**
 * Server-Sent Events (issue 22): each event as one `data:` line of JSON. The reply is taken over
 * from Fastify (its serializer and compression would hold the stream back), so the headers its
 * hooks would add are written here. A comment line every PING_MS keeps proxies from closing a
 * quiet stream (a long wait step).
 */

const PING_MS = 15_000;

export async function sendEventStream(
  reply: FastifyReply,
  events: (signal: AbortSignal) => Promise<AsyncIterable<unknown> | Iterable<unknown>>,
): Promise<void> {
  const closed = new AbortController();
  // Found before the reply is taken over: a refusal is still a problem document.
  const source = await events(closed.signal);
  reply.hijack();
  const raw = reply.raw;
  raw.on('close', () => closed.abort());
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': reply.request.id,
  });
  const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
  ping.unref();
  try {
    for await (const event of source) {
      if (closed.signal.aborted) break;
      if (!raw.write(`data: ${JSON.stringify(event)}\n\n`)) {
        // A slow reader: wait for it rather than hold every event in memory.
        await once(raw, 'drain', { signal: closed.signal }).catch(() => undefined);
      }
    }
  } catch (error) {
    reply.log.warn({ err: error }, 'an event stream ended early');
  } finally {
    clearInterval(ping);
    raw.end();
  }
}
