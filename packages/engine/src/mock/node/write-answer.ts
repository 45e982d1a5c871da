import type { ServerResponse } from 'node:http';
import type { MockAnswer } from '../types.js';

/**
 * Sends a mock's answer on a Node response, after the answer's delay. The length is set so the
 * answer is not chunked; a 413 closes the connection, because the rest of the upload was never
 * read. `extraHeaders` are added first, so the answer's own headers win.
 */
export function writeMockAnswer(
  response: ServerResponse,
  answer: MockAnswer,
  extraHeaders?: Record<string, string>,
): void {
  if (answer.delayMs > 0) {
    setTimeout(() => send(response, answer, extraHeaders), answer.delayMs);
  } else send(response, answer, extraHeaders);
}

function send(
  response: ServerResponse,
  answer: MockAnswer,
  extraHeaders: Record<string, string> | undefined,
): void {
  if (response.destroyed) return;
  const headers = extraHeaders ? { ...extraHeaders, ...answer.headers } : answer.headers;
  if (headers['content-length'] === undefined) {
    headers['content-length'] = String(Buffer.byteLength(answer.body));
  }
  if (answer.status === 413) headers.connection = 'close';
  response.writeHead(answer.status, headers);
  response.end(answer.body);
}
