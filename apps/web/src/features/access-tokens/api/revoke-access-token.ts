import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeAccessTokenRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { ACCESS_TOKENS_QUERY_KEY } from './list-access-tokens';

/** Revokes a token: calls made with it are refused from now on. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => callApi(revokeAccessTokenRoute, { params: { tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY }),
  });
}
