const WHITESPACE = ' \t\n\r';
const ESCAPES = '"\\/bfnrt';
const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const WORDS = ['true', 'false', 'null'];

/**
 * Where JSON text stops being JSON (the offset of the first wrong character, or the text's
 * length when it ends too early); -1 when it is valid. Browsers' `JSON.parse` messages do not
 * all say where, so the editor finds the place itself.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.includes(text[at]!)) at += 1;
  };
  const fail = (): never => {
    throw new JsonStop(at);
  };
  const expect = (char: string) => {
    skipWhitespace();
    if (text[at] !== char) fail();
    at += 1;
  };
  const readString = () => {
    at += 1;
    while (at < text.length) {
      const char = text[at]!;
      if (char === '"') {
        at += 1;
        return;
      }
      if (char < ' ') fail();
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u') {
          HEX4.lastIndex = at + 2;
          if (!HEX4.test(text)) fail();
          at += 6;
          continue;
        }
        if (escape === undefined || !ESCAPES.includes(escape)) fail();
        at += 2;
        continue;
      }
      at += 1;
    }
    fail();
  };
  const readList = (close: string, readItem: () => void) => {
    at += 1;
    skipWhitespace();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      readItem();
      skipWhitespace();
      if (text[at] === ',') at += 1;
      else return expect(close);
    }
  };
  const readValue = (): void => {
    skipWhitespace();
    const char = text[at];
    if (char === '{') {
      return readList('}', () => {
        skipWhitespace();
        if (text[at] !== '"') fail();
        readString();
        expect(':');
        readValue();
      });
    }
    if (char === '[') return readList(']', readValue);
    if (char === '"') return readString();
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (number) {
      at += number[0].length;
      return;
    }
    const word = WORDS.find((candidate) => text.startsWith(candidate, at));
    if (word === undefined) fail();
    at += word!.length;
  };
  try {
    readValue();
    skipWhitespace();
    if (at < text.length) fail();
    return -1;
  } catch (stop) {
    // Nesting too deep for this reader is not a place in the text.
    return stop instanceof JsonStop ? stop.offset : -1;
  }
}

class JsonStop {
  constructor(readonly offset: number) {}
}
