import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { registerWithOAuthTicketRoute, type registerWithTicketBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession } from '../../../lib/get-session';

export type RegisterWithTicketBody = z.input<typeof registerWithTicketBody>;

/** Creates the account of a first provider sign-in and signs it in. */
export function useRegisterWithTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWithTicketBody) => callApi(registerWithOAuthTicketRoute, { body }),
    onSuccess: ({ user }) => writeSession(queryClient, user),
  });
}
