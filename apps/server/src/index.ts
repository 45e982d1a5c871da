export { buildApp, type AppDeps } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
} from './db/client.js';
export { prepareDatabase, databaseTargetFor } from './db/prepare.js';
export { AppError } from './http/app-error.js';
export { startServer, type RunningServer } from './start.js';
