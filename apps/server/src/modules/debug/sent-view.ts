import type { ResolvedRequest } from '@heron/engine';
import { maskHeaderValue, maskText } from './mask-secrets.js';

/** The request as the response area shows what went out, secrets masked. */
export interface SentView {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  bodyText: string;
}

const MAX_SHOWN = 256 * 1024;

export function sentViewOf(request: ResolvedRequest, secrets: readonly string[]): SentView {
  return {
    method: request.method,
    url: maskText(request.url, secrets),
    headers: request.headers.map((h) => ({
      name: h.name,
      value: maskHeaderValue(h.value, secrets),
    })),
    bodyText: maskText(bodyTextOf(request).slice(0, MAX_SHOWN), secrets),
  };
}

const bytesOf = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

function bodyTextOf(request: ResolvedRequest): string {
  const body = request.body;
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
