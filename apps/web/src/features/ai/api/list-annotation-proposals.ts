import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAiRunProposalsRoute, type AiProposalPage } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** The review shows this many proposals a page. */
export const PROPOSAL_PAGE_SIZE = 100;

/** A page of the run's proposals still waiting for review, in the order of items and places. */
export function listPendingProposals(
  projectId: string,
  runId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AiProposalPage> {
  return callApi(
    listAiRunProposalsRoute,
    { params: { projectId, runId }, query: { status: 'pending', page, size: PROPOSAL_PAGE_SIZE } },
    { signal },
  );
}

export function usePendingProposals(projectId: string, runId: string, page: number) {
  return useQuery({
    queryKey: aiKeys.proposalPage(projectId, runId, page),
    queryFn: ({ signal }) => listPendingProposals(projectId, runId, page, signal),
    // A running run adds proposals, and others may review the same run: each opening reads anew.
    staleTime: 0,
    // The page shown stays while the next loads, so the list does not jump to empty.
    placeholderData: keepPreviousData,
  });
}
