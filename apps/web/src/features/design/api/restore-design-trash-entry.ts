import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { designPath } from '../../../lib/design/design-path';
import { treeChanged } from './invalidate';
import { designKeys } from '../../../lib/design/design-keys';

/** Brings an item (and what was deleted with it) back from the design trash. */
export function restoreDesignTrashEntry({
  projectId,
  itemId,
}: {
  projectId: string;
  itemId: string;
}): Promise<void> {
  return apiRequest<unknown>(
    designPath(projectId, `/trash/${encodeURIComponent(itemId)}/restore`),
    { method: 'POST' },
  ).then(() => undefined);
}

export function useRestoreDesignTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDesignTrashEntry,
    onSuccess: async (_, { projectId, itemId }) => {
      await Promise.all([
        treeChanged(queryClient, projectId),
        queryClient.invalidateQueries({ queryKey: designKeys.item(projectId, itemId) }),
        queryClient.invalidateQueries({ queryKey: designKeys.revisions(projectId, itemId) }),
      ]);
    },
  });
}
