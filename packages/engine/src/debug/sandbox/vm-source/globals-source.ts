/**
 * JavaScript run inside the sandbox: the `pm` object and the globals a script sees, and the
 * control object the bootstrap returns to the host.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const GLOBALS_SOURCE = String.raw`
const pm = {
  info: { eventName: input.phase === 'pre-request' ? 'prerequest' : 'test' },
  environment: scopeApi('pm.environment', 'environment'),
  globals: scopeApi('pm.globals', 'globals'),
  collectionVariables: scopeApi('pm.collectionVariables', 'collection'),
  variables: variablesApi,
  request: requestApi,
  response: input.response ? makeResponse(input.response, responseBody, 'pm.response') : undefined,
  test: test,
  expect: expect,
  sendRequest: sendRequest,
};

const scriptGlobals = {
  pm: pm,
  console: consoleApi,
  setTimeout: function (callback, delay, ...args) { return addTimer(callback, delay, args, false); },
  setInterval: function (callback, delay, ...args) { return addTimer(callback, delay, args, true); },
  clearTimeout: removeTimer,
  clearInterval: removeTimer,
  atob: atob,
  btoa: btoa,
};
Object.keys(scriptGlobals).forEach(function (name) {
  Object.defineProperty(globalThis, name, { value: scriptGlobals[name], writable: true, configurable: true, enumerable: false });
});


let isMainPending = false;

return {
  /** Runs the script's function (its synchronous part runs now). */
  start: function (script) {
    let promise;
    try {
      promise = script();
    } catch (error) {
      reportError(error);
      return;
    }
    isMainPending = true;
    promiseThen.call(promise, function () { isMainPending = false; }, function (error) {
      isMainPending = false;
      reportError(error);
    });
  },
  /** True while the script or one of its tests still waits on a promise. */
  isWaiting: function () {
    return isMainPending || pendingTests > 0;
  },
  /** The requests pm.sendRequest queued since the last call, as JSON: [[id, request], …]. */
  takeRequests: takeQueuedRequests,
  /** Hands a request its answer (see send-request-source.ts). */
  settleRequest: settleRequest,
  /** When the next timer is due (Date.now() clock), or -1 when none is set. */
  nextTimerAt: function () {
    let next = -1;
    timers.forEach(function (timer) { if (next === -1 || timer.at < next) next = timer.at; });
    return next;
  },
  /** Runs every timer that is due, earliest first; an uncaught error ends the run. */
  runDueTimers: function () {
    const now = Date.now();
    const due = [];
    timers.forEach(function (timer, id) { if (timer.at <= now) due.push([timer.at, id]); });
    due.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    for (let i = 0; i < due.length && !hasReportedError; i++) {
      const id = due[i][1];
      const timer = timers.get(id);
      if (timer === undefined) continue;
      if (timer.every > 0) timer.at = now + timer.every;
      else timers.delete(id);
      try {
        timer.callback.apply(undefined, timer.args);
      } catch (error) {
        reportError(error);
      }
    }
  },
};
`;
