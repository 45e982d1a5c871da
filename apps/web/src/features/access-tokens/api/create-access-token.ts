import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createAccessTokenRoute, type createAccessTokenBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { ACCESS_TOKENS_QUERY_KEY } from './list-access-tokens';

/** Makes a token; the answer holds the token itself, which is shown this once. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createAccessTokenBody>) =>
      callApi(createAccessTokenRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY }),
  });
}
