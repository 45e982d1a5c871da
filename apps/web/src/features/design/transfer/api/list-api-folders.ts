import { useQuery } from '@tanstack/react-query';
import { type DesignTree, getDesignTreeRoute, type TreeNode } from '@heron/contract';
import { callApi } from '../../../../lib/call-api';
import { transferKeys } from './keys';

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

export function listDesignTree(projectId: string, signal?: AbortSignal): Promise<DesignTree> {
  return callApi(getDesignTreeRoute, { params: { projectId } }, { signal });
}

/** The APIs section's folders, for the target-folder picker. */
export function useApiFolders(projectId: string) {
  return useQuery({
    queryKey: transferKeys.apiFolders(projectId),
    queryFn: ({ signal }) => listDesignTree(projectId, signal),
    select: (tree) => folderTree(tree.nodes),
  });
}
