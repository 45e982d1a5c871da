import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finalizeOpenApiDocument } from './openapi-document.js';

/**
 * The OpenAPI 3.1 document is generated from the zod contract of every route. Routes that are
 * not part of the API (the web app, the document itself) are hidden.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Heron API',
        version,
        description:
          'The HTTP API of Heron. Errors are application/problem+json (RFC 9457) with a stable `code`; the codes are listed under components.x-error-codes.',
      },
      tags: [
        { name: 'system', description: 'Health and metadata of the instance' },
        { name: 'auth', description: 'Accounts, sign-in and sessions' },
        { name: 'account', description: "The signed-in person's own account settings" },
        { name: 'files', description: 'Stored files (avatars), served by their random keys' },
        { name: 'dev', description: 'Tools of a development instance (dev outbox)' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // The routes are fixed once the app is ready, so the document is built once, on first ask.
  let document: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => {
    document ??= finalizeOpenApiDocument(app.swagger() as unknown as Record<string, unknown>);
    return document;
  });
}
