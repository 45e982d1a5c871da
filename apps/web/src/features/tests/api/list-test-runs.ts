import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTestRunsRoute, type TestRunSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** How many of a scenario's runs the history lists and charts: the newest. */
export const RUN_HISTORY_LIMIT = 50;

/** A scenario's latest functional runs, newest first, with their totals. */
export async function listTestRuns(
  projectId: string,
  scenarioId: string,
  signal?: AbortSignal,
): Promise<TestRunSummary[]> {
  const list = await callApi(
    listTestRunsRoute,
    // Performance runs have their own figures and view: the history and its charts are functional.
    { params: { projectId, scenarioId }, query: { limit: RUN_HISTORY_LIMIT, kind: 'functional' } },
    { signal },
  );
  return list.items;
}

export function testRunsQuery(projectId: string, scenarioId: string) {
  return queryOptions({
    queryKey: testKeys.runs(projectId, scenarioId),
    queryFn: ({ signal }) => listTestRuns(projectId, scenarioId, signal),
  });
}

export function useTestRuns(projectId: string, scenarioId: string) {
  return useQuery(testRunsQuery(projectId, scenarioId));
}
