import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignItem } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { designItemPath } from '../../../lib/design/design-path';
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
  return apiRequest<DesignItem>(
    designItemPath(projectId, itemId, `/revisions/${version}/restore`),
    { method: 'POST', body: { baseVersion } },
  );
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    // A restored model may carry another name, whose references the server rewrites.
    onSuccess: (_item, { projectId }) => designChanged(queryClient, projectId),
  });
}
