import type { RequestHeader, ResolvedRequest, TextField } from '../resolved-request.js';
import { isJsonContentType, prettyJson } from './pretty-json.js';

/**
 * A ResolvedRequest made ready to be written as code, once for every target:
 * - a file's bytes are not written into code: the code reads the file from disk by its name;
 * - Content-Length and Transfer-Encoding are left out: every client frames the body it sends
 *   (and a pretty-printed JSON body no longer has the written length);
 * - a multipart body drops any Content-Type header: the client writes its own with the boundary;
 * - any other body gets a Content-Type header from the body when none was written, so every
 *   target sends the same type instead of its library's default;
 * - JSON text is pretty-printed (whitespace only, see prettyJson);
 * - lone UTF-16 surrogates become U+FFFD, as sending them as UTF-8 would, so every language can
 *   write every string.
 */

export type CodePart =
  | { kind: 'text'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; contentType: string };

export type CodeBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'urlencoded'; fields: TextField[] }
  | { kind: 'multipart'; parts: CodePart[] }
  | { kind: 'file'; fileName: string };

export interface CodeRequest {
  method: string;
  url: string;
  headers: RequestHeader[];
  body: CodeBody;
}

const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding']);
const DEFAULT_TEXT_TYPE = 'text/plain';
const DEFAULT_FILE_TYPE = 'application/octet-stream';
const URLENCODED_TYPE = 'application/x-www-form-urlencoded';
/** Used when a file has no name: the code must still name a file to read. */
const DEFAULT_FILE_NAME = 'file';

export function toCodeRequest(request: ResolvedRequest): CodeRequest {
  const source = request.body;
  const isMultipart = source.kind === 'multipart';
  let headers = request.headers
    .map((header) => ({ name: wellFormed(header.name), value: wellFormed(header.value) }))
    .filter((header) => {
      const name = header.name.toLowerCase();
      return !FRAMING_HEADERS.has(name) && !(isMultipart && name === 'content-type');
    });
  const bodyType = contentTypeOf(source);
  if (bodyType !== undefined && !headers.some((h) => h.name.toLowerCase() === 'content-type')) {
    headers = [...headers, { name: 'Content-Type', value: bodyType }];
  }
  return {
    method: wellFormed(request.method.trim()) || 'GET',
    url: wellFormed(request.url),
    headers,
    body: toCodeBody(source, headers),
  };
}

function contentTypeOf(body: ResolvedRequest['body']): string | undefined {
  switch (body.kind) {
    case 'text':
      return wellFormed(body.contentType) || DEFAULT_TEXT_TYPE;
    case 'binary':
      return wellFormed(body.contentType) || DEFAULT_FILE_TYPE;
    case 'urlencoded':
      return URLENCODED_TYPE;
    default:
      return undefined;
  }
}

function toCodeBody(body: ResolvedRequest['body'], headers: RequestHeader[]): CodeBody {
  switch (body.kind) {
    case 'none':
      return { kind: 'none' };
    case 'text': {
      const text = wellFormed(body.text);
      // The header that is sent decides, so a body typed text/plain but sent as JSON is JSON.
      const sentType = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
      const pretty = isJsonContentType(sentType) ? prettyJson(text) : undefined;
      return { kind: 'text', text: pretty ?? text };
    }
    case 'urlencoded':
      return { kind: 'urlencoded', fields: body.fields.map(wellFormedField) };
    case 'multipart':
      return {
        kind: 'multipart',
        parts: body.parts.map((part): CodePart => {
          if (part.kind === 'text') return { kind: 'text', ...wellFormedField(part) };
          return {
            kind: 'file',
            name: wellFormed(part.name),
            fileName: wellFormed(part.fileName) || DEFAULT_FILE_NAME,
            contentType: wellFormed(part.contentType) || DEFAULT_FILE_TYPE,
          };
        }),
      };
    case 'binary':
      return { kind: 'file', fileName: wellFormed(body.fileName) || DEFAULT_FILE_NAME };
  }
}

function wellFormedField(field: TextField): TextField {
  return { name: wellFormed(field.name), value: wellFormed(field.value) };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
