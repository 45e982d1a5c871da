import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DesignItem, restoreDesignTrashItemRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { treeChanged } from './invalidate';
import { designKeys } from '../../../lib/design/design-keys';

/** Brings an item (and what was deleted with it) back from the design trash. */
export function restoreDesignTrashEntry({
  projectId,
  itemId,
}: {
  projectId: string;
  itemId: string;
}): Promise<DesignItem> {
  return callApi(restoreDesignTrashItemRoute, { params: { projectId, itemId } });
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
