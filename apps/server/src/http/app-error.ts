import { ERROR_CATALOGUE, type ErrorCode, type FieldError } from '@heron/contract';

export interface AppErrorOptions {
  /** A sentence for developers and logs; the web app shows the translated code instead. */
  detail?: string;
  errors?: FieldError[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type services throw. Its code fixes the HTTP status (from the catalogue), so a
 * service says what went wrong and never picks a status itself.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.detail ?? ERROR_CATALOGUE[code].title, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.detail = options.detail;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
