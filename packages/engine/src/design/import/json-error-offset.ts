/**
 * Where a JSON text first goes wrong, for syntax errors whose engine message gives no position
 * (V8 says only "Unexpected token '}', …"). A plain scan with an explicit stack, so a hostile
 * nesting depth cannot overflow anything. Returns null for valid JSON.
 */
export function jsonErrorOffset(text: string): number | null {
  const stack: Array<'object' | 'array'> = [];
  type Expect = 'value' | 'valueOrEnd' | 'keyOrEnd' | 'key' | 'colon' | 'after';
  let expect: Expect = 'value';
  let i = 0;
  const length = text.length;
  for (;;) {
    while (
      i < length &&
      (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')
    )
      i += 1;
    if (i >= length) return stack.length === 0 && expect === 'after' ? null : length;
    const c = text[i]!;
    switch (expect) {
      case 'valueOrEnd':
        if (c === ']') {
          stack.pop();
          i += 1;
          expect = 'after';
        } else expect = 'value';
        continue;
      case 'keyOrEnd':
        if (c === '}') {
          stack.pop();
          i += 1;
          expect = 'after';
        } else expect = 'key';
        continue;
      case 'key': {
        if (c !== '"') return i;
        const end = stringEnd(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expect = 'colon';
        continue;
      }
      case 'colon':
        if (c !== ':') return i;
        i += 1;
        expect = 'value';
        continue;
      case 'after': {
        const top = stack[stack.length - 1];
        if (top === undefined) return i;
        if (c === ',') {
          i += 1;
          expect = top === 'object' ? 'key' : 'value';
        } else if ((c === '}' && top === 'object') || (c === ']' && top === 'array')) {
          stack.pop();
          i += 1;
        } else return i;
        continue;
      }
      case 'value': {
        if (c === '{') {
          stack.push('object');
          i += 1;
          expect = 'keyOrEnd';
          continue;
        }
        if (c === '[') {
          stack.push('array');
          i += 1;
          expect = 'valueOrEnd';
          continue;
        }
        if (c === '"') {
          const end = stringEnd(text, i);
          if (end < 0) return -end - 1;
          i = end;
          expect = 'after';
          continue;
        }
        NUMBER.lastIndex = i;
        const number = NUMBER.exec(text);
        if (number !== null) {
          i += number[0].length;
          expect = 'after';
          continue;
        }
        const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
        if (literal === undefined) return i;
        i += literal.length;
        expect = 'after';
        continue;
      }
    }
  }
}

const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

/** The offset just past a string starting at `start`, or `-(offset of the fault) - 1`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 34) return i + 1;
    if (code < 0x20) return -i - 1;
    if (code === 92) {
      const next = text[i + 1];
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return -i - 1;
        i += 6;
        continue;
      }
      if (next === undefined || !'"\\/bfnrt'.includes(next)) return -i - 1;
      i += 2;
      continue;
    }
    i += 1;
  }
  return -text.length - 1;
}
