import { useQuery } from '@tanstack/react-query';
import { listEditorCallbackSchemesRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

/** The URI schemes the server allows editor sign-in callbacks to use. */
export async function getEditorCallbackSchemes(signal?: AbortSignal): Promise<string[]> {
  const { schemes } = await callApi(listEditorCallbackSchemesRoute, {}, { signal });
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
