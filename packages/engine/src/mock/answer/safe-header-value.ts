/**
 * Header values the mock makes from data (generated values, templates, request paths) must be
 * sendable: Node refuses a line break or a character past Latin-1 in a header, and generated data
 * in Chinese or Japanese has plenty. Such a value is sent percent-encoded; plain ASCII as it is.
 */
const UNSAFE_HEADER = /[^\t\x20-\x7e]/;
const UNSAFE_HEADER_ALL = /[^\t\x20-\x7e]/g;

export function safeHeaderValue(text: string): string {
  if (!UNSAFE_HEADER.test(text)) return text;
  try {
    return encodeURI(text);
  } catch {
    // A lone surrogate cannot be encoded.
    return text.replace(UNSAFE_HEADER_ALL, '?');
  }
}
