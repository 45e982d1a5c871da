/**
 * JavaScript run inside the sandbox: Postman's header list subset (get, has, toObject, all, each,
 * and for pm.request add, upsert, remove, clear), shared by pm.request and pm.response.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const HEADER_LIST_SOURCE = String.raw`
function lower(name) {
  return String(name).toLowerCase();
}

/** { key, value } | { name, value } | "Name: value" → { key, value } */
function toHeader(item) {
  if (typeof item === 'string') {
    const colon = item.indexOf(':');
    if (colon <= 0) throw new TypeError('a header written as text needs "Name: value", got ' + inspect(item));
    return { key: item.slice(0, colon).trim(), value: item.slice(colon + 1).trim() };
  }
  if (item === null || typeof item !== 'object') throw new TypeError('a header needs { key, value }, got ' + inspect(item));
  const key = item.key !== undefined ? item.key : item.name;
  if (key === undefined || key === null || String(key) === '') throw new TypeError('a header needs a name (key), got ' + inspect(item));
  return { key: String(key), value: item.value === undefined || item.value === null ? '' : String(item.value) };
}

function matcherFor(target) {
  if (typeof target === 'function') return function (header) { return Boolean(target(headerView(header))); };
  const name = target !== null && typeof target === 'object' ? (target.key !== undefined ? target.key : target.name) : target;
  const wanted = lower(name);
  return function (header) { return lower(header.key) === wanted; };
}

function headerView(header) {
  return { key: header.key, value: header.value, toString: function () { return header.key + ': ' + header.value; } };
}

/**
 * Postman's HeaderList subset over an array of { key, value }. Names match without regard to
 * case; with repeated names, get() answers the last one (as Postman does). onChange is absent
 * for the read-only response headers.
 */
function headerList(items, onChange) {
  const find = function (name) {
    const wanted = lower(name);
    let found;
    items.forEach(function (header) { if (lower(header.key) === wanted) found = header; });
    return found;
  };
  const api = {
    get: function (name) { const header = find(name); return header === undefined ? undefined : header.value; },
    has: function (name, value) {
      const header = find(name);
      return header !== undefined && (arguments.length < 2 || header.value === String(value));
    },
    one: function (name) { const header = find(name); return header === undefined ? undefined : headerView(header); },
    all: function () { return items.map(headerView); },
    each: function (callback) { items.slice().forEach(function (header) { callback(headerView(header)); }); },
    count: function () { return items.length; },
    toObject: function () {
      return plainObject(items.map(function (header) { return [lower(header.key), header.value]; }));
    },
  };
  if (onChange) {
    api.add = function (item) {
      items.push(toHeader(item));
      onChange();
    };
    api.upsert = function (item) {
      const header = toHeader(item);
      const matches = matcherFor(header.key);
      const first = items.findIndex(matches);
      if (first === -1) items.push(header);
      else {
        items[first].value = header.value;
        for (let i = items.length - 1; i > first; i--) if (matches(items[i])) items.splice(i, 1);
      }
      onChange();
    };
    api.remove = function (target) {
      const matches = matcherFor(target);
      for (let i = items.length - 1; i >= 0; i--) if (matches(items[i])) items.splice(i, 1);
      onChange();
    };
    api.clear = function () {
      items.splice(0, items.length);
      onChange();
    };
  }
  return api;
}
`;
