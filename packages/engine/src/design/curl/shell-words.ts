/**
 * Splits pasted shell text into commands and words the way a shell would, without running
 * anything: no variables are expanded and no command is substituted. Two dialects:
 *
 * - POSIX shells (bash, zsh, what browsers' "Copy as cURL (bash)" writes): `'…'`, `"…"` with
 *   backslash escapes, `$'…'` ANSI-C strings, `\` escapes, backslash-newline continuations,
 *   `#` comments; a newline, `;`, `&&`, `||`, `|` or `&` ends a command.
 * - Windows cmd (what "Copy as cURL (cmd)" writes): `^` escapes the next character and `^` at a
 *   line end continues the line; then `"…"` quotes with `\"` as a literal quote.
 *
 * PowerShell's backtick at a line end is accepted as a continuation in both.
 */

export interface ShellWord {
  value: string;
  /** Offset of the word's first character in the original text. */
  offset: number;
}

export type ShellSplit =
  | { ok: true; commands: ShellWord[][] }
  | {
      ok: false;
      message: string;
      offset: number;
      /** More words than `maxWords`: the text is refused for its size, not its quoting. */
      isTooManyWords?: boolean;
    };

export function isWindowsCmd(text: string): boolean {
  return /\^\r?\n/.test(text) || /\^"/.test(text);
}

/** Splits the text; past `maxWords` words it stops there (IMPORT_LIMITS.maxWords for imports). */
export function splitShellCommands(text: string, maxWords = Infinity): ShellSplit {
  try {
    return isWindowsCmd(text) ? splitCmd(text, maxWords) : splitPosix(text, maxWords);
  } catch (error) {
    if (!(error instanceof TooManyWords)) throw error;
    return {
      ok: false,
      message: `The text holds more than ${maxWords} words (options and their values); an import reads at most ${maxWords}.`,
      offset: error.offset,
      isTooManyWords: true,
    };
  }
}

class TooManyWords extends Error {
  constructor(readonly offset: number) {
    super('too many words');
  }
}

/** Builds words and commands; shared by both dialects. */
class WordBuilder {
  readonly commands: ShellWord[][] = [];
  private current: ShellWord[] = [];
  private word: string | null = null;
  private wordOffset = 0;
  private words = 0;

  constructor(private readonly maxWords: number) {}

  append(text: string, offset: number): void {
    if (this.word === null) {
      this.word = '';
      this.wordOffset = offset;
    }
    this.word += text;
  }

  /** Starts a word even if nothing is appended (`''` is an empty word). */
  open(offset: number): void {
    if (this.word === null) {
      this.word = '';
      this.wordOffset = offset;
    }
  }

  endWord(): void {
    if (this.word !== null) {
      this.words += 1;
      if (this.words > this.maxWords) throw new TooManyWords(this.wordOffset);
      this.current.push({ value: this.word, offset: this.wordOffset });
    }
    this.word = null;
  }

  endCommand(): void {
    this.endWord();
    if (this.current.length > 0) this.commands.push(this.current);
    this.current = [];
  }

  get isInWord(): boolean {
    return this.word !== null;
  }
}

function splitPosix(text: string, maxWords: number): ShellSplit {
  const out = new WordBuilder(maxWords);
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\r') {
      out.endWord();
      i += 1;
    } else if (c === '\n') {
      out.endCommand();
      i += 1;
    } else if (c === '\\') {
      if (text[i + 1] === '\n') i += 2;
      else if (text[i + 1] === '\r' && text[i + 2] === '\n') i += 3;
      else if (i + 1 < text.length) {
        out.append(text[i + 1]!, i);
        i += 2;
      } else i += 1;
    } else if (c === '`' && /^`[ \t]*\r?\n/.test(text.slice(i, i + 4)) && !out.isInWord) {
      i = text.indexOf('\n', i) + 1;
    } else if (c === '#' && !out.isInWord) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) return { ok: false, message: 'A single quote is not closed.', offset: i };
      out.open(i);
      out.append(text.slice(i + 1, end), i);
      i = end + 1;
    } else if (c === '$' && text[i + 1] === "'") {
      const read = readAnsiC(text, i + 2);
      if (read === null) return { ok: false, message: "A $'…' string is not closed.", offset: i };
      out.open(i);
      out.append(read.value, i);
      i = read.end;
    } else if (c === '"' || (c === '$' && text[i + 1] === '"')) {
      const start = c === '$' ? i + 1 : i;
      const read = readDoubleQuoted(text, start + 1);
      if (read === null)
        return { ok: false, message: 'A double quote is not closed.', offset: start };
      out.open(i);
      out.append(read.value, i);
      i = read.end;
    } else if (c === '&' && out.isInWord && i + 1 < text.length && !/[\s&]/.test(text[i + 1]!)) {
      // `…?a=1&b=2` pasted without quotes: a shell would cut it, but the intent is clear.
      out.append(c, i);
      i += 1;
    } else if (c === ';' || c === '|' || c === '&') {
      out.endCommand();
      i += c !== ';' && text[i + 1] === c ? 2 : 1;
    } else {
      // A run of ordinary characters is appended at once: a pasted body can be megabytes long.
      let end = i + 1;
      while (end < text.length && !POSIX_SPECIAL.has(text[end]!)) end += 1;
      out.append(text.slice(i, end), i);
      i = end;
    }
  }
  out.endCommand();
  return { ok: true, commands: out.commands };
}

/** Characters that can end a run of ordinary characters in a POSIX word. */
const POSIX_SPECIAL = new Set([' ', '\t', '\r', '\n', '\\', '`', "'", '"', '$', ';', '|', '&']);

/** `"…"` from just after the opening quote; null when it never closes. */
function readDoubleQuoted(text: string, from: number): { value: string; end: number } | null {
  let value = '';
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') return { value, end: i + 1 };
    if (c !== '\\') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== '\\') end += 1;
      value += text.slice(i, end);
      i = end;
      continue;
    }
    if (i + 1 < text.length) {
      const next = text[i + 1]!;
      if (next === '\n') {
        i += 2;
        continue;
      }
      if (next === '"' || next === '\\' || next === '$' || next === '`') {
        value += next;
        i += 2;
        continue;
      }
    }
    value += c;
    i += 1;
  }
  return null;
}

