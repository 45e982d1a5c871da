import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { designMetaResponseSchema } from '@heron/contract';
import { apiRequest } from '../api-client';
import { designPath } from './design-path';
import { designKeys } from './design-keys';

export type DesignMetaState = z.output<typeof designMetaResponseSchema>;

/** The project's design settings (servers, security …) and their version (0 = never saved). */
export function getDesignMeta(projectId: string, signal?: AbortSignal): Promise<DesignMetaState> {
  return apiRequest<DesignMetaState>(designPath(projectId, '/meta'), { signal });
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
