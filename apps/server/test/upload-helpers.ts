import { randomBytes } from 'node:crypto';

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 GIF. */
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** An SVG carrying script, as an attacker would name and label it: `avatar.png`, `image/png`. */
export const SCRIPT_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body for inject(): the payload and its content-type header. */
export function multipart(...parts: (FilePart | { field: string; value: string })[]) {
  const boundary = `----heron-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
      continue;
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'avatar.png'}"\r\nContent-Type: ${part.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
