// The system module's public entry: other modules and the app import only from here.
export { ensureInstance, getInstanceId } from './instance-service.js';
