import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './error-handler.js';

/**
 * Fastify's router refuses some addresses before any route or error handler runs: a path that
 * does not decode (`%ED%A0%80`, half a character) and a path parameter longer than the router's
 * limit. By default it answers those in its own JSON; here they are problems like every other
 * error (issue 19, found by the route fuzz).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address cannot be decoded.';
  void sendProblem(reply, request, 'BAD_REQUEST', { detail });
}
