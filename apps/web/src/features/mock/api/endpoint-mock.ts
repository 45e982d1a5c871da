import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointMock, UpdateEndpointMockBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { mockKeys } from './keys';
import { mockPath } from './mock-path';

/**
 * One endpoint's mock: on or off, its latency and its expectations. A bad expectation (a regex
 * that does not compile, an unknown template value) is refused with VALIDATION_FAILED naming
 * each field (`/expectations/2/conditions/0/value`); a stale `baseVersion` with EDIT_CONFLICT.
 */

function endpointMockPath(projectId: string, endpointId: string): string {
  return mockPath(projectId, `/endpoints/${encodeURIComponent(endpointId)}`);
}

export function getEndpointMock(
  projectId: string,
  endpointId: string,
  signal?: AbortSignal,
): Promise<EndpointMock> {
  return apiRequest<EndpointMock>(endpointMockPath(projectId, endpointId), { signal });
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
  return apiRequest<EndpointMock>(endpointMockPath(projectId, endpointId), {
    method: 'PUT',
    body,
  });
}

export function useUpdateEndpointMock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEndpointMock,
    onSuccess: (saved, { projectId, endpointId }) =>
      queryClient.setQueryData(mockKeys.endpoint(projectId, endpointId), saved),
  });
}
