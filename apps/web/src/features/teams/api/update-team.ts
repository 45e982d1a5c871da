import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TeamDetail, type updateTeamBody, updateTeamRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { PROJECTS_KEY } from '../../../lib/projects/project-keys';
import { TEAMS_KEY, teamKeys } from '../../../lib/teams/team-keys';

export type UpdateTeamBody = z.input<typeof updateTeamBody>;

/** Renames a team or changes its description (team admins). */
export function updateTeam({
  teamId,
  ...body
}: UpdateTeamBody & { teamId: string }): Promise<TeamDetail> {
  return callApi(updateTeamRoute, { params: { teamId }, body });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      // Project rows carry the team's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
