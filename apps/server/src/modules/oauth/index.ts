// The oauth module's public entry: other modules and the app import only from here.
export { oauthRoutes } from './oauth-routes.js';
export { createProviderRegistry } from './providers/registry.js';
