import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support, used only by the `*.test.ts` beside it: a provider on 127.0.0.1 that records
 * every request and answers with whatever the test sets in `respond`.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, as the server saw them. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FakeProviderServer {
  baseUrl: string;
  requests: RecordedRequest[];
  respond: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

export async function startFakeProviderServer(): Promise<FakeProviderServer> {
  const fake: FakeProviderServer = {
    baseUrl: '',
    requests: [],
    respond: () => ({ status: 500, body: 'no answer set' }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(recorded);
      Promise.resolve(fake.respond(recorded))
        .then((answer) => {
          res.writeHead(answer.status ?? 200, answer.headers ?? {});
          res.end(answer.body ?? '');
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
