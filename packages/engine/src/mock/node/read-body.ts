import type { IncomingMessage } from 'node:http';

/** What was read of a request's body. */
export interface ReadBody {
  /** The whole body; undefined when there is none or it is over the limit. */
  body: Buffer | undefined;
  /** Set when the body is over the limit: the bytes announced or read before stopping. */
  tooLargeBytes?: number;
}

const NO_BODY: ReadBody = { body: undefined };

/**
 * Reads a request's body for the mock, holding at most `limit` bytes: a body announced as larger
 * is refused before a byte is read, and one that grows past the limit stops being collected (the
 * caller answers 413 and closes the connection). A request without a body costs no listener.
 */
export function readRequestBody(request: IncomingMessage, limit: number): Promise<ReadBody> {
  const length = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (!chunked) {
    if (length === undefined || length === '0') return Promise.resolve(NO_BODY);
    const announced = Number(length);
    if (announced > limit) return Promise.resolve({ body: undefined, tooLargeBytes: announced });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) return;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        // Answer now rather than wait for the rest of a huge upload.
        resolve({ body: undefined, tooLargeBytes: size });
        request.pause();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!over) resolve({ body: size === 0 ? undefined : Buffer.concat(chunks, size) });
    });
    request.on('error', reject);
  });
}
