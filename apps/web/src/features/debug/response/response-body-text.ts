/**
 * What the response body is for the views: its text (UTF-8), whether it reads as JSON, and
 * whether the browser can show it as a page or a picture.
 */

export function mediaTypeOf(contentType: string): string {
  return contentType.split(';', 1)[0]!.trim().toLowerCase();
}

export function isJsonType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'application/json' || type.endsWith('+json');
}

export function isHtmlType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'text/html' || type === 'application/xhtml+xml';
}

export function isImageType(contentType: string): boolean {
  return mediaTypeOf(contentType).startsWith('image/');
}

/** Text types, and the JSON, XML and script types that are text under another name. */
export function isTextType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return (
    type === '' ||
    type.startsWith('text/') ||
    isJsonType(type) ||
    type.endsWith('+xml') ||
    ['application/xml', 'application/javascript', 'application/x-www-form-urlencoded'].includes(
      type,
    )
  );
}

export function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function textOf(base64: string): string {
  // A body cut at the size cap may end inside a character: the decoder replaces it.
  return new TextDecoder().decode(bytesOf(base64));
}

/** JSON text laid out two spaces deep; null when it is not JSON (a cut body often is not). */
export function prettyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}
