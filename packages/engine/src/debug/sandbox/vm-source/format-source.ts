/**
 * JavaScript run inside the sandbox (see bootstrap-source.ts): how values are shown, both in
 * assertion messages (chai's style: strings quoted, `{ a: 1 }`, long objects shortened) and in
 * console lines (Node's util.format style: strings bare, objects as JSON).
 *
 * It is source text, not TypeScript, because it must be evaluated by QuickJS; it may not contain
 * backticks or dollar-brace (it sits in a String.raw template).
 */
export const FORMAT_SOURCE = String.raw`
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const objectToString = Object.prototype.toString;

function typeTag(value) {
  return objectToString.call(value).slice(8, -1);
}

function quoteString(text) {
  return "'" + text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
}

function functionLabel(fn) {
  return fn.name ? '[Function: ' + fn.name + ']' : '[Function (anonymous)]';
}

function errorLabel(error) {
  const name = typeof error.name === 'string' ? error.name : 'Error';
  const message = typeof error.message === 'string' ? error.message : '';
  return message ? name + ': ' + message : name;
}

function displayValue(value, depth, ancestors) {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'string') return quoteString(value);
  if (type === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (type === 'bigint') return String(value) + 'n';
  if (type === 'undefined' || type === 'boolean') return String(value);
  if (type === 'symbol') return value.toString();
  if (type === 'function') return functionLabel(value);
  if (ancestors.indexOf(value) !== -1) return '[Circular]';
  const tag = typeTag(value);
  if (tag === 'Date') return isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (tag === 'RegExp') return String(value);
  if (tag === 'Error') return '[' + errorLabel(value) + ']';
  const isArray = Array.isArray(value);
  if (depth > 2) return isArray ? '[Array]' : '[Object]';
  ancestors.push(value);
  const parts = [];
  if (isArray) {
    const shown = Math.min(value.length, 50);
    for (let i = 0; i < shown; i++) parts.push(displayValue(value[i], depth + 1, ancestors));
    if (value.length > shown) parts.push('... ' + (value.length - shown) + ' more items');
  } else if (tag === 'Map' || tag === 'Set') {
    value.forEach(function (item, key) {
      parts.push(tag === 'Map' ? displayValue(key, depth + 1, ancestors) + ' => ' + displayValue(item, depth + 1, ancestors) : displayValue(item, depth + 1, ancestors));
    });
  } else {
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      parts.push((IDENTIFIER.test(key) ? key : quoteString(key)) + ': ' + displayValue(value[key], depth + 1, ancestors));
    }
  }
  ancestors.pop();
  const prefix = tag === 'Map' || tag === 'Set' ? tag + '{' : isArray ? '[' : '{';
  const suffix = isArray ? ']' : '}';
  return parts.length === 0 ? prefix + suffix : prefix + ' ' + parts.join(', ') + ' ' + suffix;
}

/** A value as chai writes it inside a message: 'text', 42, [ 1, 2 ], { a: 1 }. */
function inspect(value) {
  return displayValue(value, 0, []);
}

/** The subject of a message: like inspect, but long arrays and objects are only summarised. */
function describeSubject(value) {
  const text = inspect(value);
  if (text.length < 40 || value === null || typeof value !== 'object') return text;
  if (Array.isArray(value)) return '[ Array(' + value.length + ') ]';
  if (typeTag(value) !== 'Object') return text;
  const keys = Object.keys(value);
  const listed = keys.length > 2 ? keys.slice(0, 2).join(', ') + ', ...' : keys.join(', ');
  return '{ Object (' + listed + ') }';
}

/** JSON for a console line; cycles become "[Circular]" instead of an error. */
function jsonForLog(value) {
  const ancestors = [];
  try {
    const text = jsonStringify(value, function (key, item) {
      if (typeof item === 'bigint') return String(item) + 'n';
      if (item === null || typeof item !== 'object') return item;
      while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
      if (ancestors.indexOf(item) !== -1) return '[Circular]';
      ancestors.push(item);
      return item;
    });
    return text === undefined ? String(value) : text;
  } catch (error) {
    return String(value);
  }
}

/** One console argument: strings as they are, numbers as numbers, objects as JSON. */
function formatLogValue(value) {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return functionLabel(value);
    return displayValue(value, 0, []);
  }
  const tag = typeTag(value);
  if (tag === 'Date') return isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (tag === 'RegExp') return String(value);
  if (tag === 'Error' || value instanceof Error) return errorLabel(value);
  return jsonForLog(value);
}

function formatNumber(value) {
  return Object.is(value, -0) ? '-0' : String(value);
}

/** The %-directives of util.format: %s %d %i %f %j %o %O %c and %%. */
function formatDirective(directive, value) {
  switch (directive) {
    case '%s':
      return typeof value === 'string' ? value : formatLogValue(value);
    case '%d':
      if (typeof value === 'bigint') return String(value) + 'n';
      if (typeof value === 'symbol' || (value !== null && typeof value === 'object')) return 'NaN';
      return formatNumber(Number(value));
    case '%i':
      if (typeof value === 'bigint') return String(value) + 'n';
      if (typeof value === 'symbol') return 'NaN';
      return formatNumber(parseInt(value, 10));
    case '%f':
      if (typeof value === 'symbol') return 'NaN';
      return formatNumber(parseFloat(value));
    case '%j':
      return jsonForLog(value);
    case '%c':
      return '';
    default:
      return formatLogValue(value);
  }
}

/** A console call's arguments as one line of text. */
function formatLogLine(args) {
  if (args.length === 0) return '';
  let next = 1;
  let line;
  if (typeof args[0] === 'string' && args.length > 1) {
    line = args[0].replace(/%[sdifjoOc%]/g, function (directive) {
      if (directive === '%%') return '%';
      if (next >= args.length) return directive;
      return formatDirective(directive, args[next++]);
    });
  } else {
    line = formatLogValue(args[0]);
  }
  for (; next < args.length; next++) line += ' ' + formatLogValue(args[next]);
  return line;
}
`;
