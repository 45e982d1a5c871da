import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTestSchedulesRoute, type TestSchedule } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** When a schedule's next run and last run are re-read while the list is on screen. */
const REFRESH_MS = 60_000;

/** A scenario's schedules, each with when it runs next and how its last run ended. */
export async function listTestSchedules(
  projectId: string,
  scenarioId: string,
  signal?: AbortSignal,
): Promise<TestSchedule[]> {
  const list = await callApi(
    listTestSchedulesRoute,
    { params: { projectId, scenarioId } },
    { signal },
  );
  return list.items;
}

export function testSchedulesQuery(projectId: string, scenarioId: string) {
  return queryOptions({
    queryKey: testKeys.schedules(projectId, scenarioId),
    queryFn: ({ signal }) => listTestSchedules(projectId, scenarioId, signal),
  });
}

/** The list, read again every minute while shown: the scheduler moves next runs on by itself. */
export function useTestSchedules(projectId: string, scenarioId: string) {
  return useQuery({ ...testSchedulesQuery(projectId, scenarioId), refetchInterval: REFRESH_MS });
}
