import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createTeamBody, createTeamRoute, type TeamDetail } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { TEAMS_KEY, teamKeys } from '../../../lib/teams/team-keys';

export type CreateTeamBody = z.input<typeof createTeamBody>;

/** Creates a team with the caller as its admin (201). */
export function createTeam(body: CreateTeamBody): Promise<TeamDetail> {
  return callApi(createTeamRoute, { body });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
    },
  });
}
