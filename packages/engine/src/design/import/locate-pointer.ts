import { yamlPointerOffsets } from './yaml-pointer-offsets.js';

/**
 * Finds where JSON pointers sit in the text of a JSON or YAML document, to give findings a line
 * and a column. It runs only for the findings of an import (never on a clean one); JSON is
 * scanned once for all pointers together, YAML is read once into the `yaml` package's syntax
 * tree, whose tokens keep their offsets.
 */

export interface TextPlace {
  line: number;
  column: number;
}

/**
 * The place of each pointer (given as segments); for a pointer that does not fully exist in
 * the text (a missing field), the place of its deepest existing parent.
 */
export function locatePointers(
  text: string,
  syntax: 'json' | 'yaml',
  pointers: readonly (readonly string[])[],
): (TextPlace | null)[] {
  if (syntax === 'json') return locateInJson(text, pointers);
  return placesOfOffsets(text, yamlPointerOffsets(text, pointers));
}

interface Trie {
  children: Map<string, Trie>;
  offset: number;
}

function locateInJson(
  text: string,
  pointers: readonly (readonly string[])[],
): (TextPlace | null)[] {
  const root: Trie = { children: new Map(), offset: -1 };
  for (const segments of pointers) {
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (child === undefined) {
        child = { children: new Map(), offset: -1 };
        node.children.set(segment, child);
      }
      node = child;
    }
  }
  const scanner = new JsonScanner(text);
  try {
    scanner.visit(scanner.skipSpace(0), root, -1);
  } catch {
    // The text is not well-formed JSON where the scan went: keep what was found.
  }
  const offsets = pointers.map((segments) => {
    let node = root;
    let offset = root.offset;
    for (const segment of segments) {
      const child = node.children.get(segment);
      if (child === undefined || child.offset < 0) break;
      node = child;
      offset = child.offset;
    }
    return offset;
  });
  return placesOfOffsets(text, offsets);
}

class JsonScanner {
  constructor(private readonly text: string) {}

  skipSpace(position: number): number {
    const text = this.text;
    let i = position;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i += 1;
      else return i;
    }
  }

  /** Records the value at `position` (its key at `keyOffset` when it has one) and descends. */
  visit(position: number, trie: Trie, keyOffset: number): number {
    trie.offset = keyOffset >= 0 ? keyOffset : position;
    if (trie.children.size === 0) return this.skipValue(position);
    const text = this.text;
    const open = text[position];
    if (open === '{') {
      let i = this.skipSpace(position + 1);
      if (text[i] === '}') return i + 1;
      for (;;) {
        const keyStart = i;
        const keyEnd = this.skipString(i);
        const key = JSON.parse(text.slice(keyStart, keyEnd)) as string;
        i = this.skipSpace(keyEnd);
        i = this.skipSpace(i + 1); // the colon
        const child = trie.children.get(key);
        i = child === undefined ? this.skipValue(i) : this.visit(i, child, keyStart);
        i = this.skipSpace(i);
        if (text[i] === ',') i = this.skipSpace(i + 1);
        else return i + 1;
      }
    }
    if (open === '[') {
      let i = this.skipSpace(position + 1);
      if (text[i] === ']') return i + 1;
      for (let index = 0; ; index += 1) {
        const child = trie.children.get(String(index));
        i = child === undefined ? this.skipValue(i) : this.visit(i, child, -1);
        i = this.skipSpace(i);
        if (text[i] === ',') i = this.skipSpace(i + 1);
        else return i + 1;
      }
    }
    return this.skipValue(position);
  }

  skipString(position: number): number {
    const text = this.text;
    let i = position + 1;
    for (;;) {
      const quote = text.indexOf('"', i);
      if (quote === -1) throw new Error('unterminated string');
      let backslashes = 0;
      for (let j = quote - 1; text.charCodeAt(j) === 92; j -= 1) backslashes += 1;
      if (backslashes % 2 === 0) return quote + 1;
      i = quote + 1;
    }
  }

  skipValue(position: number): number {
    const text = this.text;
    const first = text[position];
    if (first === '"') return this.skipString(position);
    if (first !== '{' && first !== '[') {
      let i = position;
      while (i < text.length && !',}] \n\r\t'.includes(text[i]!)) i += 1;
      return i;
    }
    let depth = 0;
    let i = position;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i = this.skipString(i);
        continue;
      }
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
      i += 1;
    }
    throw new Error('unterminated value');
  }
}

/** 1-based places of character offsets, computed in one pass over the text. */
function placesOfOffsets(text: string, offsets: readonly number[]): (TextPlace | null)[] {
  const order = offsets
    .map((offset, index) => ({ offset, index }))
    .filter((entry) => entry.offset >= 0)
    .sort((a, b) => a.offset - b.offset);
  const places: (TextPlace | null)[] = offsets.map(() => null);
  let line = 1;
  let lineStart = 0;
  let next = text.indexOf('\n');
  for (const { offset, index } of order) {
    while (next !== -1 && next < offset) {
      line += 1;
      lineStart = next + 1;
      next = text.indexOf('\n', lineStart);
    }
    places[index] = { line, column: offset - lineStart + 1 };
  }
  return places;
}
