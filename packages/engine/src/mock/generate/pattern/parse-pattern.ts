/**
 * A small parser for the regular expressions of JSON Schema `pattern` (ECMAScript syntax), enough
 * to generate strings from them: literals, classes, `\d\w\s`, ranges, `.`, quantifiers, groups,
 * alternation, anchors, back references and escapes. Lookarounds and unknown property escapes
 * are kept as `unsupported` nodes; the generated strings are verified against the real RegExp
 * anyway, so an unsupported construct only matters when that check fails.
 */

/** Inclusive code point ranges. */
export type CharRanges = readonly (readonly [number, number])[];

export type RegexNode =
  | { type: 'chars'; ranges: CharRanges }
  | { type: 'seq'; items: RegexNode[] }
  | { type: 'alt'; options: RegexNode[] }
  | { type: 'group'; body: RegexNode; capture: number | undefined }
  | { type: 'repeat'; body: RegexNode; min: number; max: number }
  | { type: 'backref'; capture: number }
  | { type: 'start' }
  | { type: 'end' }
  | { type: 'boundary' }
  | { type: 'unsupported'; text: string };

export interface ParsedPattern {
  node: RegexNode;
  /** The constructs the generator only approximates. */
  unsupported: string[];
}

/** Generated characters stay printable ASCII; a negated class is the rest of this range. */
const PRINTABLE: CharRanges = [[0x20, 0x7e]];
const DIGITS: CharRanges = [[0x30, 0x39]];
const WORD: CharRanges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: CharRanges = [[0x20, 0x20]];
const LETTERS: CharRanges = [
  [0x41, 0x5a],
  [0x61, 0x7a],
];

const PROPERTIES: Record<string, CharRanges> = {
  L: LETTERS,
  Letter: LETTERS,
  Alphabetic: LETTERS,
  Lu: [[0x41, 0x5a]],
  Uppercase_Letter: [[0x41, 0x5a]],
  Ll: [[0x61, 0x7a]],
  Lowercase_Letter: [[0x61, 0x7a]],
  N: DIGITS,
  Nd: DIGITS,
  Number: DIGITS,
  Decimal_Number: DIGITS,
  P: [[0x2e, 0x2e]],
  Punctuation: [[0x2e, 0x2e]],
};

/** The ranges of `universe` not in `ranges`. */
export function complement(ranges: CharRanges, universe: CharRanges = PRINTABLE): CharRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [low, high] of universe) {
    let cursor = low;
    for (const [from, to] of sorted) {
      if (to < cursor || from > high) continue;
      if (from > cursor) out.push([cursor, Math.min(from - 1, high)]);
      cursor = Math.max(cursor, to + 1);
    }
    if (cursor <= high) out.push([cursor, high]);
  }
  return out;
}

class Parser {
  private index = 0;
  private captures = 0;
  private readonly names = new Map<string, number>();
  readonly unsupported: string[] = [];

  constructor(private readonly source: string) {}

