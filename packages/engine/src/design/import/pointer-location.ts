import { escapePointer } from './parse-text.js';

export interface TextPlace {
  line: number;
  column: number;
}

/**
 * Finds where the values at some JSON pointers start in a JSON text (1-based line and column), in
 * one pass: subtrees that hold no wanted pointer are skipped without building anything. The text
 * must be valid JSON (it was parsed before); pointers that are not there are left out of the map.
 */
export function locateJsonPointers(
  text: string,
  wanted: ReadonlySet<string>,
): Map<string, TextPlace> {
  const found = new Map<string, TextPlace>();
  if (wanted.size === 0) return found;
  const prefixes = new Set<string>(['']);
  for (const pointer of wanted) {
    let end = pointer.indexOf('/', 1);
    while (end !== -1) {
      prefixes.add(pointer.slice(0, end));
      end = pointer.indexOf('/', end + 1);
    }
    prefixes.add(pointer);
  }

  let i = 0;
  let line = 1;
  let lineStart = 0;

  const skipSpace = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line += 1;
        lineStart = i + 1;
      } else if (c !== 32 && c !== 9 && c !== 13) {
        return;
      }
      i += 1;
    }
  };

  /** Moves past a string starting at `i` (on its quote) and returns its value. */
  const readString = (): string => {
    const start = i;
    i += 1;
    let escaped = false;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        escaped = true;
        i += 2;
        continue;
      }
      i += 1;
      if (c === 34) break;
    }
    const raw = text.slice(start, i);
    return escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  };

  /** Moves past any value without looking inside it. */
  const skipValue = () => {
    const first = text.charCodeAt(i);
    if (first === 34) {
      readString();
      return;
    }
    if (first !== 123 && first !== 91) {
      while (i < text.length && !DELIMITERS.has(text.charCodeAt(i))) i += 1;
      return;
    }
    let depth = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        readString();
        continue;
      }
      if (c === 123 || c === 91) depth += 1;
      else if (c === 125 || c === 93) {
        depth -= 1;
        if (depth === 0) {
          i += 1;
          return;
        }
      } else if (c === 10) {
        line += 1;
        lineStart = i + 1;
      }
      i += 1;
    }
  };

  const visit = (pointer: string): void => {
    skipSpace();
    if (wanted.has(pointer)) found.set(pointer, { line, column: i - lineStart + 1 });
    const c = text.charCodeAt(i);
    if (c === 123) {
      i += 1;
      for (;;) {
        skipSpace();
        if (i >= text.length) throw new Error('end of text');
        if (text.charCodeAt(i) === 125) {
          i += 1;
          return;
        }
        const key = readString();
        skipSpace();
        i += 1; // the colon
        const child = `${pointer}/${escapePointer(key)}`;
        if (prefixes.has(child)) visit(child);
        else {
          skipSpace();
          skipValue();
        }
        skipSpace();
        if (text.charCodeAt(i) === 44) i += 1;
        if (found.size === wanted.size) return;
      }
    }
    if (c === 91) {
      i += 1;
      for (let index = 0; ; index += 1) {
        skipSpace();
        if (i >= text.length) throw new Error('end of text');
        if (text.charCodeAt(i) === 93) {
          i += 1;
          return;
        }
        const child = `${pointer}/${index}`;
        if (prefixes.has(child)) visit(child);
        else skipValue();
        skipSpace();
        if (text.charCodeAt(i) === 44) i += 1;
        if (found.size === wanted.size) return;
      }
    }
    skipValue();
  };

  try {
    visit('');
  } catch {
    // Invalid text: return what was found so far; a location is a courtesy, never a failure.
  }
  return found;
}

/** Characters that end a number or a literal. */
const DELIMITERS = new Set([44, 125, 93, 32, 9, 13, 10]);
