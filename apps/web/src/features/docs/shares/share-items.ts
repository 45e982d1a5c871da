import type { TreeNode } from '@heron/contract';
import { buildTreeIndex, childrenOf, SECTION_KEYS } from '../../../lib/design/tree-index';

/** A folder or endpoint as the share dialog's tree picker draws it. */
export interface ShareItemOption {
  value: string;
  title: string;
  children?: ShareItemOption[];
}

/** An endpoint by name, with its method and path so two of the same name can be told apart. */
function endpointTitle(node: TreeNode): string {
  const route = [node.method?.toUpperCase(), node.path].filter(Boolean).join(' ');
  return route === '' ? node.name : `${node.name} (${route})`;
}

/**
 * What a share link may name: the APIs section's folders and endpoints, nested and ordered as
 * the designer draws them. Markdown pages and data models are not picked one by one: a folder
 * brings everything inside it, and the models the endpoints use come along.
 */
export function shareItemTree(nodes: readonly TreeNode[]): ShareItemOption[] {
  const index = buildTreeIndex(nodes);
  const walk = (key: string): ShareItemOption[] =>
    childrenOf(index, key).flatMap((node): ShareItemOption[] => {
      if (node.kind === 'folder') {
        return [{ value: node.id, title: node.name, children: walk(node.id) }];
      }
      if (node.kind === 'endpoint') return [{ value: node.id, title: endpointTitle(node) }];
      return [];
    });
  return walk(SECTION_KEYS.api);
}
