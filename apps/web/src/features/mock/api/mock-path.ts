import { ApiError } from '../../../lib/api-client';

/** `/api/v1/projects/{projectId}/mock{rest}`. */
export function mockPath(projectId: string, rest = ''): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}/mock${rest}`;
}

/** A save refused because another save came first (409): reload before saving again. */
export function isEditConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'EDIT_CONFLICT';
}
