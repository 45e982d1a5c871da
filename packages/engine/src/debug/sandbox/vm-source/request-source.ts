/**
 * JavaScript run inside the sandbox: pm.request (method, URL, headers, body). Changes are kept
 * here and sent to the host as events.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const REQUEST_SOURCE = String.raw`
const request = {
  method: input.request.method,
  url: input.request.url,
  headers: input.request.headers.map(function (header) { return { key: header.name, value: header.value }; }),
  body: input.request.body,
};

const BODY_MODES = { none: undefined, text: 'raw', urlencoded: 'urlencoded', multipart: 'formdata', binary: 'file' };

function setUrl(value) {
  request.url = String(value);
  emit(['url', request.url]);
}

/** Replaces the body with text (Postman's raw mode), keeping the content type it had. */
function setRawBody(value) {
  let text;
  if (typeof value === 'string') text = value;
  else if (value !== null && typeof value === 'object' && typeof value.raw === 'string') text = value.raw;
  else text = storedText(value);
  const contentType = request.body.kind === 'text'
    ? request.body.contentType
    : request.body.kind === 'none' ? (requestHeaders.get('content-type') || 'text/plain') : 'text/plain';
  request.body = { kind: 'text', contentType: contentType, text: text };
  emit(['body', contentType, text]);
}

function urlView() {
  const url = request.url;
  const match = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)([^?#]*)(\?[^#]*)?/i.exec(url) || [];
  const view = {
    toString: function () { return request.url; },
    update: setUrl,
    getHost: function () { return (match[2] || '').replace(/^[^@]*@/, '').replace(/:\d+$/, ''); },
    getPath: function () { return match[3] || '/'; },
    getQueryString: function () { return (match[4] || '').slice(1); },
  };
  return view;
}

function formList(fields) {
  return headerList(fields.map(function (field) { return { key: field.name, value: field.value }; }));
}

function bodyView() {
  const body = request.body;
  const view = {
    mode: BODY_MODES[body.kind],
    toString: function () {
      if (body.kind === 'text') return body.text;
      if (body.kind === 'urlencoded') {
        return body.fields.map(function (field) {
          return encodeURIComponent(field.name) + '=' + encodeURIComponent(field.value);
        }).join('&');
      }
      return '';
    },
    isEmpty: function () { return body.kind === 'none' || (body.kind === 'text' && body.text === ''); },
    update: setRawBody,
  };
  Object.defineProperty(view, 'raw', {
    enumerable: true,
    get: function () { return body.kind === 'text' ? body.text : undefined; },
    set: setRawBody,
  });
  if (body.kind === 'urlencoded') view.urlencoded = formList(body.fields);
  if (body.kind === 'multipart') {
    view.formdata = headerList(body.parts.map(function (part) {
      return { key: part.name, value: part.kind === 'text' ? part.value : part.fileName };
    }));
  }
  if (body.kind === 'binary') view.file = { src: body.fileName };
  return view;
}

const requestHeaders = headerList(request.headers, function () {
  emit(['headers', request.headers.map(function (header) { return [header.key, header.value]; })]);
});

const requestApi = {};
Object.defineProperty(requestApi, 'url', { enumerable: true, get: urlView, set: setUrl });
Object.defineProperty(requestApi, 'method', {
  enumerable: true,
  get: function () { return request.method; },
  set: function (value) {
    request.method = String(value).toUpperCase();
    emit(['method', request.method]);
  },
});
Object.defineProperty(requestApi, 'headers', { enumerable: true, value: requestHeaders });
Object.defineProperty(requestApi, 'body', { enumerable: true, get: bodyView, set: setRawBody });
`;
