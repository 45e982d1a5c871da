import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getProjectPointsCapRoute,
  setProjectPointsCapRoute,
  type ProjectPointsCap,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** The project's monthly limit on AI points, and what its AI uses spent this month. */
export function useProjectPointsCap(projectId: string) {
  return useQuery({
    queryKey: aiKeys.cap(projectId),
    queryFn: () => callApi(getProjectPointsCapRoute, { params: { projectId } }),
  });
}

/** Sets (or with null removes) the limit: team admins only (403 otherwise). */
export function useSetProjectPointsCap(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monthlyCap: number | null): Promise<ProjectPointsCap> =>
      callApi(setProjectPointsCapRoute, { params: { projectId }, body: { monthlyCap } }),
    onSuccess: (cap) => {
      queryClient.setQueryData(aiKeys.cap(projectId), cap);
      // A preview says what the limit leaves.
      void queryClient.invalidateQueries({ queryKey: aiKeys.previews(projectId) });
    },
  });
}
