import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { EndpointData, FolderData } from '@heron/contract';
import { designItemQuery } from '../../../lib/design/get-design-item';
import { useDesignMeta } from '../../../lib/design/get-design-meta';
import { useDesignTree } from '../../../lib/design/get-design-tree';
import { ancestorsOf, buildTreeIndex } from '../../../lib/design/tree-index';
import {
  inheritedAuthSource,
  type AncestorFolder,
  type InheritedAuthSource,
} from './inherited-auth-source';

export interface InheritedAuthState {
  source: InheritedAuthSource;
  /** The tree or the design settings could not be loaded. */
  isError: boolean;
}

/**
 * Where the auth of an `inherit` request of `itemId` comes from, from the saved design: the
 * folders above the item (each fetched like any design item, so open editors share them), the
 * item's own security when it is an endpoint, and the design settings. `itemId` may be a folder
 * (what its endpoints would inherit from above it) or null (a request of no endpoint).
 */
export function useInheritedAuthSource(
  projectId: string,
  itemId: string | null,
): InheritedAuthState {
  const tree = useDesignTree(projectId);
  const meta = useDesignMeta(projectId);
  const index = useMemo(() => (tree.data ? buildTreeIndex(tree.data.nodes) : null), [tree.data]);
  const ancestorIds = useMemo(
    () => (index && itemId !== null ? ancestorsOf(index, itemId) : []),
    [index, itemId],
  );
  const folders = useQueries({
    queries: ancestorIds.map((id) => designItemQuery(projectId, id)),
  });
  const item = useQuery({
    ...designItemQuery(projectId, itemId ?? ''),
    enabled: itemId !== null,
  });

  const ancestors: AncestorFolder[] = ancestorIds.map((id, at) => {
    const query = folders[at];
    const data = query?.data?.data as Partial<FolderData> | undefined;
    return {
      id,
      name: index?.byId.get(id)?.name ?? '',
      // A folder that cannot be read (gone since the tree loaded) is not in the way.
      auth: query?.isError
        ? { type: 'inherit' }
        : data
          ? (data.auth ?? { type: 'inherit' })
          : undefined,
    };
  });
  let endpointSecurity: EndpointData['security'] | undefined = null;
  if (itemId !== null) {
    if (item.data) {
      endpointSecurity =
        item.data.kind === 'endpoint' ? (item.data.data as EndpointData).security : null;
    } else if (!item.isError) endpointSecurity = undefined;
  }
  const isLoadingTree = itemId !== null && !index && !tree.isError;
  const source: InheritedAuthSource = isLoadingTree
    ? { kind: 'loading' }
    : inheritedAuthSource({ folders: ancestors, endpointSecurity, meta: meta.data?.meta });
  return { source, isError: tree.isError || meta.isError };
}
