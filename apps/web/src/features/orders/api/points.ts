import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getPointsSummaryRoute,
  listPointEntriesRoute,
  type pointEntryPageSchema,
  type pointsSummarySchema,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys, type PointEntryParams } from './keys';

export type PointsSummary = z.output<typeof pointsSummarySchema>;
export type PointEntryPage = z.output<typeof pointEntryPageSchema>;

/** Personal points, and a team's when `teamId` names one the caller is in. */
export function getPointsSummary(
  teamId: string | undefined,
  signal?: AbortSignal,
): Promise<PointsSummary> {
  return callApi(getPointsSummaryRoute, { query: { teamId } }, { signal });
}

export function usePointsSummary(teamId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.pointsSummary(teamId),
    queryFn: ({ signal }) => getPointsSummary(teamId, signal),
  });
}

/** One page of grants and consumptions, newest first. */
export function listPointEntries(
  params: PointEntryParams,
  signal?: AbortSignal,
): Promise<PointEntryPage> {
  return callApi(
    listPointEntriesRoute,
    {
      query: {
        owner: params.owner,
        teamId: params.owner === 'team' ? params.teamId : undefined,
        entry: params.entry,
        page: params.page,
        pageSize: params.pageSize,
      },
    },
    { signal },
  );
}

export function usePointEntries(params: PointEntryParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.pointEntries(params),
    queryFn: ({ signal }) => listPointEntries(params, signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
