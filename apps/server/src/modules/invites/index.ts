// The invites module's public entry: other modules and the app import only from here.
export { inviteRoutes } from './invite-routes.js';
