import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isEditConflict } from './is-edit-conflict';

describe('isEditConflict', () => {
  it('is true for an API error with the EDIT_CONFLICT code only', () => {
    expect(isEditConflict(new ApiError({ code: 'EDIT_CONFLICT', status: 409 }))).toBe(true);
    // Another 409 (a name taken, say) is not an edit conflict: reloading would not help.
    expect(isEditConflict(new ApiError({ code: 'CONFLICT', status: 409 }))).toBe(false);
    expect(isEditConflict(new ApiError({ code: 'NOT_FOUND', status: 404 }))).toBe(false);
  });

  it('is false for anything that is not an API error, whatever it says', () => {
    expect(isEditConflict(Object.assign(new Error('x'), { code: 'EDIT_CONFLICT' }))).toBe(false);
    expect(isEditConflict({ code: 'EDIT_CONFLICT' })).toBe(false);
    expect(isEditConflict(undefined)).toBe(false);
  });
});
