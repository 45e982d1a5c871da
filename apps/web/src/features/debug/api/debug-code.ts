import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDebugCodeRoute, type DebugCode, type DebugCodeBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from './keys';

/**
 * The request as Send would make it, for the code view (issue 21, `POST …/debug/code`): the
 * server resolves it with the same steps as a send (environment, inherited auth, base URL, the
 * private mock's token), secrets as placeholders unless `revealSecrets`. A path with no base URL
 * fails with NO_BASE_URL, as a send does.
 */
export function getDebugCode(
  projectId: string,
  body: DebugCodeBody,
  signal?: AbortSignal,
): Promise<DebugCode> {
  return callApi(getDebugCodeRoute, { params: { projectId }, body }, { signal });
}

/** Asked for while `body` is not null (the code view is open); forgotten once it closes. */
export function useDebugCode(projectId: string, body: DebugCodeBody | null) {
  return useQuery({
    queryKey: debugKeys.code(projectId, body),
    queryFn: ({ signal }) => getDebugCode(projectId, body!, signal),
    enabled: body !== null,
    // The variables on the server may change between two openings: never served stale.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    // Switching "Show secrets" keeps the code on screen until the other one arrives.
    placeholderData: keepPreviousData,
  });
}
