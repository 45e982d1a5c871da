import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDesignRevisionRoute, type RevisionDetail } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys } from '../../../lib/design/design-keys';

/** One revision with the item as it was saved then. */
export function getRevision(
  projectId: string,
  itemId: string,
  version: number,
  signal?: AbortSignal,
): Promise<RevisionDetail> {
  return callApi(getDesignRevisionRoute, { params: { projectId, itemId, version } }, { signal });
}

export function revisionQuery(projectId: string, itemId: string, version: number) {
  return queryOptions({
    queryKey: designKeys.revision(projectId, itemId, version),
    queryFn: ({ signal }) => getRevision(projectId, itemId, version, signal),
  });
}

export function useRevision(projectId: string, itemId: string, version: number | undefined) {
  return useQuery({
    ...revisionQuery(projectId, itemId, version ?? 0),
    enabled: version !== undefined,
  });
}
