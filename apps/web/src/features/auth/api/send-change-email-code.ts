import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendChangeEmailCodeBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import type { CodeSent } from './send-email-code';

export type SendChangeEmailCodeBody = z.input<typeof sendChangeEmailCodeBody>;

/** Emails a code to the address the account moves to; 409 ADDRESS_IN_USE when it is taken. */
export function sendChangeEmailCode(body: SendChangeEmailCodeBody): Promise<CodeSent> {
  return apiRequest<CodeSent>('/api/v1/account/email-codes', { method: 'POST', body });
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}
