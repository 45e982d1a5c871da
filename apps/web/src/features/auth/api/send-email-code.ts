import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendCodeResponse, sendEmailCodeBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;
export type CodeSent = z.output<typeof sendCodeResponse>;

/** Emails a 6-digit code; 409 ACCOUNT_EXISTS when registering a taken address. */
export function sendEmailCode(body: SendEmailCodeBody): Promise<CodeSent> {
  return apiRequest<CodeSent>('/api/v1/auth/email-codes', { method: 'POST', body });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
