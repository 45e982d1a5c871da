import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TeamMember, type updateTeamMemberBody, updateTeamMemberRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { TEAMS_KEY } from '../../../lib/teams/team-keys';

export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBody>;

export type UpdateTeamMemberInput = UpdateTeamMemberBody & { teamId: string; userId: string };

/**
 * Changes a member's name in the team (the member or a team admin) or team admin status (team
 * admins); 402 READ_WRITE_SEATS_FULL, 409 LAST_ADMIN, 409 PERSONAL_ADMIN_REQUIRED.
 */
export function updateTeamMember({
  teamId,
  userId,
  ...body
}: UpdateTeamMemberInput): Promise<TeamMember> {
  return callApi(updateTeamMemberRoute, { params: { teamId, userId }, body });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    // Seats, the caller's own name and admin status live in the team detail and member pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  });
}
