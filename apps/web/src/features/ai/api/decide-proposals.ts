import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideAiRunProposalsRoute, type ProposalDecisions } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys } from '../../../lib/design/design-keys';
import { aiKeys } from './keys';
import { runUpdated } from './run-updated';

/** What the reviewer decided. */
export interface Decision {
  /** Each accepted as proposed, or with the value the reviewer wrote instead. */
  accept?: { id: string; value?: unknown }[];
  reject?: string[];
  /** Every proposal still pending, after the ones named. */
  rest?: 'accept' | 'reject';
}

/** How far a decision about the rest has gone: decided so far, and still pending. */
export interface DecisionProgress {
  decided: number;
  pending: number;
}

/**
 * Sends a decision. The server takes at most a page (AI_PROPOSAL_PAGE_MAX) of the rest per
 * request, so a decision about the rest is sent again until the run has nothing pending; the
 * answer adds up every round and carries the run as it ended.
 */
export async function decideProposals(
  projectId: string,
  runId: string,
  decision: Decision,
  onProgress?: (progress: DecisionProgress) => void,
): Promise<ProposalDecisions> {
  const sum = { accepted: 0, rejected: 0, outdated: 0, itemsSaved: 0 };
  // Test generation writes the cases of each round to a scenario: the last one written is named.
  let scenarioId: string | null = null;
  let body: Decision = decision;
  for (;;) {
    const answer = await callApi(decideAiRunProposalsRoute, {
      params: { projectId, runId },
      body,
    });
    sum.accepted += answer.accepted;
    sum.rejected += answer.rejected;
    sum.outdated += answer.outdated;
    sum.itemsSaved += answer.itemsSaved;
    scenarioId = answer.scenarioId ?? scenarioId;
    const { pending } = answer.run.proposals;
    onProgress?.({ decided: sum.accepted + sum.rejected + sum.outdated, pending });
    // A round that decided nothing would be followed by the same round forever: stop there.
    const moved = answer.accepted + answer.rejected + answer.outdated;
    if (decision.rest === undefined || pending === 0 || moved === 0) {
      return { ...sum, scenarioId, run: answer.run };
    }
    body = { rest: decision.rest };
  }
}

/**
 * Decides proposals of one run. Accepted values are saved into the design, so the tree and the
 * open editors are refreshed; so is the list of what is pending. Both also after a failure: a
 * bulk decision may have saved some rounds before it.
 */
export function useDecideProposals(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      onProgress,
    }: {
      decision: Decision;
      onProgress?: (progress: DecisionProgress) => void;
    }) => decideProposals(projectId, runId, decision, onProgress),
    onSuccess: (decided) => runUpdated(queryClient, decided.run),
    onError: () => queryClient.invalidateQueries({ queryKey: aiKeys.run(projectId, runId) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.proposals(projectId, runId) }),
        queryClient.invalidateQueries({ queryKey: designKeys.project(projectId) }),
      ]),
  });
}