const ANSI_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** `$'…'` from just after the opening quote; null when it never closes. */
function readAnsiC(text: string, from: number): { value: string; end: number } | null {
  let value = '';
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'") return { value, end: i + 1 };
    if (c !== '\\' || i + 1 >= text.length) {
      value += c;
      i += 1;
      continue;
    }
    const next = text[i + 1]!;
    const simple = ANSI_ESCAPES[next];
    if (simple !== undefined) {
      value += simple;
      i += 2;
      continue;
    }
    const hex = /^(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8})/.exec(
      text.slice(i + 1, i + 10),
    );
    if (hex !== null) {
      const code = parseInt(hex[0].slice(1), 16);
      value += code <= 0x10ffff ? String.fromCodePoint(code) : '';
      i += 1 + hex[0].length;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (octal !== null) {
      value += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
      i += 1 + octal[0].length;
      continue;
    }
    if (next === 'c' && i + 2 < text.length) {
      value += String.fromCharCode(text.charCodeAt(i + 2) & 0x1f);
      i += 3;
      continue;
    }
    value += `\\${next}`;
    i += 2;
  }
  return null;
}

function splitCmd(text: string, maxWords: number): ShellSplit {
  const out = new WordBuilder(maxWords);
  let inQuotes = false;
  let quoteStart = 0;
  let i = 0;
  while (i < text.length) {
    let c = text[i]!;
    const at = i;
    if (!CMD_SPECIAL.has(c)) {
      let end = i + 1;
      while (end < text.length && !CMD_SPECIAL.has(text[end]!)) end += 1;
      out.append(text.slice(i, end), at);
      i = end;
      continue;
    }
    if (c === '^') {
      // `^` + line end: the command goes on; `^` + anything else: that character, literally.
      if (text[i + 1] === '\n') {
        i += 2;
        continue;
      }
      if (text[i + 1] === '\r' && text[i + 2] === '\n') {
        i += 3;
        continue;
      }
      if (i + 1 >= text.length) break;
      c = text[i + 1]!;
      i += 2;
      // An escaped quote still reaches curl's own argument parser as a quote.
      if (c !== '"' && c !== '\\') {
        out.append(c, at);
        continue;
      }
    } else {
      i += 1;
    }
    if (c === '\\') {
      // Backslashes are literal unless they precede a quote: `\"` is a quote character.
      let slashes = 1;
      let j = i;
      for (;;) {
        if (text[j] === '\\') {
          slashes += 1;
          j += 1;
        } else if (text[j] === '^' && text[j + 1] === '\\') {
          slashes += 1;
          j += 2;
        } else break;
      }
      const quoteAhead =
        text[j] === '"' ? j + 1 : text[j] === '^' && text[j + 1] === '"' ? j + 2 : -1;
      if (quoteAhead !== -1) {
        out.append('\\'.repeat(Math.floor(slashes / 2)), at);
        if (slashes % 2 === 1) {
          out.append('"', at);
          i = quoteAhead;
        } else {
          i = j;
        }
      } else {
        out.append('\\'.repeat(slashes), at);
        i = j;
      }
      continue;
    }
    if (c === '"') {
      out.open(at);
      inQuotes = !inQuotes;
      quoteStart = at;
      continue;
    }
    if (!inQuotes && (c === ' ' || c === '\t' || c === '\r')) {
      out.endWord();
      continue;
    }
    if (!inQuotes && c === '\n') {
      out.endCommand();
      continue;
    }
    if (!inQuotes && (c === '&' || c === '|')) {
      out.endCommand();
      if (text[i] === c) i += 1;
      continue;
    }
    out.append(c, at);
  }
  if (inQuotes) return { ok: false, message: 'A double quote is not closed.', offset: quoteStart };
  out.endCommand();
  return { ok: true, commands: out.commands };
}

/** Characters with a meaning in cmd (or in curl's own argument parsing on Windows). */
const CMD_SPECIAL = new Set(['^', '\\', '"', ' ', '\t', '\r', '\n', '&', '|']);
