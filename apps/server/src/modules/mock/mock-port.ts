import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody, writeMockAnswer } from '@heron/engine/mock-node';
import type { MockGateway } from './mock-gateway.js';
import { splitMockUrl } from './mock-target.js';

export interface MockPort {
  port: number;
  close(): Promise<void>;
}

/**
 * The mock on its own port (`MOCK_PORT`): `/{projectId}/…`, and `/mock/{projectId}/…` as on the
 * Heron server, so a URL copied from either works. A bare `node:http` server: nothing but the mock
 * runs here, so none of the API's hooks are paid for.
 */
export function listenMockPort(
  gateway: MockGateway,
  options: { port: number; host: string; maxBodyBytes: number; onError: (error: unknown) => void },
): Promise<MockPort> {
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    const { projectId, target } = splitMockUrl(url, url.startsWith('/mock/') ? 6 : 1);
    readRequestBody(request, options.maxBodyBytes)
      .then((read) =>
        gateway.serve(projectId, request.method ?? 'GET', target, request.headers, read),
      )
      .then(
        (answer) => writeMockAnswer(response, answer, request.method ?? 'GET'),
        (error: unknown) => {
          options.onError(error);
          if (!response.headersSent) response.writeHead(500).end();
        },
      );
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
