// The projects module's public entry: other modules and the app import only from here.
export { projectMemberRoutes } from './project-member-routes.js';
export { projectRoutes } from './project-routes.js';
