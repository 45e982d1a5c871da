import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type designTrashPage, listDesignTrashRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys, type DesignTrashParams } from '../../../lib/design/design-keys';

export type DesignTrashPage = z.output<typeof designTrashPage>;

/** One page of the design trash, most recently deleted first. */
export function listDesignTrash(
  projectId: string,
  params: DesignTrashParams,
  signal?: AbortSignal,
): Promise<DesignTrashPage> {
  return callApi(
    listDesignTrashRoute,
    {
      params: { projectId },
      query: { page: params.page, pageSize: params.pageSize, q: params.q || undefined },
    },
    { signal },
  );
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
