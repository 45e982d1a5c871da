// The teams feature's public entry (issue 20): the team changes team management makes, and the
// team list screen, its own chunk. Reading teams is shared: `lib/teams`.
export { useDeleteTeam } from './api/delete-team';
export { useLeaveTeam } from './api/leave-team';
export { useUpdateTeam } from './api/update-team';

export const loadTeamListPage = () =>
  import('./team-list-page').then((module) => module.TeamListPage);
