import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type sendEmailInvitesBody,
  type sendEmailInvitesResponse,
  sendEmailInvitesRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type SendEmailInvitesBody = z.input<typeof sendEmailInvitesBody>;
export type SendEmailInvitesResponse = z.output<typeof sendEmailInvitesResponse>;

/** Mails an invite to a project to each distinct address; each is valid 24 hours, once. */
export function sendEmailInvites(body: SendEmailInvitesBody): Promise<SendEmailInvitesResponse> {
  return callApi(sendEmailInvitesRoute, { body });
}

export function useSendEmailInvites() {
  return useMutation({ mutationFn: sendEmailInvites });
}
