import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindOAuthTicketRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { IDENTITIES_QUERY_KEY } from './list-identities';

/** Links the provider account of a first sign-in to the signed-in account. */
export function useBindTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: string) => callApi(bindOAuthTicketRoute, { body: { ticket } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
  });
}
