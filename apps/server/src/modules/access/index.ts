// The access module's public entry: other modules and the app import only from here.
export {
  currentPlanId,
  frozenProjectIds,
  isSuperAdmin,
  loadProjectAccess,
  loadTeamAccess,
  planOf,
  projectAbilities,
  requireProject,
  requireTeam,
} from './access-service.js';
export type {
  Db,
  ProjectAccess,
  ProjectRow,
  TeamAccess,
  TeamMemberRow,
  TeamRow,
  WorkspaceContext,
} from './access-service.js';
export {
  mayOnInstance,
  orderRightsOf,
  requireInstance,
  teamsAdministeredBy,
} from './instance-and-orders.js';
export type { OrderOwnership } from './instance-and-orders.js';
export { joinTeam } from './join.js';
export { decide } from './policy.js';
export { ensureSeat, lockTeam, seatNeededFor, seatUsage, seatsByMember } from './seats.js';
export { listProjectMemberIds } from './memberships.js';
export {
  findProjectTrashState,
  lockProjectKey,
  lockProjectMoves,
  projectTrashStamp,
} from './project-rows.js';
