/**
 * JavaScript run inside the sandbox: pm.test, synchronous, async (a returned promise) or with a
 * done callback.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const TEST_SOURCE = String.raw`
let testCount = 0;
let pendingTests = 0;

/**
 * A test passes when its function returns (or its promise resolves, or it calls done()) without
 * an error; a failed assertion fails the test, never the script.
 */
function test(name, fn) {
  const index = testCount++;
  const title = String(name);
  let isPending = false;
  let isSettled = false;
  const finish = function (error) {
    if (isSettled) return;
    isSettled = true;
    if (isPending) pendingTests--;
    emit(error === undefined ? ['test', index, title, true] : ['test', index, title, false, error]);
  };
  const wait = function () {
    isPending = true;
    pendingTests++;
    emit(['test-start', index, title]);
  };
  if (typeof fn !== 'function') {
    finish('pm.test needs a function as its second argument');
    return pm;
  }
  try {
    if (fn.length > 0) {
      wait();
      fn(function done(error) { finish(error === undefined || error === null ? undefined : describeError(error)); });
    } else {
      const returned = fn();
      if (returned !== null && (typeof returned === 'object' || typeof returned === 'function') && typeof returned.then === 'function') {
        wait();
        returned.then(function () { finish(); }, function (error) { finish(describeError(error)); });
      } else {
        finish();
      }
    }
  } catch (error) {
    finish(describeError(error));
  }
  return pm;
}

/** Skipped tests are not run and not reported. */
test.skip = function () { return pm; };
`;
