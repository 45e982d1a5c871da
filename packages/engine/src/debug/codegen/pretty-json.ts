/**
 * JSON bodies are shown pretty-printed in generated code. Only the whitespace between tokens
 * changes: numbers, strings and key order stay exactly as written, so a big integer or `1.0`
 * is sent as the person typed it (a JSON.parse → JSON.stringify round trip would not keep them).
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const INDENT = '  ';

/** The text re-indented with two spaces, or undefined when it is not JSON. */
export function prettyJson(text: string): string | undefined {
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  let out = '';
  let depth = 0;
  let index = 0;
  const newline = (): string => '\n' + INDENT.repeat(depth);
  const nextToken = (from: number): number => {
    let at = from;
    while (at < text.length && WHITESPACE.has(text[at]!)) at++;
    return at;
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      // Valid JSON (checked above): the string ends at the next quote not escaped by `\`.
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(index, end + 1);
      index = end + 1;
    } else if (WHITESPACE.has(char)) {
      index++;
    } else if (char === '{' || char === '[') {
      const next = nextToken(index + 1);
      if (text[next] === (char === '{' ? '}' : ']')) {
        out += char + text[next];
        index = next + 1;
      } else {
        depth++;
        out += char + newline();
        index++;
      }
    } else if (char === '}' || char === ']') {
      depth--;
      out += newline() + char;
      index++;
    } else if (char === ',') {
      out += ',' + newline();
      index++;
    } else if (char === ':') {
      out += ': ';
      index++;
    } else {
      out += char;
      index++;
    }
  }
  return out;
}

/** `application/json`, `text/json` and any `…+json` type (ignoring parameters). */
export function isJsonContentType(contentType: string): boolean {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/([a-z0-9!#$&^_.-]+\+)?json$/.test(essence);
}
