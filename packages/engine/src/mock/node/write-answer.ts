import type { ServerResponse } from 'node:http';
import type { MockAnswer } from '../types.js';

/** How long a connection refused for its upload's size goes on reading before it is cut. */
const LINGER_MS = 2_000;

/**
 * Sends a mock's answer on a Node response, after the answer's delay. The length is set so the
 * answer is not chunked (except where it must not be sent: HEAD, whose length would be the GET's,
 * and 204 and 304); a 413 closes the connection, because the rest of the upload was never read.
 */
export function writeMockAnswer(
  response: ServerResponse,
  answer: MockAnswer,
  method: string,
): void {
  if (answer.delayMs > 0) setTimeout(() => send(response, answer, method), answer.delayMs);
  else send(response, answer, method);
}

function send(response: ServerResponse, answer: MockAnswer, method: string): void {
  if (response.destroyed) return;
  const { status, headers, body } = answer;
  if (status !== 204 && status !== 304 && method !== 'HEAD') {
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  if (status === 413) {
    headers.connection = 'close';
    lingerOnClose(response);
  }
  try {
    response.writeHead(status, headers);
  } catch (error) {
    // A header value Node refuses (the engine cleans them, so this is a last resort).
    const problem = JSON.stringify({
      type: 'urn:heron:mock:MOCK_INTERNAL_ERROR',
      title: 'The mock failed to answer',
      status: 500,
      code: 'MOCK_INTERNAL_ERROR',
      detail: error instanceof Error ? error.message : String(error),
    });
    response.writeHead(500, {
      'content-type': 'application/problem+json',
      'content-length': String(Buffer.byteLength(problem)),
    });
    response.end(problem);
    return;
  }
  response.end(body);
}

/**
 * A connection closed at once while its client is still uploading makes the kernel answer the
 * client's next bytes with a reset, and the client can lose the 413 before reading it ("write
 * EPIPE", seen on CI). So, as web servers do (a lingering close), the connection sends its end,
 * then reads and drops what still comes until the client closes or LINGER_MS pass. Node closes
 * a `connection: close` response's socket through `destroySoon` once the answer is written.
 */
function lingerOnClose(response: ServerResponse): void {
  const socket = response.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
    // The reader paused the request at the limit; what arrives now is read and dropped.
    response.req.resume();
  };
}
