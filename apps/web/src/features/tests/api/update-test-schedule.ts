import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  updateTestScheduleRoute,
  type TestSchedule,
  type updateTestScheduleBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export type UpdateTestScheduleInput = z.input<typeof updateTestScheduleBody>;

/**
 * Saves a whole schedule from `body.baseVersion` (the saver becomes its owner); rejects with
 * EDIT_CONFLICT when someone saved it since, and VALIDATION_FAILED as a creation does.
 */
export function updateTestSchedule({
  projectId,
  scheduleId,
  body,
}: {
  projectId: string;
  scenarioId: string;
  scheduleId: string;
  body: UpdateTestScheduleInput;
}): Promise<TestSchedule> {
  return callApi(updateTestScheduleRoute, { params: { projectId, scheduleId }, body });
}

export function useUpdateTestSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestSchedule,
    onSuccess: async (saved, { projectId, scenarioId }) => {
      const key = testKeys.schedules(projectId, scenarioId);
      queryClient.setQueryData<TestSchedule[]>(key, (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
