import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a local HTTP server received, byte for byte. */
export interface CapturedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Header lines in order, [name, value, name, value …], names as sent. */
  rawHeaders: string[];
  body: Buffer;
}

export interface CaptureServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: CapturedRequest[];
  close(): Promise<void>;
}

/** A server on 127.0.0.1 (a free port) that records every request and answers 200 "ok". */
export async function startCaptureServer(): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        rawHeaders: request.rawHeaders,
        body: Buffer.concat(chunks),
      });
      response.setHeader('Connection', 'close');
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
