/**
 * Finds where JSON pointers sit in the text of a JSON or YAML document, to give findings a line
 * and a column. It runs only for the findings of an import (never on a clean one); JSON is
 * scanned once for all pointers together, YAML is read by its indentation.
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
  const lines = text.split('\n');
  return pointers.map((segments) => locateInYaml(lines, segments));
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

// --- YAML -----------------------------------------------------------------------------------

function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i += 1;
  return i;
}

function isContent(line: string | undefined): line is string {
  if (line === undefined) return false;
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

/** `- ` (or a lone `-`) at the column: a sequence item. */
function isDash(line: string, column: number): boolean {
  if (line[column] !== '-') return false;
  const after = line[column + 1];
  return after === undefined || after === ' ' || after === '\r';
}

/** The key written at the column and the column after its colon, or null. */
function keyAt(line: string, column: number): { key: string; after: number } | null {
  const first = line[column];
  if (first === '"' || first === "'") {
    let i = column + 1;
    let key = '';
    while (i < line.length) {
      const c = line[i]!;
      if (first === "'" && c === "'") {
        if (line[i + 1] === "'") {
          key += "'";
          i += 2;
          continue;
        }
        break;
      }
      if (first === '"' && c === '\\') {
        const end = Math.min(line.length, i + 2);
        try {
          key += JSON.parse(`"${line.slice(i, end)}"`) as string;
        } catch {
          key += line.slice(i, end);
        }
        i = end;
        continue;
      }
      if (first === '"' && c === '"') break;
      key += c;
      i += 1;
    }
    const colon = line.slice(i + 1).search(/\S/);
    if (colon === -1 || line[i + 1 + colon] !== ':') return null;
    return { key, after: i + 2 + colon };
  }
  const match = /^([^#{}[\],&*!|>'"%@`][^#]*?)\s*:(\s|$)/.exec(line.slice(column));
  if (match === null) return null;
  return { key: match[1]!.trim(), after: column + match[0].length - match[2]!.length };
}

/** The text without leading spaces, anchors (`&a`) and tags (`!!str`). */
function withoutProperties(text: string): string {
  return text.replace(/^\s*([&!]\S*\s*)*/, '').replace(/\r$/, '');
}

function locateInYaml(lines: readonly string[], segments: readonly string[]): TextPlace | null {
  let line = 0;
  while (line < lines.length && (!isContent(lines[line]) || /^(---|%)/.test(lines[line]!))) {
    line += 1;
  }
  if (line >= lines.length) return null;
  let column = indentOf(lines[line]!);
  let end = lines.length;
  let best: TextPlace = { line: line + 1, column: column + 1 };

  for (const segment of segments) {
    // Where the node's content starts: on this line after the key or dash, or on the next one.
    let text = withoutProperties(lines[line]!.slice(column));
    if (text === '' || text.startsWith('#')) {
      let next = line + 1;
      while (next < end && !isContent(lines[next])) next += 1;
      if (next >= end) return best;
      line = next;
      column = indentOf(lines[line]!);
      text = lines[line]!.slice(column);
    } else {
      column = lines[line]!.length - text.length;
    }
    if (
      text.startsWith('{') ||
      text.startsWith('[') ||
      text.startsWith('|') ||
      text.startsWith('>')
    ) {
      return best;
    }

    if (isDash(lines[line]!, column)) {
      const wanted = Number(segment);
      if (!Number.isInteger(wanted) || wanted < 0) return best;
      let index = -1;
      let found = -1;
      let foundEnd = end;
      for (let l = line; l < end; l += 1) {
        const current = lines[l];
        if (!isContent(current)) continue;
        const indent = l === line ? column : indentOf(current);
        if (indent < column || (indent === column && !isDash(current, column))) {
          if (found >= 0) foundEnd = l;
          break;
        }
        if (indent === column) {
          index += 1;
          if (found >= 0) {
            foundEnd = l;
            break;
          }
          if (index === wanted) found = l;
        }
      }
      if (found < 0) return best;
      best = { line: found + 1, column: column + 1 };
      line = found;
      column += 1;
      end = foundEnd;
      continue;
    }

    let found: { line: number; after: number } | null = null;
    for (let l = line; l < end; l += 1) {
      const current = lines[l];
      if (!isContent(current)) continue;
      const indent = l === line ? column : indentOf(current);
      if (indent < column) break;
      if (indent > column) continue;
      const key = keyAt(current, column);
      if (key !== null && key.key === segment) {
        found = { line: l, after: key.after };
        break;
      }
    }
    if (found === null) return best;
    best = { line: found.line + 1, column: column + 1 };
    let valueEnd = end;
    for (let l = found.line + 1; l < end; l += 1) {
      const current = lines[l];
      if (!isContent(current)) continue;
      const indent = indentOf(current);
      if (indent < column || (indent === column && !isDash(current, column))) {
        valueEnd = l;
        break;
      }
    }
    line = found.line;
    column = found.after;
    end = valueEnd;
  }
  return best;
}
