import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createEditorCodeRoute, type editorCodeResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type EditorCodeResponse = z.output<typeof editorCodeResponse>;

/**
 * A one-time code for the editor extension's callback: answers the callback with `code=` added.
 * 400 EDITOR_REDIRECT_NOT_ALLOWED when the server does not allow the callback.
 */
export function createEditorCode(redirectUri: string): Promise<EditorCodeResponse> {
  return callApi(createEditorCodeRoute, { body: { redirectUri } });
}

export function useCreateEditorCode() {
  return useMutation({ mutationFn: createEditorCode });
}
