import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, type ErrorCode, type FieldError } from '@heron/contract';
import { WorkerBusyError, WorkerStoppedError } from '../workers/index.js';
import { AppError } from './app-error.js';
import { isUnstorableTextError, UNSTORABLE_TEXT_DETAIL } from './database-errors.js';
import { buildProblem } from './problem.js';

const VALIDATION_PART: Record<string, FieldError['in']> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Fastify's own error codes that are the client's fault, mapped to our catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: Parameters<typeof buildProblem>[2] = {},
) {
  const problem = buildProblem(code, request.url, extra);
  if (problem.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(problem.retryAfterSeconds));
  }
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/**
 * Turns every error into problem+json. Client errors say what is wrong and where; anything
 * unexpected is logged in full and answered as INTERNAL_ERROR without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const extra: Parameters<typeof buildProblem>[2] = {};
      if (error.detail) extra.detail = error.detail;
      if (error.errors) extra.errors = error.errors;
      if (error.retryAfterSeconds !== undefined) extra.retryAfterSeconds = error.retryAfterSeconds;
      return sendProblem(reply, request, error.code, extra);
    }
    // Work the worker pools could not take (issue 19), from whichever route handed it over.
    if (error instanceof WorkerBusyError) {
      return sendProblem(reply, request, error.reason === 'full' ? 'SERVER_BUSY' : 'RATE_LIMITED', {
        detail: error.message,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    if (error instanceof WorkerStoppedError) {
      return sendProblem(reply, request, 'SERVICE_UNAVAILABLE', { detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = VALIDATION_PART[error.validationContext ?? 'body'] ?? 'body';
      const errors = error.validation.map((issue) => ({
        in: part,
        pointer: issue.instancePath,
        message: issue.message ?? 'is invalid',
      }));
      const first = errors[0];
      return sendProblem(reply, request, 'VALIDATION_FAILED', {
        detail: first
          ? `${part}${first.pointer || ''}: ${first.message}`
          : 'The request is not valid.',
        errors,
      });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return sendProblem(reply, request, mapped, { detail: error.message });
    }
    // Body parsing faults (bad JSON) carry a 4xx status but no code we know.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 413) return sendProblem(reply, request, 'PAYLOAD_TOO_LARGE');
      if (error.statusCode === 415) return sendProblem(reply, request, 'UNSUPPORTED_MEDIA_TYPE');
      return sendProblem(reply, request, 'BAD_REQUEST', { detail: error.message });
    }
    // A backstop: text hygiene refuses such text at the edge (issue 19).
    if (isUnstorableTextError(error)) {
      request.log.warn({ err: error }, 'the database refused text that reached it');
      return sendProblem(reply, request, 'BAD_REQUEST', { detail: UNSTORABLE_TEXT_DETAIL });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, request, 'INTERNAL_ERROR');
  });
}
