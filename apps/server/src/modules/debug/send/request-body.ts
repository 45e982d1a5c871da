import { randomBytes } from 'node:crypto';
import type { MultipartPart, RequestHeader, ResolvedBody } from '@heron/engine';

/**
 * The bytes of a request body, and the Content-Type that goes with them. Multipart bodies are
 * written here (the engine leaves the boundary to the sender): the boundary is random, so a file
 * that happens to hold a fixed boundary string cannot break the body apart.
 */

export interface EncodedBody {
  /** Null when the request has no body. */
  bytes: Buffer | null;
  /** The request's headers, with a multipart Content-Type (and its boundary) added when needed. */
  headers: RequestHeader[];
}

export function encodeBody(
  body: ResolvedBody,
  headers: RequestHeader[],
  boundary: string = randomBoundary(),
): EncodedBody {
  switch (body.kind) {
    case 'none':
      return { bytes: null, headers };
    case 'text':
      return { bytes: Buffer.from(body.text, 'utf8'), headers };
    case 'urlencoded': {
      const form = new URLSearchParams();
      for (const field of body.fields) form.append(field.name, field.value);
      return { bytes: Buffer.from(form.toString(), 'utf8'), headers };
    }
    case 'binary':
      return { bytes: Buffer.from(body.base64, 'base64'), headers };
    case 'multipart':
      return encodeMultipart(body.parts, headers, boundary);
  }
}

export function randomBoundary(): string {
  return `----HeronFormBoundary${randomBytes(12).toString('hex')}`;
}

/**
 * The person's own Content-Type wins. When it is multipart and names a boundary, the body is
 * written with that boundary so the two agree; when it is multipart without one, the boundary is
 * added to it (a multipart body cannot be read without it); any other type is left as typed.
 */
function encodeMultipart(
  parts: MultipartPart[],
  headers: RequestHeader[],
  ourBoundary: string,
): EncodedBody {
  const index = headers.findIndex((h) => h.name.toLowerCase() === 'content-type');
  let boundary = ourBoundary;
  let out = headers;
  if (index === -1) {
    out = [
      ...headers,
      { name: 'Content-Type', value: `multipart/form-data; boundary=${boundary}` },
    ];
  } else {
    const typed = headers[index]!.value;
    if (/^\s*multipart\//i.test(typed)) {
      const named = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(typed);
      if (named) boundary = (named[1] ?? named[2])!;
      else {
        out = headers.map((h, i) =>
          i === index ? { name: h.name, value: `${typed.trim()}; boundary=${boundary}` } : h,
        );
      }
    }
  }
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoteFormName(part.name)}"`;
    if (part.kind === 'file') {
      // A line break in the type would start a header of its own.
      const type = part.contentType.replace(/[\r\n]+/g, ' ').trim() || 'application/octet-stream';
      head += `; filename="${quoteFormName(part.fileName)}"\r\nContent-Type: ${type}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'));
    chunks.push(
      part.kind === 'file' ? Buffer.from(part.base64, 'base64') : Buffer.from(part.value, 'utf8'),
    );
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { bytes: Buffer.concat(chunks), headers: out };
}

/** How browsers escape a form field's name and file name inside its quotes (HTML § form-data). */
function quoteFormName(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}
