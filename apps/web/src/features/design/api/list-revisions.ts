import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listDesignRevisionsRoute, type revisionListSchema } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys } from '../../../lib/design/design-keys';

export type RevisionList = z.output<typeof revisionListSchema>;

/** An item's revisions, newest first. */
export function listRevisions(
  projectId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<RevisionList> {
  return callApi(listDesignRevisionsRoute, { params: { projectId, itemId } }, { signal });
}

export function revisionsQuery(projectId: string, itemId: string) {
  return queryOptions({
    queryKey: designKeys.revisions(projectId, itemId),
    queryFn: ({ signal }) => listRevisions(projectId, itemId, signal),
  });
}

export function useRevisions(projectId: string, itemId: string, options: { enabled?: boolean }) {
  return useQuery({ ...revisionsQuery(projectId, itemId), enabled: options.enabled ?? true });
}
