import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { editorCodeResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type EditorCodeResponse = z.output<typeof editorCodeResponse>;

/**
 * A one-time code for the editor extension's callback: answers the callback with `code=` added.
 * 400 EDITOR_REDIRECT_NOT_ALLOWED when the server does not allow the callback.
 */
export function createEditorCode(redirectUri: string): Promise<EditorCodeResponse> {
  return apiRequest<EditorCodeResponse>('/api/v1/auth/editor-codes', {
    method: 'POST',
    body: { redirectUri },
  });
}

export function useCreateEditorCode() {
  return useMutation({ mutationFn: createEditorCode });
}
