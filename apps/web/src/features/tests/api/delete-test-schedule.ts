import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTestScheduleRoute, type TestSchedule } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** Deletes a schedule (204); the runs it started stay in the history. */
export function deleteTestSchedule({
  projectId,
  scheduleId,
}: {
  projectId: string;
  scenarioId: string;
  scheduleId: string;
}): Promise<void> {
  return callApi(deleteTestScheduleRoute, { params: { projectId, scheduleId } });
}

export function useDeleteTestSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestSchedule,
    onSuccess: async (_, { projectId, scenarioId, scheduleId }) => {
      const key = testKeys.schedules(projectId, scenarioId);
      queryClient.setQueryData<TestSchedule[]>(key, (items) =>
        items?.filter((item) => item.id !== scheduleId),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
