import { parseTemplate, templateParamNames, type TemplateSegment } from './path-template.js';

/**
 * Method and path matching in O(segments), whatever the number of endpoints (GitHub has 1,223):
 * one trie per method, walked segment by segment. At each segment a static edge is tried first,
 * then the mixed ones (`{name}.json`, longest literal text first), then the parameter edge, so
 * `/pets/mine` wins over `/pets/{id}`; when a branch dead-ends deeper down, the walk backs up
 * and tries the next edge, so `/pets/mine/toys` still reaches `/pets/{id}/toys`.
 */

interface Leaf<T> {
  value: T;
  names: string[];
}

interface MixedEdge<T> {
  segment: Extract<TemplateSegment, { kind: 'mixed' }>;
  node: TrieNode<T>;
}

class TrieNode<T> {
  statics = new Map<string, TrieNode<T>>();
  mixed: MixedEdge<T>[] = [];
  param: TrieNode<T> | undefined;
  leaf: Leaf<T> | undefined;
}

export interface RouteMatch<T> {
  value: T;
  /** Path parameter values, percent-decoded, by name. */
  params: Record<string, string>;
}

export class RouteTable<T> {
  private readonly roots = new Map<string, TrieNode<T>>();

  /**
   * Adds a route; returns false when the method already has one with the same shape (`/a/{x}`
   * and `/a/{y}`), which is then left unreachable, as a server would.
   */
  add(method: string, path: string, value: T): boolean {
    const upper = method.toUpperCase();
    let node = this.roots.get(upper);
    if (!node) {
      node = new TrieNode<T>();
      this.roots.set(upper, node);
    }
    const segments = parseTemplate(path);
    for (const segment of segments) node = childFor(node, segment);
    if (node.leaf) return false;
    node.leaf = { value, names: templateParamNames(segments) };
    return true;
  }

  hasMethod(method: string): boolean {
    return this.roots.has(method);
  }

  /** `segments` are raw (still percent-encoded) path segments; `method` is upper case. */
  match(method: string, segments: readonly string[]): RouteMatch<T> | undefined {
    const root = this.roots.get(method);
    if (!root) return undefined;
    const decoded = segments.map(decodeSegment);
    const captures: string[] = [];
    const leaf = walk(root, decoded, 0, captures);
    if (!leaf) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < leaf.names.length; i += 1) params[leaf.names[i]!] = captures[i] ?? '';
    return { value: leaf.value, params };
  }
}

function childFor<T>(node: TrieNode<T>, segment: TemplateSegment): TrieNode<T> {
  if (segment.kind === 'static') {
    let child = node.statics.get(segment.text);
    if (!child) {
      child = new TrieNode<T>();
      node.statics.set(segment.text, child);
    }
    return child;
  }
  if (segment.kind === 'param') {
    node.param ??= new TrieNode<T>();
    return node.param;
  }
  const same = node.mixed.find((edge) => edge.segment.source === segment.source);
  if (same) return same.node;
  const edge = { segment, node: new TrieNode<T>() };
  node.mixed.push(edge);
  node.mixed.sort((a, b) => b.segment.literalLength - a.segment.literalLength);
  return edge.node;
}

function walk<T>(
  node: TrieNode<T>,
  segments: readonly string[],
  index: number,
  captures: string[],
): Leaf<T> | undefined {
  if (index === segments.length) return node.leaf;
  const segment = segments[index]!;
  const fixed = node.statics.get(segment);
  if (fixed) {
    const found = walk(fixed, segments, index + 1, captures);
    if (found) return found;
  }
  for (const edge of node.mixed) {
    const parts = edge.segment.pattern.exec(segment);
    if (!parts) continue;
    const mark = captures.length;
    for (let i = 1; i < parts.length; i += 1) captures.push(parts[i]!);
    const found = walk(edge.node, segments, index + 1, captures);
    if (found) return found;
    captures.length = mark;
  }
  // A parameter never matches an empty segment (`/pets//toys`).
  if (node.param && segment !== '') {
    captures.push(segment);
    const found = walk(node.param, segments, index + 1, captures);
    if (found) return found;
    captures.pop();
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A broken escape (`%zz`) is kept as sent rather than refused.
    return segment;
  }
}
