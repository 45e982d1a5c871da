/**
 * JavaScript run inside the sandbox: setTimeout/setInterval and their clear functions. Timers
 * live here; the host asks when the next is due, waits (within the time limit) and runs them.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const TIMERS_SOURCE = String.raw`
const timers = new Map();
let timerCount = 0;

function addTimer(callback, delay, args, isRepeating) {
  if (typeof callback !== 'function') throw new TypeError('timers take a function (code given as text is not run)');
  const wait = Math.max(isRepeating ? 1 : 0, Number(delay) || 0);
  const id = ++timerCount;
  timers.set(id, { at: Date.now() + wait, callback: callback, args: args, every: isRepeating ? wait : 0 });
  return id;
}

function removeTimer(id) {
  timers.delete(id);
}
`;
