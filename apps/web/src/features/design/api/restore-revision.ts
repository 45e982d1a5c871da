import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DesignItem, restoreDesignRevisionRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designChanged } from './invalidate';

/**
 * Makes a revision's content the item's new version: a save like any other, so it names the
 * version it replaces (409 EDIT_CONFLICT when someone saved in between).
 */
export function restoreRevision({
  projectId,
  itemId,
  version,
  baseVersion,
}: {
  projectId: string;
  itemId: string;
  version: number;
  baseVersion: number;
}): Promise<DesignItem> {
  return callApi(restoreDesignRevisionRoute, {
    params: { projectId, itemId, version },
    body: { baseVersion },
  });
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    // A restored model may carry another name, whose references the server rewrites.
    onSuccess: (_item, { projectId }) => designChanged(queryClient, projectId),
  });
}
