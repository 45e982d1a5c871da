import { TEAMS_KEY } from '../../../lib/teams/team-keys';

/** Cache keys of the team management screens; under the teams root so a team change reaches them. */
export const memberAssignmentsKey = (teamId: string, userId: string) =>
  [...TEAMS_KEY, 'assignments', teamId, userId] as const;
