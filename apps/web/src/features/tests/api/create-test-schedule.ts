import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createTestScheduleRoute, type testScheduleBody, type TestSchedule } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export type TestScheduleInput = z.input<typeof testScheduleBody>;

/**
 * Schedules a scenario (201); its runs start as the person saving. Rejects with
 * VALIDATION_FAILED pointing at the field (`/cron`, `/timeZone`, `/notify/0` …).
 */
export function createTestSchedule({
  projectId,
  scenarioId,
  body,
}: {
  projectId: string;
  scenarioId: string;
  body: TestScheduleInput;
}): Promise<TestSchedule> {
  return callApi(createTestScheduleRoute, { params: { projectId, scenarioId }, body });
}

export function useCreateTestSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestSchedule,
    onSuccess: async (_, { projectId, scenarioId }) => {
      await queryClient.invalidateQueries({ queryKey: testKeys.schedules(projectId, scenarioId) });
    },
  });
}
