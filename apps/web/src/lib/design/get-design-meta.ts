import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getDesignMetaRoute, type designMetaResponseSchema } from '@heron/contract';
import { callApi } from '../call-api';
import { designKeys } from './design-keys';

export type DesignMetaState = z.output<typeof designMetaResponseSchema>;

/** The project's design settings (servers, security …) and their version (0 = never saved). */
export function getDesignMeta(projectId: string, signal?: AbortSignal): Promise<DesignMetaState> {
  return callApi(getDesignMetaRoute, { params: { projectId } }, { signal });
}

export function designMetaQuery(projectId: string) {
  return queryOptions({
    queryKey: designKeys.meta(projectId),
    queryFn: ({ signal }) => getDesignMeta(projectId, signal),
  });
}

export function useDesignMeta(projectId: string) {
  return useQuery(designMetaQuery(projectId));
}
