import type { CodeRequest } from './code-request.js';
import { combineHeaders } from './combine-headers.js';
import { splitLines } from './split-lines.js';
import { isControl } from './control-characters.js';

/**
 * Python 3 with requests. Headers are a dict, so repeated names are folded into one value.
 * Text is sent as UTF-8 bytes: requests would encode a str body as Latin-1.
 */
export function generatePythonRequests(request: CodeRequest): string {
  const { body } = request;
  const headers = combineHeaders(request.headers);
  const lines = ['import requests', '', `url = ${pyString(request.url)}`, ''];
  const args = [pyString(request.method), 'url'];
  if (headers.length > 0) {
    lines.push('headers = {');
    for (const header of headers)
      lines.push(`    ${pyString(header.name)}: ${pyString(header.value)},`);
    lines.push('}', '');
    args.push('headers=headers');
  }
  switch (body.kind) {
    case 'none':
      break;
    case 'text':
      lines.push(`payload = ${pyText(body.text)}`, '');
      args.push("data=payload.encode('utf-8')");
      break;
    case 'urlencoded':
      // A list of pairs, not a dict: names may repeat and their order is kept.
      lines.push('payload = [');
      for (const f of body.fields) lines.push(`    (${pyString(f.name)}, ${pyString(f.value)}),`);
      lines.push(']', '');
      args.push('data=payload');
      break;
    case 'multipart':
      // All parts in `files` keep their order; (None, value) is a part without a file name.
      lines.push('files = [');
      for (const part of body.parts) {
        const value =
          part.kind === 'text'
            ? `(None, ${pyString(part.value)})`
            : `(${pyString(part.fileName)}, open(${pyString(part.fileName)}, 'rb'), ${pyString(part.contentType)})`;
        lines.push(`    (${pyString(part.name)}, ${value}),`);
      }
      lines.push(']', '');
      args.push('files=files');
      break;
    case 'file':
      lines.push(`payload = open(${pyString(body.fileName)}, 'rb')`, '');
      args.push('data=payload');
      break;
  }
  lines.push(`response = requests.request(${args.join(', ')})`, '');
  lines.push('print(response.status_code)', 'print(response.text)');
  return lines.join('\n') + '\n';
}

/** A single-quoted str literal; characters outside ASCII stay as they are (UTF-8 source). */
export function pyString(value: string): string {
  let out = "'";
  for (const char of value) {
    if (char === '\\' || char === "'") out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (isControl(char)) out += '\\x' + char.charCodeAt(0).toString(16).padStart(2, '0');
    else out += char;
  }
  return out + "'";
}

/** A body literal: one literal per line inside parentheses when the text has several lines. */
export function pyText(value: string): string {
  const pieces = splitLines(value);
  if (pieces.length === 1) return pyString(value);
  return ['(', ...pieces.map((piece) => `    ${pyString(piece)}`), ')'].join('\n');
}
