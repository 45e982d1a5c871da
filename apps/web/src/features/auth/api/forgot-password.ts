import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/**
 * Asks for a reset link. Always 204: the answer never says whether the address has an account.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  return apiRequest<void>('/api/v1/auth/password/forgot', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
