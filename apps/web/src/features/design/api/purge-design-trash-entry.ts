import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purgeDesignTrashItemRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designKeys } from '../../../lib/design/design-keys';

/** Deletes an item of the design trash for good, with its history (204). */
export function purgeDesignTrashEntry({
  projectId,
  itemId,
}: {
  projectId: string;
  itemId: string;
}): Promise<void> {
  return callApi(purgeDesignTrashItemRoute, { params: { projectId, itemId } });
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
