import { ERROR_CATALOGUE, type ErrorCode, type FieldError, type Problem } from '@heron/contract';

/** Where the catalogue of codes is documented; `type` URIs point into it. */
const TYPE_BASE = '/api/openapi.json#/components/x-error-codes/';

export function buildProblem(
  code: ErrorCode,
  instance: string,
  extra: { detail?: string; errors?: FieldError[]; retryAfterSeconds?: number } = {},
): Problem {
  const entry = ERROR_CATALOGUE[code];
  const problem: Problem = {
    type: `${TYPE_BASE}${code}`,
    title: entry.title,
    status: entry.status,
    code,
    instance,
  };
  if (extra.detail) problem.detail = extra.detail;
  if (extra.errors?.length) problem.errors = extra.errors;
  if (extra.retryAfterSeconds !== undefined) problem.retryAfterSeconds = extra.retryAfterSeconds;
  return problem;
}
