import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type createEndpointCaseBody,
  createEndpointCaseRoute,
  deleteEndpointCaseRoute,
  type EndpointCase,
  listEndpointCasesRoute,
  type updateEndpointCaseBody,
  updateEndpointCaseRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from './keys';

/**
 * An endpoint's cases (issue 6, `packages/contract/src/routes/debug.ts`, "endpoint cases"):
 * requests saved under the endpoint with a name, shared with the project. Reading needs view
 * permission, writing edit permission (403 otherwise); a save names the version it started
 * from and is refused with EDIT_CONFLICT (see isEditConflict) when someone saved since.
 */

export type CreateEndpointCaseInput = z.input<typeof createEndpointCaseBody>;
export type UpdateEndpointCaseInput = z.input<typeof updateEndpointCaseBody>;

/** The endpoint's cases, oldest first (the order they were saved in). */
export async function listEndpointCases(
  projectId: string,
  endpointId: string,
  signal?: AbortSignal,
): Promise<EndpointCase[]> {
  const list = await callApi(
    listEndpointCasesRoute,
    { params: { projectId }, query: { endpointId } },
    { signal },
  );
  return list.items;
}

export function endpointCasesQuery(projectId: string, endpointId: string) {
  return queryOptions({
    queryKey: debugKeys.endpointCases(projectId, endpointId),
    queryFn: ({ signal }) => listEndpointCases(projectId, endpointId, signal),
  });
}

export function useEndpointCases(projectId: string, endpointId: string) {
  return useQuery(endpointCasesQuery(projectId, endpointId));
}

/** Saves a request as a new case of its endpoint (201). */
export function createEndpointCase({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateEndpointCaseInput;
}): Promise<EndpointCase> {
  return callApi(createEndpointCaseRoute, { params: { projectId }, body });
}

/** Puts a saved case in its endpoint's cached list, replacing the one with its id. */
function putCached(queryClient: QueryClient, projectId: string, saved: EndpointCase) {
  queryClient.setQueryData<EndpointCase[]>(
    debugKeys.endpointCases(projectId, saved.endpointId),
    (items = []) =>
      items.some((item) => item.id === saved.id)
        ? items.map((item) => (item.id === saved.id ? saved : item))
        : [...items, saved],
  );
}

export function useCreateEndpointCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEndpointCase,
    onSuccess: async (created, { projectId }) => {
      // In the picker at once, so it can show the new case as the one loaded.
      putCached(queryClient, projectId, created);
      await queryClient.invalidateQueries({
        queryKey: debugKeys.endpointCases(projectId, created.endpointId),
      });
    },
  });
}

/** Saves a case over `body.baseVersion`; EDIT_CONFLICT when someone saved it since. */
export function updateEndpointCase({
  projectId,
  caseId,
  body,
}: {
  projectId: string;
  caseId: string;
  body: UpdateEndpointCaseInput;
}): Promise<EndpointCase> {
  return callApi(updateEndpointCaseRoute, { params: { projectId, caseId }, body });
}

export function useUpdateEndpointCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEndpointCase,
    onSuccess: (saved, { projectId }) => putCached(queryClient, projectId, saved),
  });
}

export function deleteEndpointCase({
  projectId,
  caseId,
}: {
  projectId: string;
  /** The endpoint whose list drops the case. */
  endpointId: string;
  caseId: string;
}): Promise<void> {
  return callApi(deleteEndpointCaseRoute, { params: { projectId, caseId } });
}

export function useDeleteEndpointCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEndpointCase,
    onSuccess: async (_, { projectId, endpointId, caseId }) => {
      const key = debugKeys.endpointCases(projectId, endpointId);
      queryClient.setQueryData<EndpointCase[]>(key, (items) =>
        items?.filter((item) => item.id !== caseId),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
