import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeTeamMembersRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { PROJECTS_KEY } from '../../../lib/projects/project-keys';
import { TEAMS_KEY } from '../../../lib/teams/team-keys';

export interface RemoveTeamMembersInput {
  teamId: string;
  userIds: string[];
}

/** Takes members off a team and its projects, all or nothing (204). */
export function removeTeamMembers({ teamId, userIds }: RemoveTeamMembersInput): Promise<void> {
  return callApi(removeTeamMembersRoute, { params: { teamId }, body: { userIds } });
}

export function useRemoveTeamMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMembers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]),
  });
}
