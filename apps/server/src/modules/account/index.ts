// The account module's public entry: other modules and the app import only from here.
export { accountRoutes } from './account-routes.js';
export { avatarRoutes } from './avatar-routes.js';
export { contactRoutes } from './contact-routes.js';
