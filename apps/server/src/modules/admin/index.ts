// The admin module's public entry: other modules and the app import only from here.
export { teamPlanRoutes } from './team-plan-routes.js';
