import { ApiError } from '../../../lib/api-client';

export interface FieldIssue<F extends string> {
  field: F;
  /** A `validation.*` key. */
  message: string;
}

/**
 * The field errors of a VALIDATION_FAILED answer, on the docs forms' fields (`fieldOf` maps a
 * JSON pointer such as `/tryIt/serverUrl` to its field); `isComplete` when every error found a
 * field, so nothing is left to say above the form. Undefined for any other failure, or when no
 * error names a field.
 */
export function serverIssues<F extends string>(
  failure: unknown,
  fieldOf: (pointer: string) => F | undefined,
): { issues: FieldIssue<F>[]; isComplete: boolean } | undefined {
  if (!(failure instanceof ApiError) || failure.code !== 'VALIDATION_FAILED') return undefined;
  const issues = failure.errors.flatMap((fieldError) => {
    const field = fieldOf(fieldError.pointer);
    return field ? [{ field, message: fieldError.message }] : [];
  });
  if (issues.length === 0) return undefined;
  return { issues, isComplete: issues.length === failure.errors.length };
}
