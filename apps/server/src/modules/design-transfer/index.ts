// The design-transfer module's public entry: other modules and the app import only from here.
export { designTransferRoutes } from './design-transfer-routes.js';
