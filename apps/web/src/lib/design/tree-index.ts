import type { DesignItemKind, DesignSection, TreeNode } from '@heron/contract';

/**
 * The tree's two section roots are not items: they have keys of their own, which never collide
 * with item ids (UUIDs).
 */
export const SECTION_KEYS = { api: 'section:api', model: 'section:model' } as const;
export type SectionKey = (typeof SECTION_KEYS)[DesignSection];

export function sectionKey(section: DesignSection): SectionKey {
  return SECTION_KEYS[section];
}

export function isSectionKey(key: string): key is SectionKey {
  return key === SECTION_KEYS.api || key === SECTION_KEYS.model;
}

export function sectionOfKey(key: SectionKey): DesignSection {
  return key === SECTION_KEYS.api ? 'api' : 'model';
}

/** The tree rows, looked up by id and by parent, each parent's children in drawing order. */
export interface TreeIndex {
  byId: ReadonlyMap<string, TreeNode>;
  /** By parent key: a folder id, or a section key for the section's root. */
  children: ReadonlyMap<string, readonly TreeNode[]>;
}

const NO_NODES: readonly TreeNode[] = [];

/**
 * Where a node is drawn: under its folder, or at its section's root. A row whose folder is not in
 * the tree (never expected from the server) is drawn at the root rather than lost.
 */
export function parentKeyOf(index: Pick<TreeIndex, 'byId'>, node: TreeNode): string {
  if (node.parentId !== null && index.byId.has(node.parentId)) return node.parentId;
  return sectionKey(node.section);
}

export function buildTreeIndex(nodes: readonly TreeNode[]): TreeIndex {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, TreeNode[]>();
  for (const node of nodes) {
    const key = parentKeyOf({ byId }, node);
    const list = children.get(key);
    if (list) list.push(node);
    else children.set(key, [node]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  }
  return { byId, children };
}

export function childrenOf(index: TreeIndex, key: string): readonly TreeNode[] {
  return index.children.get(key) ?? NO_NODES;
}

/** The folders holding `id`, nearest first (not the section root). */
export function ancestorsOf(index: TreeIndex, id: string): string[] {
  const ancestors: string[] = [];
  let node = index.byId.get(id);
  // Bounded by the number of nodes, so a cycle in bad data cannot loop forever.
  while (node && ancestors.length < index.byId.size) {
    const parentKey = parentKeyOf(index, node);
    if (isSectionKey(parentKey)) break;
    ancestors.push(parentKey);
    node = index.byId.get(parentKey);
  }
  return ancestors;
}

/** The keys to expand so `id` is on screen: its section and every folder above it. */
export function keysToReveal(index: TreeIndex, id: string): string[] {
  const node = index.byId.get(id);
  if (!node) return [];
  return [sectionKey(node.section), ...ancestorsOf(index, id)];
}

/** Everything inside a folder, at any depth. */
export function descendantsOf(index: TreeIndex, id: string): string[] {
  const found: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    for (const child of childrenOf(index, stack.pop() as string)) {
      found.push(child.id);
      if (child.kind === 'folder') stack.push(child.id);
    }
  }
  return found;
}

/** The project's data model names, sorted: what a `$ref` may point at. */
export function modelNamesOf(index: TreeIndex): string[] {
  const names: string[] = [];
  for (const node of index.byId.values()) if (node.kind === 'model') names.push(node.name);
  return names.sort((a, b) => a.localeCompare(b));
}

export type ContentCounts = Record<DesignItemKind, number>;

/** How many items of each kind a folder holds, at any depth. */
export function countContents(index: TreeIndex, folderId: string): ContentCounts {
  const counts: ContentCounts = { folder: 0, endpoint: 0, model: 0, doc: 0 };
  for (const id of descendantsOf(index, folderId)) {
    const node = index.byId.get(id);
    if (node) counts[node.kind] += 1;
  }
  return counts;
}

/** The words of a search, lower-cased; every one must be found in a node for it to match. */
export function searchTokens(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** A node matches when each word is in its name, its path or its method. */
export function nodeMatches(node: TreeNode, tokens: readonly string[]): boolean {
  const name = node.name.toLowerCase();
  const path = (node.path ?? '').toLowerCase();
  const method = node.method ?? '';
  return tokens.every(
    (token) => name.includes(token) || path.includes(token) || method.includes(token),
  );
}

export interface TreeSearch {
  tokens: string[];
  /** The nodes that match. */
  matches: ReadonlySet<string>;
  /** What stays in the tree: the matches, the folders above them, and what a matching folder holds. */
  visible: ReadonlySet<string>;
  /** What to expand so every match shows: their sections and the folders above them. */
  expanded: string[];
}

/** Filters the tree for a search; null for an empty search (the whole tree shows). */
export function searchTree(index: TreeIndex, query: string): TreeSearch | null {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return null;
  const matches = new Set<string>();
  const visible = new Set<string>();
  const expanded = new Set<string>();
  for (const node of index.byId.values()) {
    if (!nodeMatches(node, tokens)) continue;
    matches.add(node.id);
    visible.add(node.id);
    for (const key of keysToReveal(index, node.id)) {
      expanded.add(key);
      if (!isSectionKey(key)) visible.add(key);
    }
    if (node.kind === 'folder') for (const id of descendantsOf(index, node.id)) visible.add(id);
  }
  return { tokens, matches, visible, expanded: [...expanded] };
}

export interface TextPart {
  text: string;
  isHit: boolean;
}

/** Splits `text` into the parts a search found (to highlight) and the rest. */
export function highlightParts(text: string, tokens: readonly string[]): TextPart[] {
  if (tokens.length === 0 || text === '') return [{ text, isHit: false }];
  const lower = text.toLowerCase();
  const hit = new Array<boolean>(text.length).fill(false);
  for (const token of tokens) {
    for (let at = lower.indexOf(token); at !== -1; at = lower.indexOf(token, at + 1)) {
      hit.fill(true, at, at + token.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.isHit === hit[i]) last.text += text[i];
    else parts.push({ text: text[i] as string, isHit: hit[i] as boolean });
  }
  return parts;
}
