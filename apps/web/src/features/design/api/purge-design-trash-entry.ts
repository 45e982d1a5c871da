import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { designPath } from '../../../lib/design/design-path';
import { designKeys } from '../../../lib/design/design-keys';

/** Deletes an item of the design trash for good, with its history (204). */
export function purgeDesignTrashEntry({
  projectId,
  itemId,
}: {
  projectId: string;
  itemId: string;
}): Promise<void> {
  return apiRequest<void>(designPath(projectId, `/trash/${encodeURIComponent(itemId)}`), {
    method: 'DELETE',
  });
}

export function usePurgeDesignTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeDesignTrashEntry,
    onSuccess: async (_, { projectId, itemId }) => {
      queryClient.removeQueries({ queryKey: designKeys.revisions(projectId, itemId) });
      await queryClient.invalidateQueries({ queryKey: designKeys.trash(projectId) });
    },
  });
}
