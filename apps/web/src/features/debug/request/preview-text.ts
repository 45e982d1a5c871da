import type { RequestHeader, ResolvedBody } from '@heron/engine/debug';
import { base64Bytes } from './read-file';
import { MASK } from './preview-variables';

/** A body of the preview as text: files by their name, type and size, never their bytes. */
export function previewBodyText(
  body: ResolvedBody,
  formatBytes: (bytes: number) => string,
): string {
  switch (body.kind) {
    case 'none':
      return '';
    case 'text':
      return body.text;
    case 'urlencoded':
      return body.fields.map((f) => `${formEncode(f.name)}=${formEncode(f.value)}`).join('&');
    case 'multipart':
      return body.parts
        .map((part) =>
          part.kind === 'text'
            ? `${part.name}: ${part.value}`
            : `${part.name}: [${part.fileName}, ${part.contentType}, ${formatBytes(base64Bytes(part.base64))}]`,
        )
        .join('\n');
    case 'binary':
      return `[${body.fileName}, ${body.contentType}, ${formatBytes(base64Bytes(body.base64))}]`;
  }
}

/** Form encoding that leaves the mask readable. */
function formEncode(text: string): string {
  return text
    .split(MASK)
    .map((part) => encodeURIComponent(part).replace(/%20/g, '+'))
    .join(MASK);
}

function decodesToMask(base64: string): boolean {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes).includes(MASK);
  } catch {
    return false;
  }
}

/**
 * Headers as the preview shows them. Basic auth built from a secret is base64 of the mask, which
 * would read as a real credential: it shows as the mask.
 */
export function previewHeaders(headers: readonly RequestHeader[]): RequestHeader[] {
  return headers.map((header) => {
    const basic = /^Basic (.+)$/.exec(header.value);
    return basic && header.name.toLowerCase() === 'authorization' && decodesToMask(basic[1]!)
      ? { name: header.name, value: `Basic ${MASK}` }
      : header;
  });
}
