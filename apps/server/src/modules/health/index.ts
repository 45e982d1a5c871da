// The health module's public entry: other modules and the app import only from here.
export { healthRoutes } from './health-routes.js';
