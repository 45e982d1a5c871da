import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { editorCallbackSchemesResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

type EditorCallbackSchemesResponse = z.output<typeof editorCallbackSchemesResponse>;

/** The URI schemes the server allows editor sign-in callbacks to use. */
export async function getEditorCallbackSchemes(signal?: AbortSignal): Promise<string[]> {
  const { schemes } = await apiRequest<EditorCallbackSchemesResponse>(
    '/api/v1/auth/editor-callback-schemes',
    { signal },
  );
  return schemes;
}

export function useEditorCallbackSchemes(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['editor-callback-schemes'],
    queryFn: ({ signal }) => getEditorCallbackSchemes(signal),
    enabled: options.isEnabled,
    staleTime: Infinity,
  });
}
