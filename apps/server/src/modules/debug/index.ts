// The debug module's public entry: other modules and the app import only from here.
export { debugRoutes } from './debug-routes.js';
export { HistoryRecorder } from './history-recorder.js';
export { recordSend } from './history-service.js';
export { MemoryOAuthTokenCache } from './send/oauth-token-cache.js';
