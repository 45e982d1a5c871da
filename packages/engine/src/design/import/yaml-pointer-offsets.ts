import { CST, parse as parseYaml, Parser } from 'yaml';

/**
 * Where JSON pointers sit in a YAML text, read from the `yaml` package's syntax tree (its CST,
 * which keeps every token's offset), so that flow style (`{a: 1}`, `[x, y]`), explicit keys
 * (`? [a, b]`), quoted keys with escapes, anchors, aliases and merge keys are found where they
 * are written. Only the first document is read: the importers read one.
 *
 * The place of a mapping entry is its key; of a block sequence item, its `-`; of a flow sequence
 * item, the item. A pointer that does not fully exist gives its deepest existing parent's
 * place; -1 when the text holds no document.
 */
export function yamlPointerOffsets(
  text: string,
  pointers: readonly (readonly string[])[],
): number[] {
  const document = firstDocument(text);
  const root = document?.value;
  if (document === undefined || root === undefined) return pointers.map(() => -1);
  const anchors = new Anchors(document);
  return pointers.map((segments) => {
    let node: CST.Token | undefined = root;
    let offset = root.offset;
    for (const segment of segments) {
      node = anchors.follow(node);
      const child: Child | undefined =
        node === undefined ? undefined : childOf(node, segment, anchors);
      if (child === undefined) break;
      offset = child.offset;
      node = child.value;
    }
    return offset;
  });
}

interface Child {
  /** Where the entry is written (its key, its `-`). */
  offset: number;
  value: CST.Token | undefined;
}

function firstDocument(text: string): CST.Document | undefined {
  for (const token of new Parser().parse(text)) {
    if (token.type === 'document' && token.value !== undefined) return token;
  }
  return undefined;
}

/** How deep merge keys (`<<: *base` whose base merges another) are followed. */
const MAX_MERGE_DEPTH = 20;

function childOf(node: CST.Token, segment: string, anchors: Anchors, depth = 0): Child | undefined {
  const kind = collectionKind(node);
  if (kind === 'map')
    return entryOf(node as CST.BlockMap | CST.FlowCollection, segment, anchors, depth);
  if (kind === 'seq') return itemOf(node as CST.BlockSequence | CST.FlowCollection, segment);
  return undefined;
}

function collectionKind(node: CST.Token): 'map' | 'seq' | undefined {
  if (node.type === 'block-map') return 'map';
  if (node.type === 'block-seq') return 'seq';
  if (node.type === 'flow-collection') return node.start.source === '{' ? 'map' : 'seq';
  return undefined;
}

function entryOf(
  node: CST.BlockMap | CST.FlowCollection,
  segment: string,
  anchors: Anchors,
  depth: number,
): Child | undefined {
  let found: Child | undefined;
  const merged: CST.Token[] = [];
  for (const item of node.items) {
    if (!isEntry(item)) continue;
    const key = item.key;
    // A later duplicate wins, as it does in the parsed value.
    if (keyMatches(key, segment, anchors)) {
      found = { offset: key?.offset ?? entryStart(item), value: item.value };
    } else if (key?.type === 'scalar' && key.source === '<<' && item.value !== undefined) {
      merged.push(item.value);
    }
  }
  if (found !== undefined || depth >= MAX_MERGE_DEPTH) return found;
  // A merge key (`<<: *base` or `<<: [*a, *b]`): the first merged map that has the key.
  for (const value of merged) {
    const target = anchors.follow(value);
    const sources =
      target !== undefined && collectionKind(target) === 'seq'
        ? (target as CST.BlockSequence | CST.FlowCollection).items.flatMap((item) =>
            item.value === undefined ? [] : [anchors.follow(item.value)],
          )
        : [target];
    for (const source of sources) {
      if (source === undefined || collectionKind(source) !== 'map') continue;
      const child = childOf(source, segment, anchors, depth + 1);
      if (child !== undefined) return child;
    }
  }
  return undefined;
}

function itemOf(node: CST.BlockSequence | CST.FlowCollection, segment: string): Child | undefined {
  if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
  let index = Number(segment);
  for (const item of node.items) {
    if (!isEntry(item)) continue;
    if (index > 0) {
      index -= 1;
      continue;
    }
    // A flow sequence's `[a: 1]` is a one-entry map; its place is its key, and it is not entered.
    if (item.key !== undefined && item.key !== null)
      return { offset: item.key.offset, value: undefined };
    return { offset: entryStart(item), value: item.value };
  }
  return undefined;
}

/**
 * Whether a collection item is an entry. The CST also holds items that are only a separator
 * (a trailing comma) or comments after the last entry.
 */
function isEntry(item: CST.CollectionItem): boolean {
  if (item.key !== undefined || item.value !== undefined || item.sep !== undefined) return true;
  return item.start.some(
    (token) => token.type === 'seq-item-ind' || token.type === 'explicit-key-ind',
  );
}

