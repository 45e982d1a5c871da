/**
 * JavaScript run inside the sandbox: pm.environment, pm.globals, pm.collectionVariables and
 * pm.variables over the four scopes the host passed in. Values are kept here too, so `get`
 * sees `set`.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const VARIABLES_SOURCE = String.raw`
function toMap(values) {
  const map = new Map();
  Object.keys(values).forEach(function (key) { map.set(key, values[key]); });
  return map;
}

const stores = {
  globals: toMap(input.variables.globals),
  environment: toMap(input.variables.environment),
  collection: toMap(input.variables.collection),
  local: toMap(input.variables.local),
};

/** Variables hold text: objects are kept as their JSON, null and undefined as empty text. */
function storedText(value) {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return jsonForLog(value);
  return String(value);
}

function requireName(api, name) {
  if (name === null || name === undefined || name === '') throw new TypeError(api + ' needs a variable name');
  return String(name);
}

function plainObject(entries) {
  const result = {};
  entries.forEach(function (entry) {
    // defineProperty, not assignment: a variable named "__proto__" stays a variable.
    Object.defineProperty(result, entry[0], { value: entry[1], enumerable: true, writable: true, configurable: true });
  });
  return result;
}

function replaceIn(template, lookup) {
  if (typeof template !== 'string') return template;
  return template.replace(/\{\{([^{}]+)\}\}/g, function (whole, name) {
    const value = lookup(name);
    return value === undefined ? whole : value;
  });
}

function scopeApi(label, scope) {
  const store = stores[scope];
  const read = function (name) { return store.get(String(name)); };
  return {
    get: read,
    has: function (name) { return store.has(String(name)); },
    set: function (name, value) {
      const key = requireName(label + '.set', name);
      const text = storedText(value);
      store.set(key, text);
      emit(['set', scope, key, text]);
    },
    unset: function (name) {
      const key = String(name);
      if (store.delete(key)) emit(['unset', scope, key]);
    },
    clear: function () {
      store.clear();
      emit(['clear', scope]);
    },
    toObject: function () { return plainObject(Array.from(store.entries())); },
    replaceIn: function (template) { return replaceIn(template, read); },
  };
}

/** Narrowest scope wins: local, environment, collection, globals (Postman's order). */
const RESOLUTION_ORDER = ['local', 'environment', 'collection', 'globals'];

function resolveVariable(name) {
  const key = String(name);
  for (let i = 0; i < RESOLUTION_ORDER.length; i++) {
    const store = stores[RESOLUTION_ORDER[i]];
    if (store.has(key)) return store.get(key);
  }
  return undefined;
}

const localScope = scopeApi('pm.variables', 'local');
const variablesApi = {
  get: resolveVariable,
  has: function (name) { return resolveVariable(name) !== undefined; },
  set: localScope.set,
  unset: localScope.unset,
  toObject: function () {
    const merged = new Map();
    RESOLUTION_ORDER.slice().reverse().forEach(function (scope) {
      stores[scope].forEach(function (value, key) { merged.set(key, value); });
    });
    return plainObject(Array.from(merged.entries()));
  },
  replaceIn: function (template) { return replaceIn(template, resolveVariable); },
};
`;
