import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OAuthProvider, unlinkIdentityRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { IDENTITIES_QUERY_KEY } from './list-identities';

/** Unlinks (unbinds) a provider; refused while it is the only way to sign in. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) => callApi(unlinkIdentityRoute, { params: { provider } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
  });
}
