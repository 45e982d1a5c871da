import { skipToken, useQuery } from '@tanstack/react-query';
import { readOAuthTicketRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

/** The provider profile waiting behind a first-sign-in ticket. */
export function useTicket(ticket: string | undefined) {
  return useQuery({
    queryKey: ['oauth', 'ticket', ticket] as const,
    // Without a ticket there is nothing to read: the query waits (skipToken) as it did disabled.
    queryFn: ticket
      ? ({ signal }) => callApi(readOAuthTicketRoute, { body: { ticket } }, { signal })
      : skipToken,
    retry: false,
  });
}
