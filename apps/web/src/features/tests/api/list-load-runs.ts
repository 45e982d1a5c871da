import { useQuery } from '@tanstack/react-query';
import { listTestRunsRoute, type TestRunSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** How many of a scenario's performance runs the Performance view lists: the newest. */
const LOAD_RUN_LIMIT = 20;

/** A scenario's latest performance runs, newest first, each with its figures. */
export async function listLoadRuns(
  projectId: string,
  scenarioId: string,
  signal?: AbortSignal,
): Promise<TestRunSummary[]> {
  const list = await callApi(
    listTestRunsRoute,
    { params: { projectId, scenarioId }, query: { limit: LOAD_RUN_LIMIT, kind: 'load' } },
    { signal },
  );
  return list.items;
}

export function useLoadRuns(projectId: string, scenarioId: string) {
  return useQuery({
    queryKey: testKeys.loadRuns(projectId, scenarioId),
    queryFn: ({ signal }) => listLoadRuns(projectId, scenarioId, signal),
  });
}
