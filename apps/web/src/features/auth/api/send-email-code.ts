import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type sendCodeResponse, type sendEmailCodeBody, sendEmailCodeRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;
export type CodeSent = z.output<typeof sendCodeResponse>;

/** Emails a 6-digit code; 409 ACCOUNT_EXISTS when registering a taken address. */
export function sendEmailCode(body: SendEmailCodeBody): Promise<CodeSent> {
  return callApi(sendEmailCodeRoute, { body });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
