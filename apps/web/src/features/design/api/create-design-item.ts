import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createDesignItemRoute, type createItemBody, type DesignItem } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { treeChanged } from './invalidate';
import { designKeys } from '../../../lib/design/design-keys';

export type CreateItemInput = z.input<typeof createItemBody>;

/** Creates a folder, endpoint, data model or document (201); 409 MODEL_NAME_TAKEN for a model. */
export function createDesignItem({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateItemInput;
}): Promise<DesignItem> {
  return callApi(createDesignItemRoute, { params: { projectId }, body });
}

export function useCreateDesignItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesignItem,
    onSuccess: async (item, { projectId }) => {
      queryClient.setQueryData(designKeys.item(projectId, item.id), item);
      await treeChanged(queryClient, projectId);
    },
  });
}
