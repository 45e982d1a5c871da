import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { IDENTITIES_QUERY_KEY } from './list-identities';

/** Links the provider account of a first sign-in to the signed-in account. */
export function useBindTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: string) =>
      apiRequest<{ user: CurrentUser }>('/api/v1/oauth/ticket/bind', {
        method: 'POST',
        body: { ticket },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
  });
}
