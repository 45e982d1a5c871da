import { useQuery } from '@tanstack/react-query';
import type { TreeNode } from '@heron/contract';
import { designTreeQuery } from '../../../../lib/design/get-design-tree';

/** A folder of the APIs section as the target-folder picker draws it. */
export interface FolderOption {
  value: string;
  title: string;
  children: FolderOption[];
}

/** The folders of the `api` section as a tree, siblings in their designer order. */
export function folderTree(nodes: TreeNode[]): FolderOption[] {
  const folders = nodes
    .filter((node) => node.kind === 'folder' && node.section === 'api')
    .sort((a, b) => a.sort - b.sort);
  const byParent = new Map<string | null, TreeNode[]>();
  for (const folder of folders) {
    const siblings = byParent.get(folder.parentId) ?? [];
    siblings.push(folder);
    byParent.set(folder.parentId, siblings);
  }
  // Walked down from the root: a folder is reached once, through its one parent.
  const build = (parentId: string | null): FolderOption[] =>
    (byParent.get(parentId) ?? []).map((folder) => ({
      value: folder.id,
      title: folder.name,
      children: build(folder.id),
    }));
  return build(null);
}

/**
 * The APIs section's folders, for the target-folder picker: read from the designer's own tree
 * query (one fetcher, one cache entry), so a tree the designer already holds is not asked for
 * again.
 */
export function useApiFolders(projectId: string) {
  return useQuery({
    ...designTreeQuery(projectId),
    select: (tree) => folderTree(tree.nodes),
  });
}
