import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointMock,
  getEndpointMockRoute,
  type UpdateEndpointMockBody,
  updateEndpointMockRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { mockKeys } from './keys';

/**
 * One endpoint's mock: on or off, its latency and its expectations. A bad expectation (a regex
 * that does not compile, an unknown template value) is refused with VALIDATION_FAILED naming
 * each field (`/expectations/2/conditions/0/value`); a stale `baseVersion` with EDIT_CONFLICT.
 */

export function getEndpointMock(
  projectId: string,
  endpointId: string,
  signal?: AbortSignal,
): Promise<EndpointMock> {
  return callApi(getEndpointMockRoute, { params: { projectId, endpointId } }, { signal });
}

export function endpointMockQuery(projectId: string, endpointId: string) {
  return queryOptions({
    queryKey: mockKeys.endpoint(projectId, endpointId),
    queryFn: ({ signal }) => getEndpointMock(projectId, endpointId, signal),
  });
}

export function useEndpointMock(projectId: string, endpointId: string) {
  return useQuery(endpointMockQuery(projectId, endpointId));
}

export function updateEndpointMock({
  projectId,
  endpointId,
  body,
}: {
  projectId: string;
  endpointId: string;
  body: UpdateEndpointMockBody;
}): Promise<EndpointMock> {
  return callApi(updateEndpointMockRoute, { params: { projectId, endpointId }, body });
}

export function useUpdateEndpointMock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEndpointMock,
    onSuccess: (saved, { projectId, endpointId }) =>
      queryClient.setQueryData(mockKeys.endpoint(projectId, endpointId), saved),
  });
}
