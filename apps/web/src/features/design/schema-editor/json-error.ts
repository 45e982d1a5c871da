/**
 * Where a JSON text first goes wrong, found by our own scanner: browsers word `JSON.parse` errors
 * differently and some (Safari) give no position at all, yet the code view must point at a line
 * and column in every browser. Iterative, so deeply nested input cannot overflow the stack.
 */
export type JsonErrorKind =
  'unexpectedEnd' | 'unexpectedCharacter' | 'badEscape' | 'controlCharacter' | 'badNumber';

export interface JsonErrorAt {
  kind: JsonErrorKind;
  /** UTF-16 offset of the offending character (the text's length for `unexpectedEnd`). */
  offset: number;
}

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const LITERALS = ['true', 'false', 'null'];

/** The first error in `text`, or null when it is valid JSON. */
export function locateJsonError(text: string): JsonErrorAt | null {
  const stack: ('object' | 'array')[] = [];
  let pos = 0;
  let expect = 'value' as Expect;
  const fail = (kind: JsonErrorKind, offset = pos): JsonErrorAt => ({
    kind: offset >= text.length && kind === 'unexpectedCharacter' ? 'unexpectedEnd' : kind,
    offset: Math.min(offset, text.length),
  });
  const afterValue = () => {
    expect = stack.length > 0 ? 'commaOrClose' : 'end';
  };
  // Reads the string starting at `pos` (a quote); returns an error or null and moves `pos`.
  const readString = (): JsonErrorAt | null => {
    let at = pos + 1;
    for (;;) {
      if (at >= text.length) return fail('unexpectedEnd', text.length);
      const char = text[at]!;
      if (char === '"') {
        pos = at + 1;
        return null;
      }
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === undefined) return fail('unexpectedEnd', text.length);
        if (escape === 'u') {
          HEX4.lastIndex = at + 2;
          if (!HEX4.test(text)) return fail('badEscape', at);
          at += 6;
          continue;
        }
        if (!ESCAPES.has(escape)) return fail('badEscape', at);
        at += 2;
        continue;
      }
      if (char.charCodeAt(0) < 0x20) return fail('controlCharacter', at);
      at += 1;
    }
  };
  const readValue = (): JsonErrorAt | null => {
    const char = text[pos]!;
    if (char === '{') {
      stack.push('object');
      pos += 1;
      expect = 'keyOrClose';
      return null;
    }
    if (char === '[') {
      stack.push('array');
      pos += 1;
      expect = 'valueOrClose';
      return null;
    }
    if (char === '"') {
      const error = readString();
      if (!error) afterValue();
      return error;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      if (!match) return fail('badNumber');
      pos += match[0].length;
      afterValue();
      return null;
    }
    const literal = LITERALS.find((word) => text.startsWith(word, pos));
    if (literal) {
      pos += literal.length;
      afterValue();
      return null;
    }
    return fail('unexpectedCharacter');
  };

  for (;;) {
    while (pos < text.length && WHITESPACE.has(text[pos]!)) pos += 1;
    if (pos >= text.length) return expect === 'end' ? null : fail('unexpectedEnd');
    const char = text[pos]!;
    let error: JsonErrorAt | null = null;
    switch (expect) {
      case 'end':
        return fail('unexpectedCharacter');
      case 'valueOrClose':
        if (char === ']') {
          stack.pop();
          pos += 1;
          afterValue();
          break;
        }
        error = readValue();
        break;
      case 'value':
        error = readValue();
        break;
      case 'keyOrClose':
      case 'key':
        if (char === '}' && expect === 'keyOrClose') {
          stack.pop();
          pos += 1;
          afterValue();
          break;
        }
        if (char !== '"') return fail('unexpectedCharacter');
        error = readString();
        expect = 'colon';
        break;
      case 'colon':
        if (char !== ':') return fail('unexpectedCharacter');
        pos += 1;
        expect = 'value';
        break;
      case 'commaOrClose': {
        const inObject = stack.at(-1) === 'object';
        if (char === ',') {
          pos += 1;
          expect = inObject ? 'key' : 'value';
        } else if (char === (inObject ? '}' : ']')) {
          stack.pop();
          pos += 1;
          afterValue();
        } else return fail('unexpectedCharacter');
        break;
      }
    }
    if (error) return error;
  }
}

/** 1-based line and column of a UTF-16 offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text[index] === '\n') {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
