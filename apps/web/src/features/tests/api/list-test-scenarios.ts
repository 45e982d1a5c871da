import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTestScenariosRoute, type TestScenarioSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** The project's scenarios, each with its step count and last run (every member may read them). */
export async function listTestScenarios(
  projectId: string,
  signal?: AbortSignal,
): Promise<TestScenarioSummary[]> {
  const list = await callApi(listTestScenariosRoute, { params: { projectId } }, { signal });
  return list.items;
}

export function testScenariosQuery(projectId: string) {
  return queryOptions({
    queryKey: testKeys.scenarios(projectId),
    queryFn: ({ signal }) => listTestScenarios(projectId, signal),
  });
}

export function useTestScenarios(projectId: string, enabled = true) {
  return useQuery({ ...testScenariosQuery(projectId), enabled });
}
