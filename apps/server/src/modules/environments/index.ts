// The environments module's public entry: other modules and the app import only from here.
export { environmentRoutes } from './environment-routes.js';
export { loadSendingScope, saveRunValues, upsertEnvironmentByName } from './environment-service.js';
export type { EnvironmentDeps } from './environment-service.js';
