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
  tokenScopeOf,
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
  instanceAbilities,
  mayOnInstance,
  orderRightsOf,
  requireInstance,
  teamsAdministeredBy,
} from './instance-and-orders.js';
export type { OrderOwnership } from './instance-and-orders.js';
export { joinTeam } from './join.js';
export { decide } from './policy.js';
export { ensureSeat, lockTeam, seatNeededFor, seatUsage, seatsByMember } from './seats.js';

// The rows of teams, projects and their members: the access module's tables (they decide who
// may do what), read and written by the modules that manage them through these functions.
export {
  deleteTeamRow,
  ensurePersonalTeam,
  findTeam,
  insertTeam,
  planEndsWithin,
  teamNameOf,
  updateTeamInfo,
  updateTeamPlan,
} from './team-rows.js';
export type { TeamPlanChange } from './team-rows.js';
export { buildTeamDetail, listTeamSummaries } from './team-view.js';
export { countMembers, selectMember, selectMembers } from './team-member-view.js';
export type { MemberQuery } from './team-member-view.js';
export {
  assertProjectsKeepAdmin,
  assertTeamKeepsAdmin,
  deleteMemberships,
} from './team-membership.js';
export {
  deleteProjectMembers,
  deleteProjectMemberships,
  findProjectMember,
  findTeamMember,
  insertProjectMember,
  isSharedTeamMember,
  listAssignmentRows,
  listProjectMemberIds,
  listTeamAdminEmails,
  projectMembersAmong,
  projectsWithOtherAdmins,
  projectWriterIds,
  teamMemberIdsAmong,
  updateProjectMemberRow,
  updateTeamMemberRow,
  upsertProjectMember,
} from './memberships.js';
export type { AssignmentRow, ProjectMembership } from './memberships.js';
export { loadPeople, memberNameOf, nameInTeam, personOf } from './people.js';
export type { PersonRef } from './people.js';
export {
  deleteProjectRow,
  findProject,
  findProjectTrashState,
  insertProject,
  lockProjectKey,
  lockProjectMoves,
  projectNameOf,
  projectNamesOf,
  projectTrashStamp,
  updateProjectRow,
} from './project-rows.js';
export type { ProjectChange } from './project-rows.js';
export { liveProjectCount, loadProjectWithTeam, projectAdminCount } from './project-queries.js';
export { selectProjectPage } from './project-list.js';
export type { ProjectPageFilter } from './project-list.js';
export { projectMembersOf } from './project-member-view.js';
export { toProjectSummaries, toProjectSummary } from './project-summary.js';
export type { ProjectWithTeam } from './project-summary.js';
