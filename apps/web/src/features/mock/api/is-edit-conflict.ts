import { ApiError } from '../../../lib/api-client';

/** A save refused because another save came first (409): reload before saving again. */
export function isEditConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'EDIT_CONFLICT';
}
