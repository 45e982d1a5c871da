import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTestRunRoute, type TestRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** A run with its report: the whole of it once ended, the steps so far while it runs. */
export function getTestRun(
  projectId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<TestRun> {
  return callApi(getTestRunRoute, { params: { projectId, runId } }, { signal });
}

export function testRunQuery(projectId: string, runId: string) {
  return queryOptions({
    queryKey: testKeys.run(projectId, runId),
    queryFn: ({ signal }) => getTestRun(projectId, runId, signal),
  });
}

export function useTestRun(projectId: string, runId: string) {
  return useQuery(testRunQuery(projectId, runId));
}
