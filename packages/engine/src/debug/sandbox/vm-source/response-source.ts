/**
 * JavaScript run inside the sandbox: pm.response, read-only, with text(), json() and the
 * `to` assertions (see expect-source.ts); pm.sendRequest answers with the same kind of object.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const RESPONSE_SOURCE = String.raw`
/** label: how errors name it ("pm.response"). */
function makeResponse(source, body, label) {
  const headers = headerList(source.headers.map(function (header) { return { key: header.name, value: header.value }; }));
  const response = {
    code: source.code,
    status: source.status,
    responseTime: source.responseTimeMs,
    responseSize: source.sizeBytes,
    headers: headers,
    reason: function () { return source.status; },
    text: function () { return body; },
    json: function () {
      try {
        return jsonParse(body);
      } catch (cause) {
        const error = new Error(label + '.json(): the response body is not valid JSON (' + describeError(cause) + ')');
        error.name = 'JSONError';
        throw error;
      }
    },
  };
  Object.defineProperty(response, RESPONSE_STATE, {
    value: { code: source.code, status: source.status, headers: headers, body: body },
  });
  Object.defineProperty(response, 'to', { get: function () { return expect(response).to; } });
  return response;
}
`;
