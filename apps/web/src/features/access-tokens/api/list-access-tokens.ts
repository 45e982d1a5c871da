import { useQuery } from '@tanstack/react-query';
import { listAccessTokensRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export const ACCESS_TOKENS_QUERY_KEY = ['account', 'access-tokens'] as const;

/** The signed-in person's personal access tokens, newest first (never the tokens themselves). */
export function useAccessTokens() {
  return useQuery({
    queryKey: ACCESS_TOKENS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(listAccessTokensRoute, {}, { signal }),
  });
}
