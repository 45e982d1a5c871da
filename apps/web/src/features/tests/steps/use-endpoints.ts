import { useMemo } from 'react';
import type { TreeNode } from '@heron/contract';
import { useDesignTree } from '../../../lib/design/get-design-tree';

/** The design's endpoints by id (from the tree the designer shares), for names and methods. */
export function useEndpoints(projectId: string): {
  byId: ReadonlyMap<string, TreeNode>;
  list: readonly TreeNode[];
  isPending: boolean;
} {
  const tree = useDesignTree(projectId);
  return useMemo(() => {
    const list = (tree.data?.nodes ?? []).filter((node) => node.kind === 'endpoint');
    return { byId: new Map(list.map((node) => [node.id, node])), list, isPending: tree.isPending };
  }, [tree.data, tree.isPending]);
}
