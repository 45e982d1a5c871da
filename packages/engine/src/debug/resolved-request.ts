/**
 * A request as it will be sent (issue 6): every `{{variable}}` resolved, auth applied, the URL
 * final. The debugger sends it, the code generators write it as code, the preview shows it, and
 * scripts see it as `pm.request`. Bodies that hold files carry their bytes as base64 (a request
 * is JSON from end to end); `fileName` is what the person picked.
 */

export interface RequestHeader {
  name: string;
  value: string;
}

export interface TextField {
  name: string;
  value: string;
}

export type MultipartPart =
  | { kind: 'text'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; contentType: string; base64: string };

export type ResolvedBody =
  | { kind: 'none' }
  /** JSON, XML, raw text and GraphQL (already written as its JSON document) travel as text. */
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'urlencoded'; fields: TextField[] }
  | { kind: 'multipart'; parts: MultipartPart[] }
  | { kind: 'binary'; fileName: string; contentType: string; base64: string };

export interface ResolvedRequest {
  /** Upper case: GET, POST, … (any token a server accepts). */
  method: string;
  /** Absolute http(s) URL with its query string, percent-encoded. */
  url: string;
  /** In order, names as the person wrote them; repeated names are kept. Cookies are a header. */
  headers: RequestHeader[];
  body: ResolvedBody;
}
