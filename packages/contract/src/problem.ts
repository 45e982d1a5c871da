import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** One field of a request that failed validation. */
export const fieldErrorSchema = z
  .object({
    /** Where the value is: `body`, `query`, `params` or `headers`. */
    in: z.enum(['body', 'query', 'params', 'headers']),
    /** A JSON pointer to the field inside that part, `""` for the part as a whole. */
    pointer: z.string(),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape of the API: RFC 9457 problem details with a stable `code`. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
