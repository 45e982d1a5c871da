import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendEmailInvitesBody, sendEmailInvitesResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type SendEmailInvitesBody = z.input<typeof sendEmailInvitesBody>;
export type SendEmailInvitesResponse = z.output<typeof sendEmailInvitesResponse>;

/** Mails an invite to a project to each distinct address; each is valid 24 hours, once. */
export function sendEmailInvites(body: SendEmailInvitesBody): Promise<SendEmailInvitesResponse> {
  return apiRequest('/api/v1/invites/email', { method: 'POST', body });
}

export function useSendEmailInvites() {
  return useMutation({ mutationFn: sendEmailInvites });
}
