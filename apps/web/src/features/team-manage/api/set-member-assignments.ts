import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type setMemberAssignmentsBody, setMemberAssignmentsRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { PROJECTS_KEY } from '../../../lib/projects/project-keys';
import { TEAMS_KEY } from '../../../lib/teams/team-keys';
import type { MemberAssignments } from './get-member-assignments';
import { memberAssignmentsKey } from './keys';

export type SetMemberAssignmentsBody = z.input<typeof setMemberAssignmentsBody>;

export type SetMemberAssignmentsInput = SetMemberAssignmentsBody & {
  teamId: string;
  userId: string;
};

/**
 * Puts a member on exactly the given projects of the team (those left out are taken from them);
 * 402 *_SEATS_FULL, 409 LAST_ADMIN, 409 PERSONAL_ADMIN_REQUIRED.
 */
export function setMemberAssignments({
  teamId,
  userId,
  ...body
}: SetMemberAssignmentsInput): Promise<MemberAssignments> {
  return callApi(setMemberAssignmentsRoute, { params: { teamId, userId }, body });
}

export function useSetMemberAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAssignments,
    onSuccess: async (assignments, { teamId, userId }) => {
      queryClient.setQueryData(memberAssignmentsKey(teamId, userId), assignments);
      // Project counts, seats and project member lists all follow the assignments.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
