import type { ServerResponse } from 'node:http';
import type { MockAnswer } from '../types.js';

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
  if (status === 413) headers.connection = 'close';
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
