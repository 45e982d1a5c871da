import { useQuery } from '@tanstack/react-query';
import { listSignedInAccountsRoute, type SignedInAccount } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

/** The cache entry of the accounts this browser is signed in to (the account chooser). */
export const SIGNED_IN_ACCOUNTS_QUERY_KEY = ['signed-in-accounts'] as const;

/** The accounts this browser is signed in to, the active one first; empty when none. */
export async function listSignedInAccounts(signal?: AbortSignal): Promise<SignedInAccount[]> {
  const { accounts } = await callApi(listSignedInAccountsRoute, {}, { signal });
  return accounts;
}

export function useSignedInAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: SIGNED_IN_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => listSignedInAccounts(signal),
    enabled: options.isEnabled ?? true,
  });
}
