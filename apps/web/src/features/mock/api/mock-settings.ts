import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMockSettingsRoute,
  type MockSettings,
  regenerateMockTokenRoute,
  type UpdateMockSettingsBody,
  updateMockSettingsRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { mockKeys } from './keys';

/**
 * A project's mock settings (`packages/contract/src/routes/mock.ts`): how the mock answers, its
 * addresses, its token and the program serving now. Every member reads them; changing them
 * needs edit permission (403 otherwise).
 */

export function getMockSettings(projectId: string, signal?: AbortSignal): Promise<MockSettings> {
  return callApi(getMockSettingsRoute, { params: { projectId } }, { signal });
}

export function mockSettingsQuery(projectId: string) {
  return queryOptions({
    queryKey: mockKeys.settings(projectId),
    queryFn: ({ signal }) => getMockSettings(projectId, signal),
    // The stats change with every design save: read afresh whenever the panel opens.
    staleTime: 0,
  });
}

export function useMockSettings(projectId: string, enabled = true) {
  return useQuery({ ...mockSettingsQuery(projectId), enabled });
}

/** Saves from `body.baseVersion`; EDIT_CONFLICT (see isEditConflict) when someone came first. */
export function updateMockSettings({
  projectId,
  body,
}: {
  projectId: string;
  body: UpdateMockSettingsBody;
}): Promise<MockSettings> {
  return callApi(updateMockSettingsRoute, { params: { projectId }, body });
}

export function useUpdateMockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMockSettings,
    onSuccess: (saved, { projectId }) =>
      queryClient.setQueryData(mockKeys.settings(projectId), saved),
  });
}

/** Replaces the project's mock token: callers holding the old one are refused from now on. */
export function regenerateMockToken({ projectId }: { projectId: string }): Promise<MockSettings> {
  return callApi(regenerateMockTokenRoute, { params: { projectId } });
}

export function useRegenerateMockToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateMockToken,
    onSuccess: (saved, { projectId }) =>
      queryClient.setQueryData(mockKeys.settings(projectId), saved),
  });
}
