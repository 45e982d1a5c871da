import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveTeamRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { PROJECTS_KEY } from '../../../lib/projects/project-keys';
import { TEAMS_KEY, teamKeys } from '../../../lib/teams/team-keys';

/** Leaves a team and its projects (204); 409 LAST_ADMIN for its only admin. */
export function leaveTeam(teamId: string): Promise<void> {
  return callApi(leaveTeamRoute, { params: { teamId } });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: async (_, teamId) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
