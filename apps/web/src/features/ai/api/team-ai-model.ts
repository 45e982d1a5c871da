import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  checkTeamAiModelRoute,
  deleteTeamAiModelRoute,
  getTeamAiModelRoute,
  setTeamAiModelRoute,
  type SetTeamAiModelBody,
  type TeamAiModelCheck,
  type TeamAiModelView,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys, isPreviewKey } from './keys';

/** The team's own model, if it brought one, and whether the caller may change it. */
export function useTeamAiModel(teamId: string) {
  return useQuery({
    queryKey: aiKeys.teamModel(teamId),
    queryFn: ({ signal }) => callApi(getTeamAiModelRoute, { params: { teamId } }, { signal }),
  });
}

/**
 * The new view replaces the cached one; the model statuses and the previews of every AI action
 * (annotation, test generation, AI import) are asked again, since whether a project's AI runs on
 * the team's model (and spends points) just changed.
 */
function settle(queryClient: QueryClient, teamId: string, view: TeamAiModelView) {
  queryClient.setQueryData(aiKeys.teamModel(teamId), view);
  void queryClient.invalidateQueries({ queryKey: aiKeys.modelStatuses() });
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isPreviewKey(queryKey) });
}

/** Sets the team's model: team admins only. An omitted `apiKey` keeps the stored key. */
export function useSetTeamAiModel(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTeamAiModelBody): Promise<TeamAiModelView> =>
      callApi(setTeamAiModelRoute, { params: { teamId }, body }),
    onSuccess: (view) => settle(queryClient, teamId, view),
  });
}

/** Removes the team's model and its key: its AI goes back to the instance's model and points. */
export function useDeleteTeamAiModel(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TeamAiModelView> =>
      callApi(deleteTeamAiModelRoute, { params: { teamId } }),
    onSuccess: (view) => settle(queryClient, teamId, view),
  });
}

/**
 * One short call to the model a form describes (the stored key when none is typed): how long it
 * took, or why it failed. Saves nothing.
 */
export function useCheckTeamAiModel(teamId: string) {
  return useMutation({
    mutationFn: (body: SetTeamAiModelBody): Promise<TeamAiModelCheck> =>
      callApi(checkTeamAiModelRoute, { params: { teamId }, body }),
  });
}
