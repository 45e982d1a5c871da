// The debug module's public entry: other modules and the app import only from here.
export { debugRoutes } from './debug-routes.js';
export { HistoryRecorder } from './history-recorder.js';
export { recordSend } from './history-service.js';
export { MemoryOAuthTokenCache } from '@heron/engine';

// What a test run (issue 22) sends with: the debugger's own pieces, so a run goes through the
// same guarded sender, address policy, worker threads, inherited auth and secret masking.
export { scriptLimitsOf, type DebugDeps } from './debug-service.js';
export { loadCases } from './case-service.js';
export { inheritAuth } from './prepare-send.js';
export { MASK, maskHeaderValue, maskText } from './mask-secrets.js';
export { mockTokenOf, withMockToken } from './mock-token.js';
export { CHECK_TIMEOUT_MS, checkResponseOffThread } from './response-checker.js';
export { runScriptOffThread } from './script-runner.js';
export { sendRequest } from './send/send-request.js';
export type { SentExchange, SentResponse } from './send/sent-exchange.js';
