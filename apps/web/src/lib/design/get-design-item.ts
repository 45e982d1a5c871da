import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDesignItemRoute, type DesignItem } from '@heron/contract';
import { callApi } from '../call-api';
import { designKeys } from './design-keys';

/** One item with its content and version; 404 NOT_FOUND once it is in the trash or gone. */
export function getDesignItem(
  projectId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<DesignItem> {
  return callApi(getDesignItemRoute, { params: { projectId, itemId } }, { signal });
}

export function designItemQuery(projectId: string, itemId: string) {
  return queryOptions({
    queryKey: designKeys.item(projectId, itemId),
    queryFn: ({ signal }) => getDesignItem(projectId, itemId, signal),
  });
}

export function useDesignItem(projectId: string, itemId: string) {
  return useQuery(designItemQuery(projectId, itemId));
}
