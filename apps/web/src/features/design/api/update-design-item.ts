import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type DesignItem, updateDesignItemRoute, type updateItemBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { designChanged, itemSaved } from './invalidate';
import { designKeys } from '../../../lib/design/design-keys';

export type UpdateItemInput = z.input<typeof updateItemBody>;

/**
 * Saves an item from the version it was loaded at; 409 EDIT_CONFLICT (nothing written) when
 * someone saved in between, 409 MODEL_NAME_TAKEN for a model renamed to a taken name.
 */
export function updateDesignItem({
  projectId,
  itemId,
  body,
}: {
  projectId: string;
  itemId: string;
  body: UpdateItemInput;
}): Promise<DesignItem> {
  return callApi(updateDesignItemRoute, { params: { projectId, itemId }, body });
}

export function useUpdateDesignItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesignItem,
    onSuccess: async (item, { projectId }) => {
      const before = queryClient.getQueryData<DesignItem>(designKeys.item(projectId, item.id));
      await itemSaved(queryClient, projectId, item);
      // A renamed model has its references rewritten by the server in other items.
      if (item.kind === 'model' && before && before.name !== item.name) {
        await designChanged(queryClient, projectId);
      }
    },
  });
}
