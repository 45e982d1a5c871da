import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OAuthProvider } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { IDENTITIES_QUERY_KEY } from './list-identities';

/** Unlinks (unbinds) a provider; refused while it is the only way to sign in. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      apiRequest<void>(`/api/v1/account/identities/${provider}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
  });
}
