import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type sendChangeSmsCodeBody, sendChangeSmsCodeRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import type { CodeSent } from './send-email-code';

export type SendChangeSmsCodeBody = z.input<typeof sendChangeSmsCodeBody>;

/** Texts a code to the number the account moves to; 409 ADDRESS_IN_USE when it is taken. */
export function sendChangeSmsCode(body: SendChangeSmsCodeBody): Promise<CodeSent> {
  return callApi(sendChangeSmsCodeRoute, { body });
}

export function useSendChangeSmsCode() {
  return useMutation({ mutationFn: sendChangeSmsCode });
}
