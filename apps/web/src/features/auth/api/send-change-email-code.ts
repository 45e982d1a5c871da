import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type sendChangeEmailCodeBody, sendChangeEmailCodeRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import type { CodeSent } from './send-email-code';

export type SendChangeEmailCodeBody = z.input<typeof sendChangeEmailCodeBody>;

/** Emails a code to the address the account moves to; 409 ADDRESS_IN_USE when it is taken. */
export function sendChangeEmailCode(body: SendChangeEmailCodeBody): Promise<CodeSent> {
  return callApi(sendChangeEmailCodeRoute, { body });
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}