  parse(): RegexNode {
    const node = this.alternation();
    // A stray `)` at the top: keep it as a literal and go on.
    while (this.index < this.source.length) {
      this.index += 1;
      const rest = this.alternation();
      return { type: 'seq', items: [node, { type: 'chars', ranges: [[0x29, 0x29]] }, rest] };
    }
    return node;
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private alternation(): RegexNode {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.index += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { type: 'alt', options };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.index < this.source.length) {
      const char = this.peek();
      if (char === '|' || char === ')') break;
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? items[0]! : { type: 'seq', items };
  }

  private quantified(atom: RegexNode): RegexNode {
    let node = atom;
    for (;;) {
      const char = this.peek();
      let min: number;
      let max: number;
      if (char === '*') [min, max] = [0, Number.POSITIVE_INFINITY];
      else if (char === '+') [min, max] = [1, Number.POSITIVE_INFINITY];
      else if (char === '?') [min, max] = [0, 1];
      else if (char === '{') {
        const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
        if (!match) return node;
        min = Number(match[1]);
        max =
          match[2] === undefined
            ? min
            : match[3] === ''
              ? Number.POSITIVE_INFINITY
              : Number(match[3]);
        this.index += match[0].length - 1;
      } else return node;
      this.index += 1;
      if (this.peek() === '?') this.index += 1;
      node = { type: 'repeat', body: node, min, max: Math.max(min, max) };
    }
  }

  private atom(): RegexNode {
    const char = this.source[this.index]!;
    this.index += 1;
    switch (char) {
      case '^':
        return { type: 'start' };
      case '$':
        return { type: 'end' };
      case '.':
        return { type: 'chars', ranges: PRINTABLE };
      case '(':
        return this.group();
      case '[':
        return { type: 'chars', ranges: this.charClass() };
      case '\\':
        return this.escape(false);
      default: {
        const code = this.source.codePointAt(this.index - 1)!;
        if (code > 0xffff) this.index += 1;
        return { type: 'chars', ranges: [[code, code]] };
      }
    }
  }

  private group(): RegexNode {
    let capture: number | undefined;
    let isLookaround = false;
    if (this.source.startsWith('?:', this.index)) {
      this.index += 2;
    } else if (/^\?<?[=!]/.test(this.source.slice(this.index))) {
      isLookaround = true;
      this.index += this.source[this.index + 1] === '<' ? 3 : 2;
    } else if (this.source.startsWith('?<', this.index)) {
      const end = this.source.indexOf('>', this.index);
      const name = this.source.slice(this.index + 2, end < 0 ? this.index + 2 : end);
      this.index = end < 0 ? this.index + 2 : end + 1;
      this.captures += 1;
      capture = this.captures;
      this.names.set(name, capture);
    } else {
      this.captures += 1;
      capture = this.captures;
    }
    const start = this.index;
    const body = this.alternation();
    if (this.peek() === ')') this.index += 1;
    if (isLookaround) {
      const text = `(?${this.source.slice(start - 1, this.index)}`;
      this.unsupported.push(`lookaround ${text}`);
      return { type: 'unsupported', text };
    }
    return { type: 'group', body, capture };
  }

  private charClass(): CharRanges {
    let isNegated = false;
    if (this.peek() === '^') {
      isNegated = true;
      this.index += 1;
    }
    const ranges: [number, number][] = [];
    while (this.index < this.source.length && this.peek() !== ']') {
      const low = this.classAtom();
      if (
        this.peek() === '-' &&
        this.source[this.index + 1] !== ']' &&
        this.index + 1 < this.source.length &&
        low.length === 1 &&
        low[0]![0] === low[0]![1]
      ) {
        this.index += 1;
        const high = this.classAtom();
        if (high.length === 1 && high[0]![0] === high[0]![1] && high[0]![0] >= low[0]![0]) {
          ranges.push([low[0]![0], high[0]![0]]);
          continue;
        }
        ranges.push(...low.map((range) => [range[0], range[1]] as [number, number]), [0x2d, 0x2d]);
        ranges.push(...high.map((range) => [range[0], range[1]] as [number, number]));
        continue;
      }
      ranges.push(...low.map((range) => [range[0], range[1]] as [number, number]));
    }
    if (this.peek() === ']') this.index += 1;
    return isNegated ? complement(ranges) : ranges;
  }

  private classAtom(): CharRanges {
    const char = this.source[this.index]!;
    this.index += 1;
    if (char === '\\') {
      const node = this.escape(true);
      return node.type === 'chars' ? node.ranges : [];
    }
    const code = this.source.codePointAt(this.index - 1)!;
    if (code > 0xffff) this.index += 1;
    return [[code, code]];
  }

  private escape(isInClass: boolean): RegexNode {
    const char = this.source[this.index];
    if (char === undefined) return { type: 'chars', ranges: [[0x5c, 0x5c]] };
    this.index += 1;
    const chars = (ranges: CharRanges): RegexNode => ({ type: 'chars', ranges });
    const one = (code: number) => chars([[code, code]]);
    switch (char) {
      case 'd':
        return chars(DIGITS);
      case 'D':
        return chars(complement(DIGITS));
      case 'w':
        return chars(WORD);
      case 'W':
        return chars(complement(WORD));
      case 's':
        return chars(SPACE);
      case 'S':
        return chars(complement(SPACE));
      case 'b':
        return isInClass ? one(0x08) : { type: 'boundary' };
      case 'B':
        return { type: 'boundary' };
      case 'n':
        return one(0x0a);
      case 'r':
        return one(0x0d);
      case 't':
        return one(0x09);
      case 'f':
        return one(0x0c);
      case 'v':
        return one(0x0b);
      case '0':
        return one(0);
      case 'c': {
        const letter = this.source.charCodeAt(this.index);
        this.index += 1;
        return one(letter % 32);
      }
      case 'x': {
        const hex = /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.index));
        if (!hex) return one(0x78);
        this.index += 2;
        return one(parseInt(hex[0], 16));
      }
      case 'u': {
        const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.source.slice(this.index));
        if (braced) {
          this.index += braced[0].length;
          return one(Math.min(parseInt(braced[1]!, 16), 0x10ffff));
        }
        const hex = /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.index));
        if (!hex) return one(0x75);
        this.index += 4;
        return one(parseInt(hex[0], 16));
      }
      case 'p':
      case 'P': {
        const match = /^\{([^}]*)\}/.exec(this.source.slice(this.index));
        if (!match) return one(char.charCodeAt(0));
        this.index += match[0].length;
        const name = match[1]!.replace(/^(General_Category|gc)=/, '');
        let ranges = PROPERTIES[name];
        if (!ranges) {
          this.unsupported.push(`property escape \\${char}{${match[1]}}`);
          ranges = LETTERS;
        }
        return chars(char === 'P' ? complement(ranges) : ranges);
      }
      case 'k': {
        const match = /^<([^>]*)>/.exec(this.source.slice(this.index));
        if (!match) return one(0x6b);
        this.index += match[0].length;
        const capture = this.names.get(match[1]!);
        return capture === undefined ? { type: 'seq', items: [] } : { type: 'backref', capture };
      }
      default: {
        if (/[1-9]/.test(char) && !isInClass) {
          const digits = /^\d*/.exec(this.source.slice(this.index))![0];
          this.index += digits.length;
          return { type: 'backref', capture: Number(char + digits) };
        }
        const code = this.source.codePointAt(this.index - 1)!;
        if (code > 0xffff) this.index += 1;
        return one(code);
      }
    }
  }
}

export function parsePattern(source: string): ParsedPattern {
  const parser = new Parser(source);
  const node = parser.parse();
  return { node, unsupported: parser.unsupported };
}
