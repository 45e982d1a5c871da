import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTeamRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { PROJECTS_KEY } from '../../../lib/projects/project-keys';
import { TEAMS_KEY, teamKeys } from '../../../lib/teams/team-keys';

export interface DeleteTeamInput {
  teamId: string;
  /** The team's exact name, typed to confirm; 400 CONFIRMATION_MISMATCH otherwise. */
  confirmName: string;
}

/** Deletes a team with all its projects, trash included (204). */
export function deleteTeam({ teamId, confirmName }: DeleteTeamInput): Promise<void> {
  return callApi(deleteTeamRoute, { params: { teamId }, query: { confirmName } });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: async (_, { teamId }) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
