// The admin module's public entry: other modules and the app import only from here.
export { instanceAbilitiesRoutes } from './instance-abilities-routes.js';
export { teamPlanRoutes } from './team-plan-routes.js';
