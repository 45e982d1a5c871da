import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTestScenarioRoute, type TestScenario } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** One scenario, with the steps whose endpoint or case was deleted since listed in `missing`. */
export function getTestScenario(
  projectId: string,
  scenarioId: string,
  signal?: AbortSignal,
): Promise<TestScenario> {
  return callApi(getTestScenarioRoute, { params: { projectId, scenarioId } }, { signal });
}

export function testScenarioQuery(projectId: string, scenarioId: string) {
  return queryOptions({
    queryKey: testKeys.scenario(projectId, scenarioId),
    queryFn: ({ signal }) => getTestScenario(projectId, scenarioId, signal),
  });
}

export function useTestScenario(projectId: string, scenarioId: string) {
  return useQuery(testScenarioQuery(projectId, scenarioId));
}
