/**
 * JavaScript run inside the sandbox: how what a script does reaches the host. Each change, test
 * result, console line and the first uncaught error is sent as an event the moment it happens,
 * so a run that ends badly (out of memory, a stack the host cannot hold) still hands back
 * everything made before.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const EVENTS_SOURCE = String.raw`
/**
 * Events are written field by field: JSON.stringify of a string never consults toJSON, while
 * stringifying the event array would let a script's Object.prototype.toJSON rewrite it.
 */
function encodeField(value) {
  if (typeof value === 'string') return jsonStringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + encodeField(value[i]);
    return out + ']';
  }
  return 'null';
}

function emit(event) {
  emitToHost(encodeField(event));
}

function describeError(error) {
  try {
    if (error !== null && typeof error === 'object' && typeof error.message === 'string') {
      if (error.name === 'AssertionError') return error.message;
      return errorLabel(error);
    }
    return String(error);
  } catch (failure) {
    return 'an error that could not be described';
  }
}

let hasReportedError = false;

/** The script's first uncaught error ends the run (the host stops at this event). */
function reportError(error) {
  if (hasReportedError) return;
  hasReportedError = true;
  let name = 'Error';
  let message = '';
  let stack = '';
  try {
    if (error !== null && typeof error === 'object') {
      name = typeof error.name === 'string' ? error.name : 'Error';
      message = typeof error.message === 'string' ? error.message : String(error);
      stack = typeof error.stack === 'string' ? error.stack : '';
    } else {
      name = '';
      message = 'Uncaught ' + formatLogValue(error);
    }
  } catch (failure) {
    message = 'an error that could not be described';
  }
  emit(['error', name, message, stack]);
}
`;
