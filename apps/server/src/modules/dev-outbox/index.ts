// The dev-outbox module's public entry: other modules and the app import only from here.
export { outboxRoutes } from './outbox-routes.js';
export { keepInOutbox } from './outbox-service.js';
