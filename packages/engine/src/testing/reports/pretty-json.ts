/**
 * A JSON body laid out with two-space indentation, or null when the text is not JSON (a cut
 * body, HTML, plain text). Laid out from the text itself rather than by parse-and-stringify, which
 * would change what the server sent: `12345678901234567890` would lose digits, `1.0` become `1`,
 * `\u00e9` become `é` and a repeated key vanish.
 */

/**
 * Past this depth the body is shown as sent: indentation grows with depth, so a cut body of
 * nested brackets laid out would be thousands of times its size.
 */
const MAX_DEPTH = 32;

export function prettyJson(text: string): string | null {
  const source = text.trim();
  if (!source.startsWith('{') && !source.startsWith('[')) return null;
  try {
    JSON.parse(source);
  } catch {
    return null;
  }
  // Valid JSON from here on, so the scan below need not check anything.
  const out: string[] = [];
  let depth = 0;
  const newline = () => out.push('\n', '  '.repeat(depth));
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i);
    if (char === '"') {
      let end = i + 1;
      while (source.charAt(end) !== '"') end += source.charAt(end) === '\\' ? 2 : 1;
      out.push(source.slice(i, end + 1));
      i = end;
    } else if (char === '{' || char === '[') {
      const next = nextNonSpace(source, i + 1);
      if (source.charAt(next) === (char === '{' ? '}' : ']')) {
        out.push(char, source.charAt(next));
        i = next;
        continue;
      }
      depth++;
      if (depth > MAX_DEPTH) return null;
      out.push(char);
      newline();
    } else if (char === '}' || char === ']') {
      depth--;
      newline();
      out.push(char);
    } else if (char === ',') {
      out.push(',');
      newline();
    } else if (char === ':') {
      out.push(': ');
    } else if (!isJsonSpace(char)) {
      out.push(char);
    }
  }
  return out.join('');
}

function nextNonSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && isJsonSpace(text.charAt(at))) at++;
  return at;
}

function isJsonSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}
