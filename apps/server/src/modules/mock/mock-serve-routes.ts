import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRequestBody, writeMockAnswer } from '@heron/engine/mock-node';
import type { MockGateway } from './mock-gateway.js';
import { splitMockUrl } from './mock-target.js';

export interface MockServeOptions {
  gateway: MockGateway;
  /** A request body over this many bytes answers 413 (the engine's limit). */
  maxBodyBytes: number;
}

const PREFIX = '/mock/';

/**
 * Every project's mock on the Heron server, at `/mock/{projectId}/…`, any method. The body is
 * read here, not by Fastify's parsers, so any content type reaches the mock as sent and a huge one
 * is cut off at the limit; the answer is written straight to the socket (`hijack`): it is the
 * design's answer, without the API's own headers.
 */
export async function mockServeRoutes(app: FastifyInstance, opts: MockServeOptions) {
  app.removeAllContentTypeParsers();
  // Leaves the body unread for `readRequestBody`.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    const { projectId, target } = splitMockUrl(raw.url ?? PREFIX, PREFIX.length);
    const read = await readRequestBody(raw, opts.maxBodyBytes);
    const answer = await opts.gateway.serve(
      projectId,
      raw.method ?? 'GET',
      target,
      raw.headers,
      read,
    );
    reply.hijack();
    // The API's own headers (security headers set as the request arrived) are not the design's.
    for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
    writeMockAnswer(reply.raw, answer, raw.method ?? 'GET');
  };
  const hide = { schema: { hide: true } };
  app.all('/mock/:projectId', hide, handler);
  app.all('/mock/:projectId/*', hide, handler);
}
