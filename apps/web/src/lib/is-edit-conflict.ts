import { ApiError } from './api-client';

/**
 * A save refused because another save came first (409 EDIT_CONFLICT): the caller reloads before
 * saving again. Design items, design settings, debug cases, environments and mock settings all
 * save from a base version and are refused the same way.
 */
export function isEditConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'EDIT_CONFLICT';
}
