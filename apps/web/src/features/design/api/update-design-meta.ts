import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type updateDesignMetaBody, updateDesignMetaRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import type { DesignMetaState } from '../../../lib/design/get-design-meta';
import { designKeys } from '../../../lib/design/design-keys';

export type UpdateDesignMetaInput = z.input<typeof updateDesignMetaBody>;

/** Saves the design settings from the version they were loaded at; 409 EDIT_CONFLICT if stale. */
export function updateDesignMeta({
  projectId,
  body,
}: {
  projectId: string;
  body: UpdateDesignMetaInput;
}): Promise<DesignMetaState> {
  return callApi(updateDesignMetaRoute, { params: { projectId }, body });
}

export function useUpdateDesignMeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesignMeta,
    onSuccess: (state, { projectId }) => {
      queryClient.setQueryData(designKeys.meta(projectId), state);
    },
  });
}
