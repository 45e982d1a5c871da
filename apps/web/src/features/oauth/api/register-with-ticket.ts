import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, registerWithTicketBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

export type RegisterWithTicketBody = z.input<typeof registerWithTicketBody>;

/** Creates the account of a first provider sign-in and signs it in. */
export function useRegisterWithTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWithTicketBody) =>
      apiRequest<{ user: CurrentUser }>('/api/v1/oauth/ticket/register', { method: 'POST', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
