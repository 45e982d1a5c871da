import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signedInAccountsResponse, SignedInAccount } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type SignedInAccountsResponse = z.output<typeof signedInAccountsResponse>;

/** The cache entry of the accounts this browser is signed in to (the account chooser). */
export const SIGNED_IN_ACCOUNTS_QUERY_KEY = ['signed-in-accounts'] as const;

/** The accounts this browser is signed in to, the active one first; empty when none. */
export async function listSignedInAccounts(signal?: AbortSignal): Promise<SignedInAccount[]> {
  const { accounts } = await apiRequest<SignedInAccountsResponse>('/api/v1/auth/accounts', {
    signal,
  });
  return accounts;
}

export function useSignedInAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: SIGNED_IN_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => listSignedInAccounts(signal),
    enabled: options.isEnabled ?? true,
  });
}
