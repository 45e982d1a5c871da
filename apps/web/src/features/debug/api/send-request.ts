import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DebugRequest,
  sendDebugRequestRoute,
  type SendRequestBody,
  type SendResult,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from './keys';
import { sessionVariablesOf, setSessionVariables } from './session-variables';

/**
 * Sends a request through the server (`POST …/debug/send`). Every fault of the request, of the
 * exchange or of a script is in the answer (200); only the call itself can fail (permission,
 * server down), as an ApiError.
 */
export function sendRequest(projectId: string, body: SendRequestBody): Promise<SendResult> {
  return callApi(sendDebugRequestRoute, { params: { projectId }, body });
}

export interface SendInput {
  request: DebugRequest;
  /** The environment whose base URL and variables apply; null for none. */
  environmentId: string | null;
  /** The endpoint the request debugs: its answer is checked against the design. */
  endpointId: string | null;
  /** The design's server a path goes to when picked among several (see useDesignServers). */
  serverUrl?: string | undefined;
}

/**
 * The send of a project's debugger: the session's values go with the request and the values
 * the scripts left come back into the session.
 */
export function useSendRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, environmentId, endpointId, serverUrl }: SendInput) =>
      sendRequest(projectId, {
        request,
        environmentId,
        endpointId,
        ...(serverUrl === undefined ? {} : { serverUrl }),
        session: sessionVariablesOf(projectId),
      }),
    onSuccess: (result) => setSessionVariables(projectId, result.session),
    // The server records each send it answers in the history (and reading waits for the record).
    onSettled: () => queryClient.invalidateQueries({ queryKey: debugKeys.history(projectId) }),
  });
}
