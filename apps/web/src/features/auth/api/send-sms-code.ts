import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendSmsCodeBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import type { CodeSent } from './send-email-code';

export type SendSmsCodeBody = z.input<typeof sendSmsCodeBody>;

/** Texts a 6-digit code for registering or signing in by phone. */
export function sendSmsCode(body: SendSmsCodeBody): Promise<CodeSent> {
  return apiRequest<CodeSent>('/api/v1/auth/sms-codes', { method: 'POST', body });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
