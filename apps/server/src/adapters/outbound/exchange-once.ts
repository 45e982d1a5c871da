import type { Dispatcher } from 'undici';
import type { Lease } from './connection-pool.js';
import { blankConnectionRecord, type ConnectionRecord } from './timed-connector.js';

/**
 * One request and its answer on one leased connection, read through undici's dispatch handler
 * (no stream in between: the bytes are counted and kept as they arrive). The body is kept up to
 * a cap; past it reading stops and the connection is dropped, so a huge or endless answer costs
 * at most the cap in memory.
 */

/** A header as sent or received: order and repeats matter. */
export interface OutboundHeader {
  name: string;
  value: string;
}

export interface HopRequest {
  method: string;
  url: URL;
  /** Name, value, name, value … */
  headers: string[];
  body: Buffer | string | null;
  /** Bytes of body kept, decided when the status and headers are in; reading stops past it. */
  maxBodyBytes: (status: number, headers: OutboundHeader[]) => number;
  /** Told of each piece of the body kept, as it arrives (a stream read as it is written). */
  onData?: ((chunk: Buffer) => void) | undefined;
  signal: AbortSignal;
}

/** Filled in while the hop runs, so a failure can still say what was measured. */
export interface HopProgress {
  connection: ConnectionRecord;
  firstByteMs: number;
  downloadMs: number;
  hasHeaders: boolean;
}

export interface HopAnswer {
  status: number;
  statusText: string;
  headers: OutboundHeader[];
  body: Buffer;
  sizeBytes: number;
  isTruncated: boolean;
  remoteAddress: string;
}

export function newHopProgress(): HopProgress {
  return { connection: blankConnectionRecord(), firstByteMs: 0, downloadMs: 0, hasHeaders: false };
}

/** The reason the sender gives undici when it stops reading at the cap (not a failure). */
class StopAtCap extends Error {}

export function exchangeOnce(
  lease: Lease,
  request: HopRequest,
  progress: HopProgress,
): Promise<HopAnswer> {
  const { signal } = request;
  lease.context.current = progress.connection;
  lease.context.signal = signal;
  return new Promise<HopAnswer>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | null = null;
    let sentAt = performance.now();
    let headersAt = 0;
    let status = 0;
    let statusText = '';
    let headers: OutboundHeader[] = [];
    const chunks: Buffer[] = [];
    let kept = 0;
    let cap = 0;
    let received = 0;
    let isTruncated = false;
    let settled = false;

    const settle = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error !== null && !(error instanceof StopAtCap)) {
        reject(error);
        return;
      }
      progress.downloadMs = performance.now() - headersAt;
      resolve({
        status,
        statusText,
        headers,
        body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, kept),
        sizeBytes: received,
        isTruncated,
        remoteAddress: progress.connection.remoteAddress || lease.context.remoteAddress,
      });
    };
    const onAbort = () => {
      const reason = signal.reason instanceof Error ? signal.reason : new Error('aborted');
      // Before the request is on a connection there is no controller: end the whole client
      // (its connect in flight included); the lease is then not reusable.
      if (controller) controller.abort(reason);
      else lease.client.destroy(reason).catch(() => undefined);
    };

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        sentAt = performance.now();
      },
      onResponseStart(started, statusCode, _parsed, statusMessage) {
        // Interim answers (100 Continue, 103 Early Hints) are not the answer.
        if (statusCode < 200) return;
        headersAt = performance.now();
        progress.firstByteMs = headersAt - sentAt;
        progress.hasHeaders = true;
        status = statusCode;
        statusText = statusMessage ?? '';
        headers = readRawHeaders(started.rawHeaders);
        cap = request.maxBodyBytes(status, headers);
      },
      onResponseData(started, chunk) {
        received += chunk.length;
        if (isTruncated) return;
        const room = cap - kept;
        if (chunk.length <= room) {
          chunks.push(chunk);
          kept += chunk.length;
          request.onData?.(chunk);
          return;
        }
        if (room > 0) {
          chunks.push(chunk.subarray(0, room));
          kept += room;
          request.onData?.(chunk.subarray(0, room));
        }
        isTruncated = true;
        started.abort(new StopAtCap());
      },
      onResponseEnd() {
        settle(null);
      },
      onResponseError(_started, error) {
        settle(isTruncated ? new StopAtCap() : error);
      },
    };

    if (signal.aborted) {
      settle(signal.reason);
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      lease.client.dispatch(
        {
          path: `${request.url.pathname}${request.url.search}`,
          method: request.method,
          headers: request.headers,
          body: request.body,
        },
        handler,
      );
    } catch (error) {
      settle(error);
    }
  });
}

/**
 * Raw header pairs in the order received. Values are bytes: UTF-8 when they decode as UTF-8
 * (what servers that send non-ASCII mean), Latin-1 otherwise (what HTTP says).
 */
function readRawHeaders(raw: Dispatcher.DispatchController['rawHeaders']): OutboundHeader[] {
  if (!Array.isArray(raw)) return [];
  const out: OutboundHeader[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    out.push({ name: text(raw[i]!, 'latin1'), value: text(raw[i + 1]!, 'utf8') });
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function text(value: Buffer | string, prefer: 'latin1' | 'utf8'): string {
  if (typeof value === 'string') return value;
  if (prefer === 'latin1') return value.toString('latin1');
  try {
    return utf8.decode(value);
  } catch {
    return value.toString('latin1');
  }
}
