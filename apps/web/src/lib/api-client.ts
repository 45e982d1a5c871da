import {
  isErrorCode,
  PROBLEM_CONTENT_TYPE,
  problemSchema,
  type ErrorCode,
  type FieldError,
} from '@heron/contract';

/** An API failure, already mapped to the error catalogue; show it with `errorMessageKey`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The catalogue code; never show `message` (the server's English title) to a user. */
  readonly code: ErrorCode;
  /** The HTTP status, or 0 when no answer arrived (network down, server unreachable). */
  readonly status: number;
  /** For VALIDATION_FAILED: each field that was refused and why. */
  readonly errors: FieldError[];
  /** For RATE_LIMITED: how long to wait before trying again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message?: string;
    errors?: FieldError[];
    retryAfterSeconds?: number | undefined;
    cause?: unknown;
  }) {
    super(init.message ?? init.code, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The translation key of an error code; codes this build does not know read as internal. */
export function errorMessageKey(code: string): `errors.${ErrorCode}` {
  return `errors.${isErrorCode(code) ? code : 'INTERNAL_ERROR'}`;
}

// When the answer is not a problem document (a proxy's HTML page, an empty body), the status
// still says which kind of failure it was.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** HTTP method; GET when omitted. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (a file upload) instead. */
  body?: unknown;
  /** Appended to the path as a query string; a list repeats its key; undefined and null are left out. */
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one to each query function). */
  signal?: AbortSignal;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!path.startsWith('/api/')) throw new TypeError(`API paths start with /api/: ${path}`);
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isJson(contentType: string | null, type: string): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === type;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const contentType = response.headers.get('content-type');
  if (isJson(contentType, PROBLEM_CONTENT_TYPE)) {
    const parsed = problemSchema.safeParse(await response.json().catch(() => undefined));
    const code = parsed.success ? parsed.data.code : undefined;
    if (parsed.success && isErrorCode(code)) {
      return new ApiError({
        code,
        status: response.status,
        message: parsed.data.title,
        errors: parsed.data.errors,
        retryAfterSeconds: parsed.data.retryAfterSeconds,
      });
    }
  }
  const fallback =
    CODE_BY_STATUS[response.status] ?? (response.status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
  return new ApiError({ code: fallback, status: response.status });
}

/**
 * Sends a request to the Heron API with the session cookie (and a JSON body) and resolves with
 * the successful Response as is, for answers that are not JSON (a file download); rejects with
 * an ApiError for any failure except a cancel, which rejects with the AbortError as is.
 */
export async function apiResponse(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The server writes emails and SMS in the interface language, which <html lang> carries.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['X-Heron-Language'] = language;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body instanceof FormData) {
    // The browser writes the multipart Content-Type itself, with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ code: 'SERVICE_UNAVAILABLE', status: 0, cause: error });
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Calls the Heron API with the session cookie and JSON both ways. Resolves with the parsed body
 * (undefined for an empty answer); rejects with an ApiError for any failure except a cancel,
 * which rejects with the AbortError as is.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (
    response.status === 204 ||
    !isJson(response.headers.get('content-type'), 'application/json')
  ) {
    return undefined as T;
  }
  return (await response.json()) as T;
}
