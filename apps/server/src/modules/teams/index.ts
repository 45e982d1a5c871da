// The teams module's public entry: other modules and the app import only from here.
export { teamMemberRoutes } from './team-member-routes.js';
export { teamRoutes } from './team-routes.js';
export { setTeamPlan } from './team-service.js';
