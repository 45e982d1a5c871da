import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { oauthTicketResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type OAuthTicket = z.output<typeof oauthTicketResponse>;

/** The provider profile waiting behind a first-sign-in ticket. */
export function useTicket(ticket: string | undefined) {
  return useQuery({
    queryKey: ['oauth', 'ticket', ticket] as const,
    queryFn: ({ signal }) =>
      apiRequest<OAuthTicket>('/api/v1/oauth/ticket', {
        method: 'POST',
        body: { ticket },
        signal,
      }),
    enabled: Boolean(ticket),
    retry: false,
  });
}
