import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type sendSmsCodeBody, sendSmsCodeRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import type { CodeSent } from './send-email-code';

export type SendSmsCodeBody = z.input<typeof sendSmsCodeBody>;

/** Texts a 6-digit code for registering or signing in by phone. */
export function sendSmsCode(body: SendSmsCodeBody): Promise<CodeSent> {
  return callApi(sendSmsCodeRoute, { body });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
