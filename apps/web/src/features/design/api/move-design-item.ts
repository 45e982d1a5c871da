import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DesignItem,
  type DesignTree,
  moveDesignItemRoute,
  type MoveItemBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys } from '../../../lib/design/design-keys';

/**
 * Moves an item into `parentId` (null = its section's root) at `position` among that folder's
 * other children; 400 MOVE_NOT_ALLOWED into itself, a descendant, a non-folder or the other
 * section.
 */
export function moveDesignItem({
  projectId,
  itemId,
  body,
}: {
  projectId: string;
  itemId: string;
  body: MoveItemBody;
}): Promise<DesignItem> {
  return callApi(moveDesignItemRoute, { params: { projectId, itemId }, body });
}

/** The sort value that puts a node at `position` among `siblings` (already without it). */
export function sortAt(siblings: readonly { sort: number }[], position: number): number {
  const before = siblings[position - 1]?.sort;
  const after = siblings[position]?.sort;
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/**
 * Drag and drop. The tree shows the node in its new place at once (the drop must not jump back
 * while the request runs), then refetches; a refused move puts the old tree back.
 */
export function useMoveDesignItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDesignItem,
    onMutate: async ({ projectId, itemId, body }) => {
      const key = designKeys.tree(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DesignTree>(key);
      if (previous) {
        const moved = previous.nodes.find((node) => node.id === itemId);
        const siblings = previous.nodes
          .filter(
            (node) =>
              node.id !== itemId &&
              node.section === moved?.section &&
              node.parentId === body.parentId,
          )
          .sort((a, b) => a.sort - b.sort);
        const sort = sortAt(siblings, body.position);
        queryClient.setQueryData<DesignTree>(key, {
          nodes: previous.nodes.map((node) =>
            node.id === itemId ? { ...node, parentId: body.parentId, sort } : node,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(designKeys.tree(projectId), context.previous);
    },
    onSettled: async (_data, _error, { projectId, itemId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: designKeys.tree(projectId) }),
        queryClient.invalidateQueries({ queryKey: designKeys.item(projectId, itemId) }),
        queryClient.invalidateQueries({ queryKey: designKeys.revisions(projectId, itemId) }),
      ]);
    },
  });
}
