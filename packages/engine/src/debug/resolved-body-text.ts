import type { ResolvedBody } from './resolved-request.js';

const bytesOf = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/**
 * A resolved body as text, for people to read: the debugger's sent request and a test report's
 * step. Files are named with their type and size, not written out.
 */
export function resolvedBodyText(body: ResolvedBody): string {
  switch (body.kind) {
    case 'none':
      return '';
    case 'text':
      return body.text;
    case 'urlencoded':
      return new URLSearchParams(
        body.fields.map((f): [string, string] => [f.name, f.value]),
      ).toString();
    case 'multipart':
      return body.parts
        .map((part) =>
          part.kind === 'text'
            ? `${part.name}: ${part.value}`
            : `${part.name}: [${part.fileName}, ${part.contentType}, ${bytesOf(part.base64)} bytes]`,
        )
        .join('\n');
    case 'binary':
      return `[${body.fileName}, ${body.contentType}, ${bytesOf(body.base64)} bytes]`;
  }
}
