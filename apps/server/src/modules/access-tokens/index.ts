// The access-tokens module's public entry: other modules and the app import only from here.
export { accessTokenRoutes } from './access-token-routes.js';
export { accessTokenResolver } from './resolve-access-token.js';
