import type { TreeNode } from '@heron/contract';
import {
  ancestorsOf,
  nodeMatches,
  searchTokens,
  type TreeIndex,
} from '../../../lib/design/tree-index';

/** What the quick open finds: the items a tab can show, not the folders that hold them. */
const OPENABLE = new Set<TreeNode['kind']>(['endpoint', 'model', 'doc']);

export interface QuickOpenMatch {
  node: TreeNode;
  /** The names of the folders above it, outermost first. */
  folders: string[];
}

export interface QuickOpenResult {
  tokens: string[];
  matches: QuickOpenMatch[];
  /** More matched than are listed: typing more narrows them. */
  isCut: boolean;
}

/**
 * How well a match fits, lower first: the whole query is the name, the name starts with it, the
 * name holds it, then matches found through the path or the method only.
 */
function rankOf(node: TreeNode, query: string, tokens: readonly string[]): number {
  const name = node.name.toLowerCase();
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(query)) return 2;
  if (tokens.every((token) => name.includes(token))) return 3;
  if ((node.path ?? '').toLowerCase().startsWith(query)) return 4;
  return 5;
}

/**
 * The quick open's search (issue 21), over the tree's index and with the tree search's rule: every
 * word is found in the name, the path or the method. The best fits come first, then shorter
 * names, then the tree's order; at most `limit` are listed.
 */
export function quickOpenSearch(index: TreeIndex, text: string, limit: number): QuickOpenResult {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return { tokens, matches: [], isCut: false };
  const query = tokens.join(' ');
  const found: { node: TreeNode; rank: number }[] = [];
  for (const node of index.byId.values()) {
    if (OPENABLE.has(node.kind) && nodeMatches(node, tokens)) {
      found.push({ node, rank: rankOf(node, query, tokens) });
    }
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.node.name.length - b.node.name.length ||
      a.node.name.localeCompare(b.node.name),
  );
  return {
    tokens,
    matches: found.slice(0, limit).map(({ node }) => ({
      node,
      folders: ancestorsOf(index, node.id)
        .reverse()
        .map((id) => index.byId.get(id)?.name ?? ''),
    })),
    isCut: found.length > limit,
  };
}
