/**
 * The error catalogue: every error the API answers with has a stable code, an HTTP status and a
 * line on when it is thrown. The body is `application/problem+json` (RFC 9457); the web app maps
 * `code` to a translated message (key `errors.<CODE>`) and never shows the server's `detail`.
 * Later modules add their codes here.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    status: 400,
    title: 'Request validation failed',
    when: 'A body, query, path parameter or header does not match the route contract; `errors` lists each field and reason.',
  },
  BAD_REQUEST: {
    status: 400,
    title: 'Bad request',
    when: 'The request cannot be understood as sent (malformed JSON, wrong encoding).',
  },
  UNAUTHENTICATED: {
    status: 401,
    title: 'Sign-in required',
    when: 'The call needs a signed-in session and there is none, or it has ended.',
  },
  PERMISSION_DENIED: {
    status: 403,
    title: 'Operation permission failed, insufficient permissions',
    when: 'The signed-in actor may not perform this action on this resource (spec §6, §8).',
  },
  NOT_FOUND: {
    status: 404,
    title: 'Not found',
    when: 'No route, or no record the caller may see, answers to this address.',
  },
  CONFLICT: {
    status: 409,
    title: 'Conflict',
    when: 'The change clashes with the current state (a duplicate, or a record changed by someone else).',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: 'Request body too large',
    when: 'The body is larger than the configured limit (BODY_LIMIT).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: 'Unsupported media type',
    when: 'The body is sent with a content type the route does not accept.',
  },
  RATE_LIMITED: {
    status: 429,
    title: 'Too many requests',
    when: 'The caller sent more requests than allowed; `retryAfterSeconds` says when to try again.',
  },
  INTERNAL_ERROR: {
    status: 500,
    title: 'Internal server error',
    when: 'An unexpected fault; the details are logged on the server, never sent.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'Service unavailable',
    when: 'A dependency (the database) cannot be reached, or the server is shutting down.',
  },
} as const satisfies Record<string, { status: number; title: string; when: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
