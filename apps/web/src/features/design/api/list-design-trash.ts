import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { designTrashPage } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { designPath } from '../../../lib/design/design-path';
import { designKeys, type DesignTrashParams } from '../../../lib/design/design-keys';

export type DesignTrashPage = z.output<typeof designTrashPage>;

/** One page of the design trash, most recently deleted first. */
export function listDesignTrash(
  projectId: string,
  params: DesignTrashParams,
  signal?: AbortSignal,
): Promise<DesignTrashPage> {
  return apiRequest<DesignTrashPage>(designPath(projectId, '/trash'), {
    query: { page: params.page, pageSize: params.pageSize, q: params.q || undefined },
    signal,
  });
}

export function designTrashQuery(projectId: string, params: DesignTrashParams) {
  return queryOptions({
    queryKey: designKeys.trashPage(projectId, params),
    queryFn: ({ signal }) => listDesignTrash(projectId, params, signal),
  });
}

export function useDesignTrash(projectId: string, params: DesignTrashParams) {
  return useQuery({ ...designTrashQuery(projectId, params), placeholderData: keepPreviousData });
}
