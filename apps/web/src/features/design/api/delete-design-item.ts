import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDesignItemRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { treeChanged } from './invalidate';
import { designKeys } from '../../../lib/design/design-keys';

/** Moves an item (a folder with everything in it) to the design trash (204). */
export function deleteDesignItem({
  projectId,
  itemId,
}: {
  projectId: string;
  itemId: string;
}): Promise<void> {
  return callApi(deleteDesignItemRoute, { params: { projectId, itemId } });
}

export function useDeleteDesignItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesignItem,
    onSuccess: async (_, { projectId, itemId }) => {
      queryClient.removeQueries({ queryKey: designKeys.item(projectId, itemId) });
      await treeChanged(queryClient, projectId);
    },
  });
}