/** A block sequence item's `-`; otherwise where the item's content starts. */
function entryStart(item: CST.CollectionItem): number {
  const indicator = item.start.find(
    (token) => token.type === 'seq-item-ind' || token.type === 'explicit-key-ind',
  );
  return indicator?.offset ?? item.value?.offset ?? item.sep?.[0]?.offset ?? -1;
}

/**
 * Whether a key, as the parsed value holds it, is `segment`. The importers read YAML with
 * js-yaml's JSON schema, which turns a plain `200`, `1.0` or `null` key into a number or null and
 * then into its string ("200", "1", "null"), and a complex key (`? [a, b]`) into String(value).
 */
function keyMatches(key: CST.Token | null | undefined, segment: string, anchors: Anchors): boolean {
  if (key === undefined || key === null) return segment === 'null';
  switch (key.type) {
    case 'scalar':
      return key.source === segment || plainKeyText(key.source) === segment;
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
      return CST.resolveAsScalar(key).value === segment;
    case 'alias': {
      const target = anchors.follow(key);
      return target !== undefined && target !== key && keyMatches(target, segment, anchors);
    }
    default:
      return complexKeyText(key) === segment;
  }
}

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const BOOLEANS: Record<string, string> = {
  true: 'true',
  True: 'true',
  TRUE: 'true',
  false: 'false',
  False: 'false',
  FALSE: 'false',
};

/** A plain scalar's text once js-yaml's JSON schema has read it and String() has written it. */
function plainKeyText(source: string): string | undefined {
  if (NULLS.has(source)) return 'null';
  if (Object.hasOwn(BOOLEANS, source)) return BOOLEANS[source];
  const sign = /^[-+]/.test(source) ? (source[0] === '-' ? -1 : 1) : 1;
  const digits = source.replace(/^[-+]/, '').replaceAll('_', '');
  const radix = /^0b[01]+$/.test(digits)
    ? 2
    : /^0x[0-9a-fA-F]+$/.test(digits)
      ? 16
      : /^0o[0-7]+$/.test(digits)
        ? 8
        : undefined;
  if (radix !== undefined) return String(sign * parseInt(digits.slice(2), radix));
  if (/^(\.\d+|\d+(\.\d*)?)([eE][-+]?\d+)?$/.test(digits)) return String(sign * Number(digits));
  return undefined;
}

/** A collection used as a key: its value as a string (rare, so parsed on its own). */
function complexKeyText(key: CST.Token): string | undefined {
  try {
    const value: unknown = parseYaml(CST.stringify(key));
    if (Array.isArray(value)) {
      return value
        .map((item: unknown) => (isPlainObject(item) ? '[object Object]' : item))
        .join(',');
    }
    return isPlainObject(value) ? '[object Object]' : String(value);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The anchored nodes, found by one walk of the tree the first time an alias is met (most texts
 * have none). An anchor names the node written after it: a key when its entry has one, else the
 * value. A later anchor of the same name replaces an earlier one for the aliases after it.
 */
class Anchors {
  private byName: Map<string, { offset: number; node: CST.Token }[]> | undefined;

  constructor(private readonly document: CST.Document) {}

  /** The node an alias names (an alias to nothing known: undefined); any other node itself. */
  follow(node: CST.Token | undefined): CST.Token | undefined {
    if (node?.type !== 'alias') return node;
    this.byName ??= indexAnchors(this.document);
    const name = node.source.slice(1);
    const candidates = this.byName.get(name) ?? [];
    let found: CST.Token | undefined;
    for (const candidate of candidates) if (candidate.offset < node.offset) found = candidate.node;
    return found?.type === 'alias' ? undefined : found;
  }
}

function indexAnchors(document: CST.Document): Map<string, { offset: number; node: CST.Token }[]> {
  const byName = new Map<string, { offset: number; node: CST.Token }[]>();
  const note = (props: readonly CST.SourceToken[] | undefined, node: CST.Token | undefined) => {
    if (props === undefined || node === undefined) return;
    for (const token of props) {
      if (token.type !== 'anchor') continue;
      const list = byName.get(token.source.slice(1)) ?? [];
      list.push({ offset: token.offset, node });
      byName.set(token.source.slice(1), list);
    }
  };
  note(document.start, document.value);
  // With its own stack: a text may nest deeper than the call stack.
  const stack: CST.Token[] = document.value === undefined ? [] : [document.value];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type !== 'block-map' && node.type !== 'block-seq' && node.type !== 'flow-collection')
      continue;
    for (const item of node.items) {
      const key = item.key ?? undefined;
      note(item.start, key ?? item.value);
      note(item.sep, item.value);
      if (key !== undefined) stack.push(key);
      if (item.value !== undefined) stack.push(item.value);
    }
  }
  for (const list of byName.values()) list.sort((a, b) => a.offset - b.offset);
  return byName;
}
