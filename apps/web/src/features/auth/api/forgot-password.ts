import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type forgotPasswordBody, forgotPasswordRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/**
 * Asks for a reset link. Always 204: the answer never says whether the address has an account.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  return callApi(forgotPasswordRoute, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
