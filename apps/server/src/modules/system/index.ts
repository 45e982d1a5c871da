// The system module's public entry: other modules and the app import only from here.
export {
  ensureInstance,
  findSigningKey,
  getInstanceId,
  getSigningKey,
} from './instance-service.js';
