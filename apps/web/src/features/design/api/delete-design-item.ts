import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { designItemPath } from '../../../lib/design/design-path';
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
  return apiRequest<void>(designItemPath(projectId, itemId), { method: 'DELETE' });
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
