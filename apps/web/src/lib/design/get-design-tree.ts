import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDesignTreeRoute, type DesignTree } from '@heron/contract';
import { callApi } from '../call-api';
import { designKeys } from './design-keys';

/** Every live item of the project as a flat list of tree rows (no content). */
export function getDesignTree(projectId: string, signal?: AbortSignal): Promise<DesignTree> {
  return callApi(getDesignTreeRoute, { params: { projectId } }, { signal });
}

export function designTreeQuery(projectId: string) {
  return queryOptions({
    queryKey: designKeys.tree(projectId),
    queryFn: ({ signal }) => getDesignTree(projectId, signal),
  });
}

export function useDesignTree(projectId: string) {
  return useQuery(designTreeQuery(projectId));
}
