/**
 * JavaScript run inside the sandbox: pm.sendRequest. The request is written out in the shape the
 * host sends (a ResolvedRequest) and queued; the host takes the queue between turns of the
 * script, sends through its own sender (the server's guarded client, or the CLI's), and settles
 * each request with the answer, made into the same object as pm.response. With a callback it is
 * called as (error, response); without one the returned promise settles, as in Postman.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const SEND_REQUEST_SOURCE = String.raw`
/** Requests the host has not taken yet: [id, request as JSON]. */
let queuedRequests = [];
/** Requests sent and not yet answered, by id: { resolve, reject }. */
const openRequests = new Map();
let requestCount = 0;

function enabledItems(list, what) {
  if (list === undefined || list === null) return [];
  if (!isArray(list)) throw new TypeError('pm.sendRequest: ' + what + ' is a list of { key, value }, got ' + inspect(list));
  return list.filter(function (item) { return item !== null && typeof item === 'object' && item.disabled !== true; });
}

function headersOf(header) {
  if (header === undefined || header === null) return [];
  // Postman also takes { Name: value } and "Name: value" lines.
  if (typeof header === 'string') {
    return header.split('\n').filter(function (line) { return line.trim() !== ''; }).map(toHeader);
  }
  if (!isArray(header) && typeof header === 'object') {
    return Object.keys(header).map(function (key) { return { key: key, value: String(header[key]) }; });
  }
  return enabledItems(header, 'header').map(toHeader);
}

function urlOf(url) {
  if (typeof url === 'string') return url;
  if (url !== null && typeof url === 'object') {
    if (typeof url.raw === 'string') return url.raw;
    if (typeof url.toString === 'function' && url.toString !== Object.prototype.toString) return String(url.toString());
  }
  throw new TypeError('pm.sendRequest needs a URL, as text or as { url: "https://…" }, got ' + inspect(url));
}

function fields(list, what) {
  return enabledItems(list, what).map(function (item) {
    if (item.type === 'file') throw new TypeError('pm.sendRequest cannot send files (' + what + ' "' + String(item.key) + '")');
    return { name: String(item.key), value: item.value === undefined || item.value === null ? '' : String(item.value) };
  });
}

function headerIn(headers, name) {
  for (let i = 0; i < headers.length; i++) if (lower(headers[i].key) === name) return headers[i].value;
  return undefined;
}

function bodyOf(body, headers) {
  if (body === undefined || body === null) return { kind: 'none' };
  if (typeof body === 'string') return { kind: 'text', contentType: headerIn(headers, 'content-type') || 'text/plain', text: body };
  if (typeof body !== 'object') throw new TypeError('pm.sendRequest: body is { mode, … } or text, got ' + inspect(body));
  const mode = body.mode === undefined ? 'raw' : body.mode;
  if (mode === 'raw') {
    const raw = typeof body.raw === 'string' ? body.raw : body.raw === undefined ? '' : storedText(body.raw);
    const language = body.options && body.options.raw && body.options.raw.language;
    const contentType = headerIn(headers, 'content-type') || (language === 'json' ? 'application/json' : language === 'xml' ? 'application/xml' : 'text/plain');
    return { kind: 'text', contentType: contentType, text: raw };
  }
  if (mode === 'urlencoded') return { kind: 'urlencoded', fields: fields(body.urlencoded, 'urlencoded') };
  if (mode === 'formdata') {
    return { kind: 'multipart', parts: fields(body.formdata, 'formdata').map(function (field) { return { kind: 'text', name: field.name, value: field.value }; }) };
  }
  if (mode === 'graphql') {
    const graphql = body.graphql || {};
    let variables = graphql.variables;
    if (typeof variables === 'string') variables = variables.trim() === '' ? undefined : jsonParse(variables);
    return { kind: 'text', contentType: 'application/json', text: jsonStringify({ query: String(graphql.query || ''), variables: variables }) };
  }
  throw new TypeError('pm.sendRequest: body mode "' + String(mode) + '" is not one it sends (raw, urlencoded, formdata, graphql)');
}

function outgoingRequest(request) {
  if (typeof request === 'string') return { method: 'GET', url: request, headers: [], body: { kind: 'none' } };
  if (request === null || typeof request !== 'object') {
    throw new TypeError('pm.sendRequest needs a URL or a request { url, method, header, body }, got ' + inspect(request));
  }
  const headers = headersOf(request.header !== undefined ? request.header : request.headers);
  return {
    method: String(request.method || 'GET').toUpperCase(),
    url: urlOf(request.url),
    headers: headers.map(function (header) { return { name: header.key, value: header.value }; }),
    body: bodyOf(request.body, headers),
  };
}

function sendRequest(request, callback) {
  if (callback !== undefined && typeof callback !== 'function') {
    throw new TypeError('pm.sendRequest takes a function as its second argument, got ' + inspect(callback));
  }
  const outgoing = outgoingRequest(request);
  const id = ++requestCount;
  const answer = new Promise(function (resolve, reject) { openRequests.set(id, { resolve: resolve, reject: reject }); });
  queuedRequests.push([id, jsonStringify(outgoing)]);
  if (callback === undefined) return answer;
  return promiseThen.call(answer, function (response) { callBack(callback, null, response); }, function (error) { callBack(callback, error, null); });
}

/** An error thrown in the callback ends the script, as an uncaught one anywhere does. */
function callBack(callback, error, response) {
  try {
    callback(error, response);
  } catch (thrown) {
    reportError(thrown);
  }
}

/** The host's answer: { ok: true, response } with the body on its own, or { ok: false, message }. */
function settleRequest(id, answerJson, body) {
  const open = openRequests.get(id);
  if (open === undefined) return;
  openRequests.delete(id);
  const answer = jsonParse(answerJson);
  if (answer.ok) {
    open.resolve(makeResponse(answer.response, body, 'pm.sendRequest response'));
    return;
  }
  const error = new Error(answer.message);
  error.name = 'RequestError';
  if (answer.code) error.code = answer.code;
  open.reject(error);
}

function takeQueuedRequests() {
  const taken = queuedRequests;
  queuedRequests = [];
  let out = '[';
  for (let i = 0; i < taken.length; i++) out += (i === 0 ? '' : ',') + '[' + taken[i][0] + ',' + taken[i][1] + ']';
  return out + ']';
}
`;
