import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnswerInput, ApiRoute, ParsedBody, ParsedParams, ParsedQuery } from '@heron/contract';
import { errorResponses } from './error-responses.js';

/** The request a route's handler receives: params, query and body parsed by its contract. */
export type RouteRequest<R extends ApiRoute> = FastifyRequest<{
  Params: ParsedParams<R>;
  Querystring: ParsedQuery<R>;
  Body: ParsedBody<R>;
}>;

/** A handler answers its route's success shape, or sends through `reply` itself. */
export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => AnswerInput<R> | FastifyReply | Promise<AnswerInput<R> | FastifyReply>;

/** Fastify's per-route options that are the server's business, not the contract's. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers a route of the contract's table (issue 20). The method, path, validation, answer
 * serialization and OpenAPI entry all come from the one declaration in `@heron/contract`, which
 * the web app calls through too; the server adds only its handler and options such as a body
 * limit or a rate-limit setting.
 */
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
): void;
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  options: ServeOptions,
  handler: RouteHandler<R>,
): void;
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  optionsOrHandler: ServeOptions | RouteHandler<R>,
  maybeHandler?: RouteHandler<R>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  if (!handler) throw new TypeError(`serve(${route.operationId}) needs a handler`);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    // Read by the session plugin: every other route refuses a personal access token.
    ...(route.acceptsAccessToken
      ? { config: { ...options.config, acceptsAccessToken: true } }
      : {}),
    method: route.method,
    url: route.path,
    schema: {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description === undefined ? {} : { description: route.description }),
      tags: [...route.tags],
      ...(route.hide ? { hide: true } : {}),
      ...(route.consumes ? { consumes: [...route.consumes] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { ...route.responses, ...errorResponses },
    },
    // The contract's types stand in for Fastify's inferred ones; validation is Fastify's, as before.
    handler: handler as unknown as Parameters<FastifyInstance['route']>[0]['handler'],
  });
}
